// Fair holds (ADR 0036): an uncommitted checkout holds its slots for an hour; starting a payment
// or announcing a bank transfer keeps them until the 2 x 24 h deadline; unpaid holds are
// limited per e-mail, phone and client address, with a message the planner sees.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { addToCart, type CartOwner } from "~/cart/cart.server";
import { checkout } from "~/checkout/checkout.server";
import { commitHold, HOLD_MESSAGES, holdPolicy, phoneKey } from "~/payments/holds.server";
import { type DB, tables, first as firstRow, run } from "~/db.server";
import type * as s from "~/db/schema";
import { startPayment } from "~/payments/payment-session.server";
import { action as summaryAction } from "~/routes/reservation-summary";
import { action as confirmationAction } from "~/routes/confirmation";
import { bookableProduct, cartInput, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const ORIGIN = "http://localhost:3000";
const HOUR = 60 * 60 * 1000;
const guest = (): CartOwner => ({ cartSessionId: `guest-${Math.random().toString(36).slice(2)}` });
const invoiceCount = async () => (await firstRow(db.select({ n: count() }).from(tables.invoices)))!.n;

let skip = 0;
/** A fresh guest with one line of its own room in the cart. */
async function guestWithLine(unit: s.ProductUnit = "Hour") {
  const owner = guest();
  const fixture = await bookableProduct(db, unit, skip++ % 6);
  const added = await addToCart(owner, cartInput(fixture, { date: daysAhead(5 + (skip % 20)), time: `${String(8 + (skip % 10)).padStart(2, "0")}:00` }));
  if (!added.ok) throw new Error(JSON.stringify(added));
  return { owner, fixture };
}

describe("how long a checkout holds", () => {
  it("holds for an hour, then frees the room; starting a payment keeps it until the deadline", async () => {
    const now = new Date();
    const a = await guestWithLine();
    const held = await checkout({ owner: a.owner, userId: null, contact: uniqueContact(), origin: ORIGIN, now });
    if (!held.ok) throw new Error(held.message);
    const line = (await firstRow(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, held.invoice.id))))!;
    const slot = { subVenueId: line.subVenueId, productId: line.productId, window: occupiedWindow(line.unit, line.startsAt, line.endsAt) };
    expect(held.invoice.expiresAt.getTime() - now.getTime()).toBe(holdPolicy().uncommittedMinutes * 60 * 1000);
    expect(await isSlotAvailable(db, slot, new Date(now.getTime() + 30 * 60 * 1000))).toBe(false);
    expect(await isSlotAvailable(db, slot, new Date(now.getTime() + 61 * 60 * 1000))).toBe(true);

    const b = await guestWithLine();
    const paying = await checkout({ owner: b.owner, userId: null, contact: uniqueContact(), origin: ORIGIN, now });
    if (!paying.ok) throw new Error(paying.message);
    const started = await startPayment(paying.invoice, { origin: ORIGIN, now: new Date(now.getTime() + 10 * 60 * 1000) });
    expect(started.ok).toBe(true);
    const after = (await firstRow(db.select().from(tables.invoices).where(eq(tables.invoices.id, paying.invoice.id))))!;
    expect(after.committedAt).not.toBeNull();
    expect(after.expiresAt.getTime() - now.getTime()).toBe(48 * HOUR);
    const payLine = (await firstRow(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, paying.invoice.id))))!;
    const paySlot = { subVenueId: payLine.subVenueId, productId: payLine.productId, window: occupiedWindow(payLine.unit, payLine.startsAt, payLine.endsAt) };
    expect(await isSlotAvailable(db, paySlot, new Date(now.getTime() + 47 * HOUR))).toBe(false);
  });

  it("a lapsed hold is not revived by announcing a transfer", async () => {
    const past = new Date(Date.now() - 2 * HOUR);
    const a = await guestWithLine();
    const result = await checkout({ owner: a.owner, userId: null, contact: uniqueContact(), origin: ORIGIN, now: past });
    if (!result.ok) throw new Error(result.message);
    expect(await commitHold(result.invoice)).toBe(false);
    const after = (await firstRow(db.select().from(tables.invoices).where(eq(tables.invoices.id, result.invoice.id))))!;
    expect(after.committedAt).toBeNull();
    expect(after.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it("'I will pay by bank transfer' on the confirmation page keeps the booking until the deadline", async () => {
    const a = await guestWithLine();
    const result = await checkout({ owner: a.owner, userId: null, contact: uniqueContact(), origin: ORIGIN });
    if (!result.ok) throw new Error(result.message);
    const { invoiceNo, accessToken, createdAt } = result.invoice;
    const url = `http://localhost:3000/confirmation?id=${invoiceNo}&token=${accessToken}`;
    const response = (await confirmationAction({
      request: new Request(url, { method: "POST", body: new URLSearchParams({ intent: "transfer" }) }),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/held until the payment deadline/);
    const after = (await firstRow(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo))))!;
    expect(after.expiresAt.getTime() - createdAt.getTime()).toBe(48 * HOUR);
  });
});

describe("hold limits", () => {
  it("refuses a fourth unpaid reservation for the same e-mail, and for the same phone under another e-mail", async () => {
    const booker = uniqueContact();
    const limit = holdPolicy().perContact.invoices;
    for (let i = 0; i < limit; i++) {
      const { owner } = await guestWithLine();
      expect((await checkout({ owner, userId: null, contact: booker, origin: ORIGIN })).ok).toBe(true);
    }
    const before = await invoiceCount();
    const { owner } = await guestWithLine();
    const refused = await checkout({ owner, userId: null, contact: { ...booker, email: booker.email.toUpperCase() }, origin: ORIGIN });
    expect(refused).toMatchObject({ ok: false, status: 429, message: HOLD_MESSAGES.tooManyInvoices(limit) });
    // The same phone written another way, with a new e-mail.
    const samePhone = uniqueContact({ cellPhone: `+62 ${booker.cellPhone.slice(1)}` });
    expect(phoneKey(samePhone.cellPhone)).toBe(phoneKey(booker.cellPhone));
    expect(await checkout({ owner, userId: null, contact: samePhone, origin: ORIGIN })).toMatchObject({ ok: false, status: 429 });
    expect(await invoiceCount()).toBe(before);
    // Paying one frees a place.
    const first = (await firstRow(db.select().from(tables.invoices).where(eq(tables.invoices.email, booker.email))))!;
    await run((db) => db.update(tables.invoices).set({ status: "paid", paymentStatus: "Full Paid" }).where(eq(tables.invoices.id, first.id)));
    expect((await checkout({ owner, userId: null, contact: booker, origin: ORIGIN })).ok).toBe(true);
  });

  it("refuses a client that tries to take a room's whole day hour by hour, and writes nothing", async () => {
    const owner = guest();
    const fixture = await bookableProduct(db, "Hour", 7);
    for (let h = 8; h < 18; h++) {
      expect((await addToCart(owner, cartInput(fixture, { date: daysAhead(12), time: `${String(h).padStart(2, "0")}:00` }))).ok).toBe(true);
    }
    const before = await invoiceCount();
    const refused = await checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, clientAddress: "203.0.113.9" });
    expect(refused).toMatchObject({ ok: false, status: 429, message: HOLD_MESSAGES.tooManyLines(holdPolicy().perContact.lines) });
    expect(await invoiceCount()).toBe(before);
  });

  it("limits one client address across different e-mails and phones", async () => {
    const address = "198.51.100.7";
    const limit = holdPolicy().perAddress.invoices;
    for (let i = 0; i < limit; i++) {
      const { owner } = await guestWithLine();
      const result = await checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, clientAddress: address });
      expect(result.ok, result.ok ? "" : result.message).toBe(true);
    }
    const { owner } = await guestWithLine();
    expect(await checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, clientAddress: address })).toMatchObject({
      ok: false,
      message: HOLD_MESSAGES.busyAddress,
    });
    // Another address is not affected.
    expect((await checkout({ owner, userId: null, contact: uniqueContact(), origin: ORIGIN, clientAddress: "198.51.100.8" })).ok).toBe(true);
  });

  it("shows the refusal to the planner on the reservation summary, keeping what was typed", async () => {
    const booker = uniqueContact();
    for (let i = 0; i < holdPolicy().perContact.invoices; i++) {
      const { owner } = await guestWithLine();
      expect((await checkout({ owner, userId: null, contact: booker, origin: ORIGIN })).ok).toBe(true);
    }
    const { owner } = await guestWithLine();
    const storage = getSessionStorage();
    const session = await storage.getSession();
    session.set("cartSessionId", (owner as { cartSessionId: string }).cartSessionId);
    const cookie = (await storage.commitSession(session)).split(";")[0];
    const body = new URLSearchParams({ intent: "checkout", checkoutKey: "k".repeat(20), acceptTerms: "on", ...booker });
    const response = (await summaryAction({
      request: new Request("http://localhost:3000/reservation-summary?step=contact", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "192.0.2.44" },
        body,
      }),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(429);
    const data = await response.json();
    expect(data.result.error[""]).toEqual([HOLD_MESSAGES.tooManyInvoices(holdPolicy().perContact.invoices)]);
    expect(data.result.initialValue).toMatchObject({ name: booker.name, email: booker.email });
  });
});
