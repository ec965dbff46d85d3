// The developer outbox (/dev/outbox, ADR 0023) lists captured e-mails with their links,
// password-reset and activation links included: in production only the admin may read it
// (404 to everyone else, as if it did not exist); outside production, or on the e2e server, it is open.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { queueMail } from "~/mail/mail.server";
import { loader } from "~/routes/dev.outbox";
import { setEnv } from "../support/env";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
const RESET_LINK = "https://balimice.test/reset-password?token=outbox-secret-token";
let restore: (() => void) | undefined;

beforeAll(async () => {
  db = await freshDatabase();
  await queueMail(db, { to: "planner.outbox@example.test", subject: "Reset your password", text: `Follow ${RESET_LINK}` });
});
afterEach(() => {
  restore?.();
  restore = undefined;
});

const userId = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!.id;

async function outboxAs(email: string | null) {
  const headers: Record<string, string> = email ? { Cookie: await sessionCookieFor(await userId(email)) } : {};
  return callRoute(loader, new Request("http://app.test/dev/outbox", { headers }));
}

describe("/dev/outbox in production", () => {
  it("answers 404 to a guest, a planner and a vendor, and shows the links only to the admin", async () => {
    restore = setEnv({ NODE_ENV: "production", E2E: "false" });
    for (const who of [null, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.vendor.email]) {
      const response = await outboxAs(who);
      expect(response.status, `${who ?? "guest"}`).toBe(404);
      expect(await response.text(), `${who ?? "guest"}`).not.toContain("outbox-secret-token");
    }
    const admin = await outboxAs(DEMO_ACCOUNTS.admin.email);
    expect(admin.status).toBe(200);
    expect(JSON.stringify(await admin.json())).toContain(RESET_LINK);
  });

  it("is open outside production and on the e2e server", async () => {
    restore = setEnv({ NODE_ENV: "development", E2E: "false" });
    expect(JSON.stringify(await (await outboxAs(null)).json())).toContain(RESET_LINK);
    restore();
    restore = setEnv({ NODE_ENV: "production", E2E: "true" });
    expect((await outboxAs(null)).status).toBe(200);
  });
});
