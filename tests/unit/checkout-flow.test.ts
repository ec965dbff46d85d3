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
import { loadInvoiceForViewer, tokenMatches } from "~/checkout/invoice.server";
import type { DB } from "~/db.server";
import * as s from "~/db/schema";
import { DEMO_COUPON } from "~/db/seed.server";
import { discountedPrice } from "~/utils/format";
import { bookableProduct, cartInput, daysAhead, makeUser, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const ORIGIN = "https://balimice.test";
const guest = (): CartOwner => ({ cartSessionId: `guest-${Math.random().toString(36).slice(2)}` });
const counts = () => ({
  invoices: db.select({ n: count() }).from(s.invoices).get()!.n,
  lines: db.select({ n: count() }).from(s.reservationLines).get()!.n,
  outbox: db.select({ n: count() }).from(s.outbox).get()!.n,
  couponUses: db.select().from(s.coupons).where(eq(s.coupons.code, DEMO_COUPON.code)).get()!.usedCount,
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

  it("accepts codes case-insensitively and refuses expired, unknown, empty and used-up codes", () => {
    const ok = checkCoupon("  bali10 ");
    expect(ok.ok && ok.coupon.discountPercentage).toBe(DEMO_COUPON.discountPercentage);
    expect(checkCoupon("EXPIRED5")).toEqual({ ok: false, message: COUPON_MESSAGES.expired });
    expect(checkCoupon("NOPE")).toEqual({ ok: false, message: COUPON_MESSAGES.unknown });
    expect(checkCoupon("")).toEqual({ ok: false, message: COUPON_MESSAGES.empty });
    db.insert(s.coupons).values({ code: "ONCE", discountPercentage: 50, validFrom: new Date(Date.now() - 1000), validTo: new Date(Date.now() + 86_400_000), maxUses: 1, usedCount: 1 }).run();
    expect(checkCoupon("once")).toEqual({ ok: false, message: COUPON_MESSAGES.usedUp });
  });
});

describe("checkout", () => {
  let contact = uniqueContact();
  beforeEach(() => {
    contact = uniqueContact();
  });

  it("turns the cart into one invoice with the coupon applied, empties the cart and queues e-mails", async () => {
    const owner = guest();
    const day = bookableProduct(db, "Day");
    const person = bookableProduct(db, "Person");
    expect(addToCart(owner, cartInput(day, { date: daysAhead(4), qty: 2 })).ok).toBe(true);
    expect(addToCart(owner, cartInput(person, { date: daysAhead(4), time: "09:00" })).ok).toBe(true);
    const { subtotal } = listCart(owner);
    const expectedSubtotal =
      discountedPrice(day.product.price, day.product.discountPercentage) * 2 +
      discountedPrice(person.product.price, person.product.discountPercentage) * Math.max(1, person.subVenue.minCapacity);
    expect(subtotal).toBe(expectedSubtotal);
    const before = counts();
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

    const lines = db.select().from(s.reservationLines).where(eq(s.reservationLines.invoiceId, invoice.id)).all();
    expect(lines).toHaveLength(2);
    expect(lines.reduce((a, l) => a + l.totalPrice, 0)).toBe(expectedSubtotal);
    expect(listCart(owner).items).toHaveLength(0);

    const after = counts();
    expect(after.couponUses).toBe(before.couponUses + 1);
    const mails = db.select().from(s.outbox).all().slice(before.outbox);
    expect(mails.find((m) => m.to === contact.email)?.text).toContain(`token=${invoice.accessToken}`);
    const vendorEmails = db
      .select({ email: s.users.email })
      .from(s.suppliers)
      .innerJoin(s.users, eq(s.users.id, s.suppliers.userId))
      .where(eq(s.suppliers.id, day.product.supplierId))
      .all()
      .map((v) => v.email);
    expect(mails.some((m) => vendorEmails.includes(m.to) && /acknowledge/i.test(m.text))).toBe(true);

    // The booked slot is now taken for everyone.
    expect(addToCart(guest(), cartInput(day, { date: daysAhead(4) }))).toMatchObject({ ok: false, status: 409 });
  });

  it("a double submit with the same checkout key creates one invoice", () => {
    const owner = guest();
    const fixture = bookableProduct(db, "Hour");
    expect(addToCart(owner, cartInput(fixture, { date: daysAhead(5) })).ok).toBe(true);
    const key = newCheckoutKey();
    const first = checkout({ owner, userId: null, contact, checkoutKey: key, origin: ORIGIN });
    const second = checkout({ owner, userId: null, contact, checkoutKey: key, origin: ORIGIN });
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) {
      expect(second.invoice.id).toBe(first.invoice.id);
      expect(second.duplicate).toBe(true);
    }
    expect(db.select({ n: count() }).from(s.invoices).where(eq(s.invoices.checkoutKey, ownerCheckoutKey(owner, key))).get()!.n).toBe(1);
  });

  it("concurrent checkouts of the last available slot produce one invoice", async () => {
    const fixture = bookableProduct(db, "Day", 1);
    const owners = [guest(), guest(), guest()];
    for (const owner of owners) expect(addToCart(owner, cartInput(fixture, { date: daysAhead(6) })).ok).toBe(true);
    const before = counts();
    const results = await Promise.all(
      owners.map((owner) => checkoutAndNotify({ owner, userId: null, contact, checkoutKey: newCheckoutKey(), origin: ORIGIN })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const losers = results.filter((r) => !r.ok);
    expect(losers).toHaveLength(2);
    for (const r of losers) if (!r.ok) expect(r.status).toBe(409);
    expect(counts().invoices).toBe(before.invoices + 1);
    // The losers keep their carts.
    expect(owners.map((o) => listCart(o).items.length).sort()).toEqual([0, 1, 1]);
  });

  it("a failed checkout writes nothing and leaves the cart as it was", () => {
    const owner = guest();
    const good = bookableProduct(db, "Hour", 1);
    const bad = bookableProduct(db, "Day", 2);
    expect(addToCart(owner, cartInput(good, { date: daysAhead(7) })).ok).toBe(true);
    expect(addToCart(owner, cartInput(bad, { date: daysAhead(7) })).ok).toBe(true);
    db.update(s.products).set({ isActive: false }).where(eq(s.products.id, bad.product.id)).run();
    const before = counts();
    const cartBefore = listCart(owner).items.map((i) => i.id);

    const result = checkout({ owner, userId: null, contact, couponCode: "BALI10", origin: ORIGIN });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(bad.product.productName);
    expect(counts()).toEqual(before);
    expect(listCart(owner).items.map((i) => i.id)).toEqual(cartBefore);
    db.update(s.products).set({ isActive: true }).where(eq(s.products.id, bad.product.id)).run();
  });

  it("fails without writing when the coupon's last use was taken, and on an empty cart", () => {
    const owner = guest();
    const fixture = bookableProduct(db, "Hour", 2);
    expect(addToCart(owner, cartInput(fixture, { date: daysAhead(8) })).ok).toBe(true);
    db.insert(s.coupons).values({ code: "LAST1", discountPercentage: 20, validFrom: new Date(Date.now() - 1000), validTo: new Date(Date.now() + 86_400_000), maxUses: 1 }).run();
    const other = guest();
    expect(addToCart(other, cartInput(fixture, { date: daysAhead(9) })).ok).toBe(true);
    expect(checkout({ owner: other, userId: null, contact, couponCode: "last1", origin: ORIGIN }).ok).toBe(true);
    const before = counts();
    const result = checkout({ owner, userId: null, contact, couponCode: "LAST1", origin: ORIGIN });
    expect(result).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.couponGone(COUPON_MESSAGES.usedUp) });
    expect(counts()).toEqual(before);
    expect(listCart(owner).items).toHaveLength(1);
    expect(checkout({ owner: guest(), userId: null, contact, origin: ORIGIN })).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.empty });
  });
});

