// Bank data that survives: the seeded profiles are valid, a profile read through /v1 and
// written back as is saves unchanged, the account holder name has its own field, and data
// written before it (holder name in beneficiary) is moved by the migration.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action as profilePageAction, loader as profilePageLoader } from "~/routes/dashboard.supplier-info";
import { loader as apiProfileLoader } from "~/routes/v1.profile.supplier";
import { action as apiSupplierAction } from "~/routes/v1.supplier.$supplierId";
import { BENEFICIARY_BANKS, SupplierProfileSchema } from "~/supplier/schemas";
import { bankProblem, verifyBankData } from "~/ledger/payouts.server";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendor: { userId: number; supplierId: number; apiKey: string };

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!;
  vendor = { userId: user.id, supplierId: supplier.id, apiKey: await createAccessToken(user.id) };
});

const apiRequest = (url: string, method: string, body?: unknown) =>
  new Request(`http://localhost${url}`, {
    method,
    headers: { "api-key": vendor.apiKey, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const storedProfile = async () => (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, vendor.supplierId))))!;

describe("supplier bank data", () => {
  it("seeds every supplier with a profile the form accepts, one of the two beneficiary choices and a holder name", async () => {
    const suppliers = await db.select().from(tables.suppliers);
    expect(suppliers.length).toBeGreaterThan(0);
    for (const s of suppliers) {
      const parsed = SupplierProfileSchema.safeParse(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === "" ? undefined : v])));
      expect(parsed.success, `${s.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(BENEFICIARY_BANKS).toContain(s.beneficiary);
      expect(s.accountHolderName).not.toBe("");
      expect(s.phone).toMatch(/^\+62\d{8,12}$/);
    }
  });

  it.each(["PUT", "PATCH"])("a profile read through /v1 and sent back as is (%s) saves unchanged", async (method) => {
    const before = await storedProfile();
    const read = await callRoute(apiProfileLoader, apiRequest("/v1/profile/supplier", "GET"));
    expect(read.status).toBe(200);
    const { data } = await read.json();
    expect(data.beneficiary).toBe(before.beneficiary);
    expect(data.accountHolderName).toBe(before.accountHolderName);
    const written = await callRoute(apiSupplierAction, apiRequest(`/v1/supplier/${vendor.supplierId}`, method, data), { supplierId: String(vendor.supplierId) });
    expect(written.status, await written.clone().text()).toBe(200);
    expect(await storedProfile()).toEqual(before);
  });

  it("keeps the holder name when an older /v1 client does not send it, and refuses a third beneficiary", async () => {
    const { accountHolderName: _omitted, ...data } = (await (await callRoute(apiProfileLoader, apiRequest("/v1/profile/supplier", "GET"))).json()).data;
    const params = { supplierId: String(vendor.supplierId) };
    expect((await callRoute(apiSupplierAction, apiRequest(`/v1/supplier/${vendor.supplierId}`, "PUT", data), params)).status).toBe(200);
    expect((await storedProfile()).accountHolderName).not.toBe("");
    const wrong = await callRoute(apiSupplierAction, apiRequest(`/v1/supplier/${vendor.supplierId}`, "PUT", { ...data, beneficiary: "PT Somebody" }), params);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.beneficiary).toBeTruthy();
  });

  it("saves the holder name and a phone typed with + and spaces from the Profile page", async () => {
    const cookie = await sessionCookieFor(vendor.userId);
    const page = await callRoute(profilePageLoader, new Request("http://localhost/dashboard/supplier-info", { headers: { Cookie: cookie } }));
    const { profile } = await page.json();
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(profile)) if (typeof v === "string") form.set(k, v);
    form.set("accountHolderName", "Made Wirawan");
    form.set("phone", "+62 361 123-456");
    const saved = await callRoute(profilePageAction, new Request("http://localhost/dashboard/supplier-info", { method: "POST", body: form, headers: { Cookie: cookie } }));
    expect(saved.status).toBe(302);
    expect(await storedProfile()).toMatchObject({ accountHolderName: "Made Wirawan", phone: "+62361123456", beneficiary: profile.beneficiary });
  });
});

describe("bank data verification", () => {
  const admin = { id: 1, email: DEMO_ACCOUNTS.admin.email, via: "console" as const };
  const saveFromPage = async (changes: Record<string, string>) => {
    const cookie = await sessionCookieFor(vendor.userId);
    const { profile } = await (await callRoute(profilePageLoader, new Request("http://localhost/dashboard/supplier-info", { headers: { Cookie: cookie } }))).json();
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(profile)) if (typeof v === "string") form.set(k, v);
    for (const [k, v] of Object.entries(changes)) form.set(k, v);
    const saved = await callRoute(profilePageAction, new Request("http://localhost/dashboard/supplier-info", { method: "POST", body: form, headers: { Cookie: cookie } }));
    expect(saved.status, await saved.clone().text()).toBe(302);
  };

  it("a change of the bank account, holder, bank or SWIFT code clears the verification, so payouts wait for the admin; other edits keep it", async () => {
    for (const [field, value] of [["bankAccount", "9988776655"], ["accountHolderName", "Someone Else"], ["bankName", "Bank Mandiri"], ["swiftCode", "BMRIIDJA"]] as const) {
      expect(await verifyBankData(vendor.supplierId, admin)).toBe(true);
      await saveFromPage({ description: `Edited before ${field}` });
      expect(bankProblem(await storedProfile()), `an edit of the description keeps ${field}'s verification`).toBeNull();
      await saveFromPage({ [field]: value });
      expect(await storedProfile(), field).toMatchObject({ [field]: value, bankVerifiedAt: null });
      expect(bankProblem(await storedProfile())).toBe("bank data not verified");
    }
  });

  it("a change through /v1 clears it too", async () => {
    expect(await verifyBankData(vendor.supplierId, admin)).toBe(true);
    const { data } = await (await callRoute(apiProfileLoader, apiRequest("/v1/profile/supplier", "GET"))).json();
    const written = await callRoute(apiSupplierAction, apiRequest(`/v1/supplier/${vendor.supplierId}`, "PUT", { ...data, bankAccount: "5544332211" }), { supplierId: String(vendor.supplierId) });
    expect(written.status, await written.clone().text()).toBe(200);
    expect(await storedProfile()).toMatchObject({ bankAccount: "5544332211", bankVerifiedAt: null });
  });
});

