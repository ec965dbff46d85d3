import { count, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToCart, listCart, type CartOwner } from "~/cart/cart.server";
import { checkout, checkoutAndNotify, CHECKOUT_MESSAGES, newCheckoutKey, ownerCheckoutKey } from "~/checkout/checkout.server";
import {
  checkCoupon,
  computeTotals,
  COUPON_MESSAGES,
  couponDiscount,
} from "~/checkout/coupon.server";
import { loadInvoiceForViewer, tokenMatches } from "~/payments/invoice.server";
import { type DB, tables, first as firstRow, run } from "~/db.server";
import { DEMO_COUPON } from "~/seed/seed.server";
import { discountedPrice } from "~/utils/format";
import { messageText } from "~/i18n/catalog/text.server";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const ORIGIN = "https://balimice.test";
const guest = (): CartOwner => ({ cartSessionId: `guest-${Math.random().toString(36).slice(2)}` });
const counts = async () => ({
  invoices: (await firstRow(db.select({ n: count() }).from(tables.invoices)))!.n,
  lines: (await firstRow(db.select({ n: count() }).from(tables.reservationLines)))!.n,
  outbox: (await firstRow(db.select({ n: count() }).from(tables.outbox)))!.n,
  couponUses: (await firstRow(db.select().from(tables.coupons).where(eq(tables.coupons.code, DEMO_COUPON.code))))!.usedCount,
});

describe("discount arithmetic", () => {
  it("is a whole percentage of the subtotal in integer rupiah, rounded half up", () => {
    expect(couponDiscount(1_000_000, 10)).toBe(100_000);
    expect(couponDiscount(123_455, 10)).toBe(12_346); // 12 345.5 -> 12 346
    expect(couponDiscount(123_454, 10)).toBe(12_345); // 12 345.4 -> 12 345
    expect(couponDiscount(999, 15)).toBe(150); // 149.85 -> 150
    expect(couponDiscount(0, 10)).toBe(0);
    expect(couponDiscount(500_000, 0)).toBe(0);
    const t = computeTotals(2_345_679, 10);
    expect(t).toEqual({ subtotal: 2_345_679, discountPercentage: 10, discountAmount: 234_568, totalCost: 2_111_111 });
    expect(t.discountAmount + t.totalCost).toBe(t.subtotal);
  });

  it("accepts codes case-insensitively and refuses expired, unknown, empty and used-up codes", async () => {
    const ok = await checkCoupon("  bali10 ");
    expect(ok.ok && ok.coupon.discountPercentage).toBe(DEMO_COUPON.discountPercentage);
    expect(await checkCoupon("EXPIRED5")).toEqual({ ok: false, message: COUPON_MESSAGES.expired });
    expect(await checkCoupon("NOPE")).toEqual({ ok: false, message: COUPON_MESSAGES.unknown });
    expect(await checkCoupon("")).toEqual({ ok: false, message: COUPON_MESSAGES.empty });
    await run((db) => db.insert(tables.coupons).values({ code: "ONCE", discountPercentage: 50, validFrom: new Date(Date.now() - 1000), validTo: new Date(Date.now() + 86_400_000), maxUses: 1, usedCount: 1 }));
    expect(await checkCoupon("once")).toEqual({ ok: false, message: COUPON_MESSAGES.usedUp });
  });
});

