// Activation links (ADR 0025): a made-up, expired or used link answers the same whether the
// e-mail is active, unknown or pending, on /activation and /v1/activation.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "~/accounts/accounts.server";
import { type DB, tables, first, run as runWrite } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as activationPage } from "~/routes/activation";
import { action as apiActivation } from "~/routes/v1.activation";
import { getToast } from "~/utils/toast.server";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

let ipCounter = 0;
const freshIp = () => `10.8.0.${++ipCounter}`;

const run = callRoute;

async function signUp(email: string) {
  await registerAccount({ firstName: "Pending", lastName: "User", email, password: "Lontar-Sunrise-42" }, { origin: "http://app.test", asSupplier: false });
  const mail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, email))).at(-1)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("activation")!;
}

/** What a stranger sees for a link: the page's redirect and notice, and the API's answer. */
async function answersFor(email: string, token: string) {
  const page = await run(activationPage, new Request(`http://app.test/activation?${new URLSearchParams({ email, activation: token })}`, {
    headers: { "X-Forwarded-For": freshIp() },
  }));
  const toastCookie = page.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await getToast(new Request("http://app.test/", { headers: { Cookie: toastCookie } }));
  const api = await run(apiActivation, new Request("http://app.test/v1/activation", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
    body: JSON.stringify({ email, activation: token }),
  }));
  return {
    pageStatus: page.status,
    pageLocation: page.headers.get("Location")?.replace(encodeURIComponent(email), "EMAIL"),
    toast,
    apiStatus: api.status,
    apiBody: await api.json(),
  };
}

describe("an unusable activation link", () => {
  it("gets one answer for active, unknown and pending e-mails, expired and used tokens", async () => {
    const madeUp = "bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMDEyMzQ1Njc";
    const pending = "pending@example.test";
    await signUp(pending);
    const expiredEmail = "expired@example.test";
    const expiredToken = await signUp(expiredEmail);
    const expiredUser = (await first(db.select().from(tables.users).where(eq(tables.users.email, expiredEmail))))!;
    await runWrite((db) => db.update(tables.userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tables.userTokens.userId, expiredUser.id)));
    const usedEmail = "used@example.test";
    const usedToken = await signUp(usedEmail);
    expect((await answersFor(usedEmail, usedToken)).pageLocation).toBe("/activation?email=EMAIL&status=activated");

    const answers = [
      await answersFor(DEMO_ACCOUNTS.customer.email, madeUp), // active account
      await answersFor("nobody@example.test", madeUp), // unknown
      await answersFor(pending, madeUp), // pending, wrong token
      await answersFor(expiredEmail, expiredToken), // expired
      await answersFor(usedEmail, usedToken), // already used: the account is active now
    ];
    expect(answers[0]).toMatchObject({ pageStatus: 302, pageLocation: "/activation?email=EMAIL&status=failed", apiStatus: 400 });
    expect(answers[0].toast?.description).toBe("This activation link is invalid or has expired. Please request a new one.");
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.slice(1)).toEqual(answers.slice(1).map(() => answers[0]));
  });
});
