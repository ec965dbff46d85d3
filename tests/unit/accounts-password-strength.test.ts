// Password rules (ADR 0025): zxcvbn refuses common, breached-list and personal passwords with
// a message on the password field (server schemas and actions); bcrypt's 72-byte limit.
import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_LONG, SignupSchema } from "~/accounts/account-schemas.server";
import { checkCredentials, requestPasswordReset } from "~/accounts/accounts.server";
import { hashPassword, verifyPassword } from "~/accounts/password.server";
import { PASSWORD_STRENGTH_MESSAGES, ResetServerSchema, SignupServerSchema } from "~/accounts/password-strength.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as forgotAction } from "~/routes/forgotpassword";
import { action as loginAction } from "~/routes/login";
import { action as vendorAction } from "~/routes/register-vendor";
import { action as apiRegister } from "~/routes/v1.register";
import { action as apiReset } from "~/routes/v1.resetpassword";
import { callRoute } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

let ipCounter = 0;
const freshIp = () => `10.6.0.${++ipCounter}`;
const run = callRoute;
const form = (url: string, fields: Record<string, string>) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp() },
    body: new URLSearchParams(fields),
  });
const json = (url: string, body: unknown) =>
  new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
    body: JSON.stringify(body),
  });

const person = { firstName: "Komang", lastName: "Wirawan", email: "komang.wirawan@example.test" };
const signup = (password: string) => ({ ...person, password, passwordConfirm: password });
const passwordErrors = (password: string) => {
  const result = SignupServerSchema.safeParse(signup(password));
  return result.success ? [] : result.error.issues.filter((i) => i.path.join(".") === "password").map((i) => i.message);
};

describe("password strength (server schema)", () => {
  it.each(["12345678", "password", "qwertyuiop", "iloveyou1"])("refuses the common password %s", (password) => {
    expect(passwordErrors(password)).toEqual([PASSWORD_STRENGTH_MESSAGES.common]);
  });

  it.each(["komang.wirawan@example.test", "komang.wirawan", "KomangWirawan"])("refuses the e-mail or name %s", (password) => {
    expect(passwordErrors(password)).toEqual([PASSWORD_STRENGTH_MESSAGES.personal]);
  });

  it("refuses a guessable pattern and accepts a long, uncommon one", () => {
    expect(passwordErrors("abcdefgh")).toHaveLength(1);
    expect(passwordErrors("Lontar-Sunrise-42")).toEqual([]);
    expect(SignupServerSchema.safeParse(signup("Lontar-Sunrise-42")).success).toBe(true);
  });

  it("the shared (browser) schema checks length only: zxcvbn stays on the server", () => {
    expect(SignupSchema.safeParse(signup("12345678")).success).toBe(true);
  });
});

describe("weak passwords in the actions", () => {
  // What the pages (English) and /v1 answer: the message rendered, not its id (ADR 0391).
  const COMMON = "This password is too common: it appears in lists of leaked passwords. Please choose another.";
  const PERSONAL = "Your password must not contain your e-mail address or name.";
  it("sign-up, vendor sign-up and /v1/register answer 400 with the message on the password field, and create nothing", async () => {
    const page = await run(loginAction, form("/login", { intent: "signup", ...signup("password1") }));
    expect(page.status).toBe(400);
    const pageBody = await page.json();
    expect(pageBody.result.error.password).toEqual([COMMON]);
    expect(pageBody.result.initialValue).toMatchObject({ firstName: "Komang", email: person.email }); // nothing else typed is lost

    const vendor = await run(vendorAction, form("/register-vendor", { intent: "signup", ...signup(person.email) }));
    expect(vendor.status).toBe(400);
    expect((await vendor.json()).result.error.password).toEqual([PERSONAL]);

    const api = await run(apiRegister, json("/v1/register", signup("12345678")));
    expect(api.status).toBe(400);
    expect((await api.json()).errors.password).toEqual([COMMON]);
    expect(await first(db.select().from(tables.users).where(eq(tables.users.email, person.email)))).toBeUndefined();
  });

  it("reset (page and /v1) refuses a weak password, the name included, and keeps the old one", async () => {
    const email = DEMO_ACCOUNTS.customer.email;
    await requestPasswordReset(email, "http://app.test");
    const mail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, email))).at(-1)!;
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("resetPassword")!;
    const owner = (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
    const byName = `${owner.firstName}${owner.lastName}`;
    expect((await ResetServerSchema.safeParseAsync({ email, resetPassword: token, password: byName, passwordConfirm: byName })).success).toBe(false);

    const page = await run(forgotAction, form("/forgotpassword", { email, resetPassword: token, password: "password", passwordConfirm: "password" }));
    expect(page.status).toBe(400);
    expect((await page.json()).result.error.password).toEqual([COMMON]);
    const api = await run(apiReset, json("/v1/resetpassword", { email, resetPassword: token, password: "12345678" }));
    expect(api.status).toBe(400);
    expect((await api.json()).message).toBe(COMMON);
    expect((await checkCredentials(email, DEMO_ACCOUNTS.customer.password)).status).toBe("ok");
    // The link still works with a strong password.
    const ok = await run(apiReset, json("/v1/resetpassword", { email, resetPassword: token, password: "Frangipani-Terrace-7" }));
    expect(ok.status).toBe(201);
    expect((await checkCredentials(email, "Frangipani-Terrace-7")).status).toBe("ok");
  });
});

describe("bcrypt's 72-byte limit", () => {
  const e36 = "é".repeat(36); // 72 bytes in UTF-8

  it("refuses a password over 72 bytes with a message, accepts exactly 72", () => {
    const over = SignupSchema.safeParse(signup(`${e36}x`));
    expect(over.success).toBe(false);
    expect(over.error!.issues.find((i) => i.path[0] === "password")?.message).toBe(PASSWORD_TOO_LONG);
    const exact = SignupSchema.safeParse(signup(e36));
    expect(exact.success).toBe(true);
  });

  it("a password over 72 bytes never logs in, so '36 x é + anything' cannot open an account", async () => {
    const legacy = bcrypt.hashSync(`${e36}original-suffix`, 4); // set before the limit existed
    expect(await verifyPassword(`${e36}anything`, legacy)).toBe(false);
    await expect(hashPassword(`${e36}x`)).rejects.toThrow(/72 bytes/);
    const exact = await hashPassword(`${e36.slice(1)}ab`); // 35 x é + 2 = 72 bytes
    expect(await verifyPassword(`${e36.slice(1)}ab`, exact)).toBe(true);
    expect(await verifyPassword(`${e36.slice(1)}ab-and-more`, exact)).toBe(false);
  });

  it("seeded hashes keep working", async () => {
    expect((await checkCredentials(DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password)).status).toBe("ok");
  });
});
