// Coupons in the admin console (ADR 0231): created and deactivated through the console's route,
// each change one audit row with old and new value; wrong input answers field messages with
// what was typed; checkout's coupon check honours deactivation, the validity days (Bali time)
// and the usage limit of coupons made here; only the admin may read or change them.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { checkout, CHECKOUT_MESSAGES } from "~/checkout/checkout.server";
import { checkCoupon, COUPON_MESSAGES } from "~/checkout/coupon.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { action, loader } from "~/routes/admin.coupons";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let adminCookie: string;
let vendorCookie: string;
const today = () => baliIsoDate();
const code = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  adminCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.admin.email)).id);
  vendorCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.vendor.email)).id);
});

const post = (fields: Record<string, string>, cookie = adminCookie) =>
  callRoute(
    action,
    new Request("http://app.test/admin/coupons", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
const create = (fields: Partial<Record<"code" | "discountPercentage" | "validFrom" | "validTo" | "maxUses", string>>) =>
  post({ intent: "create", code: code("NEW"), discountPercentage: "10", validFrom: today(), validTo: addDaysIso(today(), 30), maxUses: "", ...fields });
const couponRow = async (c: string) => await first(db.select().from(tables.coupons).where(eq(tables.coupons.code, c)));
const auditOf = async (couponId: number) => (await db.select().from(tables.adminAudit).where(eq(tables.adminAudit.couponId, couponId))).sort((a, b) => a.id - b.id);

describe("the admin's coupon console", () => {
  it("creates a coupon (code in capitals), audited with who and the new value, usable at once", async () => {
    const c = code("bali");
    const res = await create({ code: c.toLowerCase(), discountPercentage: "25", maxUses: "3" });
    expect(res.status).toBe(302);
    const row = (await couponRow(c.toUpperCase()))!;
    expect(row).toMatchObject({ discountPercentage: 25, maxUses: 3, usedCount: 0, isActive: true });
    expect(row.validFrom.getTime()).toBe(baliToUtc(today()).getTime());
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({ action: "couponCreate", actorEmail: DEMO_ACCOUNTS.admin.email, via: "console", oldValue: null });
    expect(entry!.newValue).toContain(`${c.toUpperCase()}, 25 %`);
    expect(entry!.newValue).toContain("limit 3");
    const check = await checkCoupon(c.toLowerCase());
    expect(check.ok && check.coupon.discountPercentage).toBe(25);
  });

  it("answers each wrong field with its own message and keeps what was typed; nothing is written", async () => {
    const before = (await db.select().from(tables.coupons)).length;
    const res = await create({ code: "TWO WORDS", discountPercentage: "12.5", validFrom: "2026-02-30", validTo: "", maxUses: "-1" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]>; values: Record<string, string> };
    expect(body.errors.code).toEqual(["Use letters, digits, - and _ only (no spaces)"]);
    expect(body.errors.discountPercentage).toEqual(["Enter a whole number of percent, from 1 to 100"]);
    expect(body.errors.validFrom).toEqual(["Enter the first date as YYYY-MM-DD"]);
    expect(body.errors.validTo).toEqual(["Enter the last date"]);
    expect(body.errors.maxUses?.[0]).toMatch(/whole number of uses/);
    expect(body.values).toMatchObject({ code: "TWO WORDS", discountPercentage: "12.5", maxUses: "-1" });
    expect((await (await create({ discountPercentage: "101" })).json()).errors.discountPercentage).toBeDefined();
    const backwards = await create({ validFrom: addDaysIso(today(), 5), validTo: addDaysIso(today(), 2) });
    expect((await backwards.json()).errors.validTo).toEqual(["The last day must be on or after the first day"]);
    const past = await create({ validFrom: addDaysIso(today(), -10), validTo: addDaysIso(today(), -1) });
    expect((await past.json()).errors.validTo).toEqual(["The last day has already passed"]);
    expect((await db.select().from(tables.coupons)).length).toBe(before);
  });

  it("refuses a code that exists (any case) beside the code field", async () => {
    const res = await create({ code: "bali10" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.code).toEqual(["A coupon BALI10 already exists"]);
  });

  it("deactivates: audited old 'active' new 'deactivated', refused by the cart's check and by checkout", async () => {
    const c = code("OFF");
    await create({ code: c });
    const row = (await couponRow(c))!;
    const res = await post({ intent: "deactivate", id: String(row.id) });
    expect(res.status).toBe(302);
    expect((await couponRow(c))!.isActive).toBe(false);
    expect((await auditOf(row.id)).map((a) => [a.action, a.oldValue, a.newValue])).toEqual([
      ["couponCreate", null, expect.stringContaining(c)],
      ["couponDeactivate", "active", "deactivated"],
    ]);
    expect(await checkCoupon(c)).toEqual({ ok: false, message: COUPON_MESSAGES.unknown });
    // A planner who applied it earlier (code kept in the session) is refused at checkout.
    const owner: CartOwner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` };
    expect((await addToCart(owner, cartInput(await bookableProduct(db, "Hour", 2), { date: daysAhead(11) }))).ok).toBe(true);
    const result = await checkout({ owner, userId: null, contact: uniqueContact(), couponCode: c, origin: "https://balimice.test" });
    expect(result).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.unknown) });
    // Deactivating again changes nothing and writes no second row.
    await post({ intent: "deactivate", id: String(row.id) });
    expect(await auditOf(row.id)).toHaveLength(2);
    expect((await post({ intent: "deactivate", id: "999999" })).status).toBe(404);
  });

  it("a coupon made here is valid from 00:00 of its first day to 24:00 of its last day (Bali) and up to its usage limit", async () => {
    const later = code("LATER");
    await create({ code: later, validFrom: addDaysIso(today(), 2), validTo: addDaysIso(today(), 4) });
    expect(await checkCoupon(later)).toEqual({ ok: false, message: COUPON_MESSAGES.notYet });
    expect((await checkCoupon(later, baliToUtc(addDaysIso(today(), 2)))).ok).toBe(true);
    expect((await checkCoupon(later, new Date(baliToUtc(addDaysIso(today(), 5)).getTime() - 1))).ok).toBe(true);
    expect(await checkCoupon(later, baliToUtc(addDaysIso(today(), 5)))).toEqual({ ok: false, message: COUPON_MESSAGES.expired });

    const once = code("ONCE");
    await create({ code: once, maxUses: "1" });
    const contact = uniqueContact();
    const fixture = await bookableProduct(db, "Hour", 2);
    const first: CartOwner = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` };
    expect((await addToCart(first, cartInput(fixture, { date: daysAhead(12) }))).ok).toBe(true);
    expect((await checkout({ owner: first, userId: null, contact, couponCode: once, origin: "https://balimice.test" })).ok).toBe(true);
    expect(await checkCoupon(once)).toEqual({ ok: false, message: COUPON_MESSAGES.usedUp });
  });

  it("lists coupons with their state for the admin only; others are sent to log in and change nothing", async () => {
    const res = await callRoute(loader, new Request("http://app.test/admin/coupons", { headers: { Cookie: adminCookie } }));
    const data = (await res.json()) as { coupons: { code: string; state: string }[] };
    expect(data.coupons.find((c) => c.code === "EXPIRED5")?.state).toBe("Expired");
    expect(data.coupons.find((c) => c.code === "BALI10")?.state).toBe("Active");

    const bali10 = (await couponRow("BALI10"))!;
    for (const cookie of [vendorCookie, ""]) {
      const read = await callRoute(loader, new Request("http://app.test/admin/coupons", { headers: { Cookie: cookie } }));
      expect(read.status).toBe(302);
      expect(read.headers.get("Location")).toMatch(/^\/login/);
      expect((await post({ intent: "deactivate", id: String(bali10.id) }, cookie)).status).toBe(302);
      expect((await post({ intent: "create", code: "SNEAKY", discountPercentage: "90", validFrom: today(), validTo: today() }, cookie)).status).toBe(302);
    }
    expect((await couponRow("BALI10"))!.isActive).toBe(true);
    expect(await couponRow("SNEAKY")).toBeUndefined();
  });
});