describe("checkout", () => {
  let contact = uniqueContact();
  beforeEach(() => {
    contact = uniqueContact();
  });

  it("turns the cart into one invoice with the coupon applied, empties the cart and queues e-mails", async () => {
    const owner = guest();
    const day = await bookableProduct(db, "Day");
    const person = await bookableProduct(db, "Person");
    expect((await addToCart(owner, cartInput(day, { date: daysAhead(4), qty: 2 }))).ok).toBe(true);
    expect((await addToCart(owner, cartInput(person, { date: daysAhead(4), time: "09:00" }))).ok).toBe(true);
    const { subtotal } = await listCart(owner);
    const expectedSubtotal =
      discountedPrice(day.product.price, day.product.discountPercentage) * 2 +
      discountedPrice(person.product.price, person.product.discountPercentage) * Math.max(1, person.subVenue.minCapacity);
    expect(subtotal).toBe(expectedSubtotal);
    const before = await counts();
    const now = new Date();

    const result = await checkoutAndNotify({ owner, userId: null, contact, couponCode: "bali10", checkoutKey: newCheckoutKey(), origin: ORIGIN, now });
    if (!result.ok) throw new Error(result.message);
    const invoice = result.invoice;
    expect(invoice.invoiceNo).toMatch(/^INV-\d{8}-[2-9A-Z]{10}$/);
    expect(invoice.accessToken.length).toBeGreaterThanOrEqual(32);
    expect(invoice.subtotal).toBe(expectedSubtotal);
    expect(invoice.couponCode).toBe("BALI10");
    expect(invoice.discountPercentage).toBe(10);
    expect(invoice.discountAmount).toBe(couponDiscount(expectedSubtotal, 10));
    expect(invoice.totalCost).toBe(expectedSubtotal - invoice.discountAmount);
    expect(invoice.status).toBe("pending");
    expect(invoice.paymentStatus).toBe("Waiting Payment");
    // Held for an hour until a payment is started or a transfer announced (ADR 0036).
    expect(invoice.expiresAt.getTime() - now.getTime()).toBe(60 * 60 * 1000);

    const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
    expect(lines).toHaveLength(2);
    expect(lines.reduce((a, l) => a + l.totalPrice, 0)).toBe(expectedSubtotal);
    expect((await listCart(owner)).items).toHaveLength(0);

    const after = await counts();
    expect(after.couponUses).toBe(before.couponUses + 1);
    const mails = (await db.select().from(tables.outbox)).slice(before.outbox);
    expect(mails.find((m) => m.to === contact.email)?.text).toContain(`token=${invoice.accessToken}`);
    const vendorEmails = (await db
          .select({ email: tables.users.email })
          .from(tables.suppliers)
          .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
          .where(eq(tables.suppliers.id, day.product.supplierId)))
      .map((v) => v.email);
    expect(mails.some((m) => vendorEmails.includes(m.to) && /acknowledge/i.test(m.text))).toBe(true);

    // The booked slot is now taken for everyone.
    expect(await addToCart(guest(), cartInput(day, { date: daysAhead(4) }))).toMatchObject({ ok: false, status: 409 });
  });

  it("a double submit with the same checkout key creates one invoice", async () => {
    const owner = guest();
    const fixture = await bookableProduct(db, "Hour");
    expect((await addToCart(owner, cartInput(fixture, { date: daysAhead(5) }))).ok).toBe(true);
    const key = newCheckoutKey();
    const first = await checkout({ owner, userId: null, contact, checkoutKey: key, origin: ORIGIN });
    const second = await checkout({ owner, userId: null, contact, checkoutKey: key, origin: ORIGIN });
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true, duplicate: true, invoice: { id: first.ok ? first.invoice.id : -1 } });
    expect((await firstRow(db.select({ n: count() }).from(tables.invoices).where(eq(tables.invoices.checkoutKey, ownerCheckoutKey(owner, key)))))!.n).toBe(1);
  });

  it("concurrent checkouts of the last available slot produce one invoice", async () => {
    const fixture = await bookableProduct(db, "Day", 1);
    const owners = [guest(), guest(), guest()];
    for (const owner of owners) expect((await addToCart(owner, cartInput(fixture, { date: daysAhead(6) }))).ok).toBe(true);
    const before = await counts();
    const results = await Promise.all(
      owners.map((owner) => checkoutAndNotify({ owner, userId: null, contact, checkoutKey: newCheckoutKey(), origin: ORIGIN })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const losers = results.filter((r) => !r.ok);
    expect(losers).toHaveLength(2);
    expect(losers.map((r) => (r.ok ? "ok" : r.status))).toEqual([409, 409]);
    expect((await counts()).invoices).toBe(before.invoices + 1);
    // The losers keep their carts.
    expect((await Promise.all(owners.map(async (o) => (await listCart(o)).items.length))).sort()).toEqual([0, 1, 1]);
  });

  it("a failed checkout writes nothing and leaves the cart as it was", async () => {
    const owner = guest();
    const good = await bookableProduct(db, "Hour", 1);
    const bad = await bookableProduct(db, "Day", 2);
    expect((await addToCart(owner, cartInput(good, { date: daysAhead(7) }))).ok).toBe(true);
    expect((await addToCart(owner, cartInput(bad, { date: daysAhead(7) }))).ok).toBe(true);
    await run((db) => db.update(tables.products).set({ isActive: false }).where(eq(tables.products.id, bad.product.id)));
    const before = await counts();
    const cartBefore = (await listCart(owner)).items.map((i) => i.id);

    const result = await checkout({ owner, userId: null, contact, couponCode: "BALI10", origin: ORIGIN });
    expect(result.ok).toBe(false);
    expect(!result.ok && messageText("en", result.message)).toContain(`${bad.product.productName} on `);
    expect(await counts()).toEqual(before);
    expect((await listCart(owner)).items.map((i) => i.id)).toEqual(cartBefore);
    await run((db) => db.update(tables.products).set({ isActive: true }).where(eq(tables.products.id, bad.product.id)));
  });

  it("fails without writing when the coupon's last use was taken, and on an empty cart", async () => {
    const owner = guest();
    const fixture = await bookableProduct(db, "Hour", 2);
    expect((await addToCart(owner, cartInput(fixture, { date: daysAhead(8) }))).ok).toBe(true);
    await run((db) => db.insert(tables.coupons).values({ code: "LAST1", discountPercentage: 20, validFrom: new Date(Date.now() - 1000), validTo: new Date(Date.now() + 86_400_000), maxUses: 1 }));
    const other = guest();
    expect((await addToCart(other, cartInput(fixture, { date: daysAhead(9) }))).ok).toBe(true);
    expect((await checkout({ owner: other, userId: null, contact, couponCode: "last1", origin: ORIGIN })).ok).toBe(true);
    const before = await counts();
    const result = await checkout({ owner, userId: null, contact, couponCode: "LAST1", origin: ORIGIN });
    expect(result).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp) });
    expect(await counts()).toEqual(before);
    expect((await listCart(owner)).items).toHaveLength(1);
    expect(await checkout({ owner: guest(), userId: null, contact, origin: ORIGIN })).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.empty });
  });
});