describe("account holder migration", () => {
  it("moves a holder name written into beneficiary to its own column and picks the kind of bank", () => {
    const dir = path.resolve("drizzle");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".sql")).sort();
    const target = files.findIndex((f) => f.endsWith("_supplier_account_holder_name_and_calendar_feed.sql"));
    expect(target).toBeGreaterThan(0);
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "balimice-mig-")), "m.db"));
    const apply = (file: string) => {
      for (const statement of fs.readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) sqlite.exec(statement);
    };
    files.slice(0, target).forEach(apply);
    sqlite.exec("INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('a@x.test', 'A', 'B', ''), ('b@x.test', 'C', 'D', '')");
    const insert = sqlite.prepare("INSERT INTO suppliers (user_id, beneficiary, swift_code) VALUES (?, ?, ?)");
    insert.run(1, "PT Ubud Hospitality", "BMRIIDJA");
    insert.run(2, "Overseas bank (SWIFT)", "DEUTDEFF");
    apply(files[target]);
    const rows = sqlite.prepare("SELECT beneficiary, account_holder_name AS holder FROM suppliers ORDER BY user_id").all();
    expect(rows).toEqual([
      { beneficiary: "Indonesian bank", holder: "PT Ubud Hospitality" },
      { beneficiary: "Overseas bank (SWIFT)", holder: "" },
    ]);
  });
});