describe("invoice access", () => {
  const contact = uniqueContact();
  it("shows an invoice to its owner, an admin or the token holder, and refuses another user", () => {
    const owner = makeUser(db, "owner");
    const stranger = makeUser(db, "stranger");
    const admin = makeUser(db, "admin", { isAdmin: true, isCustomer: false });
    const fixture = bookableProduct(db, "Day", 3);
    expect(addToCart({ userId: owner.id }, cartInput(fixture, { date: daysAhead(10) })).ok).toBe(true);
    const result = checkout({ owner: { userId: owner.id }, userId: owner.id, contact, origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    const { invoiceNo, accessToken } = result.invoice;

    expect(loadInvoiceForViewer(invoiceNo, { user: { id: owner.id, isAdmin: false } })?.lines).toHaveLength(1);
    expect(loadInvoiceForViewer(invoiceNo, { user: { id: stranger.id, isAdmin: false } })).toBeNull();
    expect(loadInvoiceForViewer(invoiceNo, { user: null })).toBeNull();
    expect(loadInvoiceForViewer(invoiceNo, { user: null, token: "wrong-token" })).toBeNull();
    expect(loadInvoiceForViewer(invoiceNo, { user: { id: stranger.id, isAdmin: false }, token: accessToken })).not.toBeNull();
    expect(loadInvoiceForViewer(invoiceNo, { user: { id: admin.id, isAdmin: true } })).not.toBeNull();
    expect(loadInvoiceForViewer("INV-00000000-XXXXXXXXXX", { user: { id: admin.id, isAdmin: true } })).toBeNull();
    expect(tokenMatches(accessToken, accessToken)).toBe(true);
    expect(tokenMatches(accessToken.slice(1), accessToken)).toBe(false);
  });
});