describe("invoice access", () => {
  const contact = uniqueContact();
  it("shows an invoice to its owner, an admin or the token holder, and refuses another user", async () => {
    const owner = await makeUser(db, "owner");
    const stranger = await makeUser(db, "stranger");
    const admin = await makeUser(db, "admin", { isAdmin: true, isCustomer: false });
    const fixture = await bookableProduct(db, "Day", 3);
    expect((await addToCart({ userId: owner.id }, cartInput(fixture, { date: daysAhead(10) }))).ok).toBe(true);
    const result = await checkout({ owner: { userId: owner.id }, userId: owner.id, contact, origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    const { invoiceNo, accessToken } = result.invoice;

    expect((await loadInvoiceForViewer(invoiceNo, { user: { id: owner.id, isAdmin: false } }))?.lines).toHaveLength(1);
    expect(await loadInvoiceForViewer(invoiceNo, { user: { id: stranger.id, isAdmin: false } })).toBeNull();
    expect(await loadInvoiceForViewer(invoiceNo, { user: null })).toBeNull();
    expect(await loadInvoiceForViewer(invoiceNo, { user: null, token: "wrong-token" })).toBeNull();
    expect(await loadInvoiceForViewer(invoiceNo, { user: { id: stranger.id, isAdmin: false }, token: accessToken })).not.toBeNull();
    expect(await loadInvoiceForViewer(invoiceNo, { user: { id: admin.id, isAdmin: true } })).not.toBeNull();
    expect(await loadInvoiceForViewer("INV-00000000-XXXXXXXXXX", { user: { id: admin.id, isAdmin: true } })).toBeNull();
    expect(tokenMatches(accessToken, accessToken)).toBe(true);
    expect(tokenMatches(accessToken.slice(1), accessToken)).toBe(false);
  });
});
