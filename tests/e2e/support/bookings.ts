// Paid bookings written straight into the e2e database, as checkout and a settled payment would
// leave them: one Hour line on a free slot at 10:00-12:00 Bali time, `daysOut` days ahead. And the
// planner's own path through the pages: the booking form, checkout's contact step, a deposit booking.
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { CancellationPolicy } from "../../../app/db/enums";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../../app/utils/format";
import type { openE2eDb } from "./payments-db";

import { run, write, first, tables, transaction } from "~/db.server";
import { recordLinePayments } from "~/ledger/ledger.server";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";

type Db = ReturnType<typeof openE2eDb>;

export type PaidBookingOptions = {
  daysOut: number;
  policy?: CancellationPolicy;
  /** card: paid in the gateway sandbox by card (refunded through it); bank: a bank transfer the admin confirmed. */
  via?: "card" | "bank";
  userId?: number | null;
  email?: string;
  discountPercentage?: number;
  /** Only the deposit paid: 30 %, the balance due 14 days before the event (Down Payment). */
  deposit?: boolean;
  /** A product of this vendor (several bookings one vendor reads). */
  supplierId?: number;
  /**
   * With one vendor's few rooms, other specs running in parallel may have taken them that day:
   * try the next days too, up to this many (the booking's date is then later than `daysOut`).
   */
  tryDays?: number;
};

export async function paidBooking(db: Db, options: PaidBookingOptions): ReturnType<typeof paidBookingOn> {
  const tries = Math.max(1, options.tryDays ?? 1);
  for (let i = 0; ; i++) {
    try {
      return await paidBookingOn(db, { ...options, daysOut: options.daysOut + i });
    } catch (error) {
      if (!(error instanceof NoFreeRoom) || i + 1 >= tries) throw error;
    }
  }
}

class NoFreeRoom extends Error {}

async function paidBookingOn(db: Db, { daysOut, policy = "flexible", via = "card", userId = null, email, discountPercentage = 0, deposit = false, supplierId }: PaidBookingOptions) {
  const date = addDaysIso(baliIsoDate(), daysOut);
  const startsAt = baliToUtc(date, "10:00");
  const endsAt = baliToUtc(date, "12:00");
  return await transaction(async (tx) => {
        const candidates = await tx
                .select({ product: tables.products, subVenue: tables.subVenues, venue: tables.venues })
                .from(tables.products)
                .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
                .innerJoin(tables.venues, eq(tables.venues.id, tables.products.venueId))
                .where(and(eq(tables.products.unit, "Hour"), eq(tables.products.isActive, true), lt(tables.products.validFrom, startsAt), gt(tables.products.validTo, endsAt), sql`${tables.products.openTime} <= '10:00' and ${tables.products.closeTime} >= '12:00'`, supplierId ? eq(tables.products.supplierId, supplierId) : undefined));
        // A room with nothing that day (other specs book in parallel): start at a random one.
        const offset = crypto.randomInt(candidates.length);
        const dayFrom = baliToUtc(date, "00:00").getTime() - 86_400_000;
        const dayTo = dayFrom + 3 * 86_400_000;
        let free: (typeof candidates)[number] | undefined;
        for (const c of [...candidates.slice(offset), ...candidates.slice(0, offset)]) {
          const l = tables.reservationLines;
          const b = tables.availabilityBlocks;
          const booked = await first(tx.select({ id: l.id }).from(l).where(and(eq(l.subVenueId, c.subVenue.id), lt(l.startsAt, new Date(dayTo)), gt(l.endsAt, new Date(dayFrom)))).limit(1));
          const blocked = await first(
            tx
              .select({ id: b.id })
              .from(b)
              .where(and(or(eq(b.subVenueId, c.subVenue.id), eq(b.productId, c.product.id)), lt(b.startsAt, new Date(dayTo)), gt(b.endsAt, new Date(dayFrom))))
              .limit(1),
          );
          if (!booked && !blocked) {
            free = c;
            break;
          }
        }
        if (!free) throw new NoFreeRoom("no free Hour product for the e2e booking");
        await run((db) => db.update(tables.venues).set({ cancellationPolicy: policy }).where(eq(tables.venues.id, free.venue.id)));
        const price = Math.round((free.product.price * (100 - free.product.discountPercentage)) / 100);
        const subtotal = price * 2;
        const discountAmount = Math.floor((subtotal * discountPercentage + 50) / 100);
        const suffix = crypto.randomBytes(5).toString("hex").toUpperCase();
        const now = new Date();
        const total = subtotal - discountAmount;
        const depositAmount = deposit ? Math.ceil((total * 30) / 100) : 0;
        const paid = deposit ? depositAmount : total;
        const invoice = (await write((db) => db
                .insert(tables.invoices)
                .values({
                  invoiceNo: `INV-E${suffix}`,
                  accessToken: crypto.randomBytes(24).toString("base64url"),
                  voucherNo: `VC-E${suffix}`,
                  userId,
                  name: "Komang Tester",
                  companyName: "PT Uji Coba",
                  cellPhone: "081234567890",
                  email: email ?? `booker.${suffix.toLowerCase()}@example.test`,
                  subtotal,
                  couponCode: discountPercentage ? "BALI10" : null,
                  discountPercentage,
                  discountAmount,
                  totalCost: total,
                  paymentStatus: deposit ? "Down Payment" : "Full Paid",
                  status: "paid",
                  paidAt: now,
                  paidVia: via === "card" ? "sandbox" : "admin",
                  amountPaid: paid,
                  paymentPlan: deposit ? "deposit" : "full",
                  depositAmount,
                  balanceDueAt: deposit ? new Date(startsAt.getTime() - 14 * 86_400_000) : null,
                  expiresAt: new Date(now.getTime() + 48 * 3600_000),
                  createdAt: now,
                })
                .returning()))[0];
        const line = (await write((db) => db
                .insert(tables.reservationLines)
                .values({
                  invoiceId: invoice.id,
                  productId: free.product.id,
                  subVenueId: free.subVenue.id,
                  venueId: free.venue.id,
                  supplierId: free.product.supplierId,
                  productName: free.product.productName,
                  venueName: free.venue.name,
                  subVenueName: free.subVenue.name,
                  setup: "classroom",
                  eventName: "Board meeting",
                  startsAt,
                  endsAt,
                  qty: 2,
                  unit: "Hour",
                  price,
                  totalPrice: subtotal,
                  discountShare: discountAmount,
                  depositAmount,
                  paidAmount: paid,
                  cancellationPolicy: policy,
                })
                .returning()))[0];
        // The payment in the ledger, as a settled payment writes it (the pages read money from it).
        await recordLinePayments(tx, invoice.id, `pay:${deposit ? "deposit" : "full"}:I${invoice.id}`, now);
        if (via === "card") {
          await run((db) => db.insert(tables.paymentTransactions)
                      .values({ invoiceId: invoice.id, provider: "sandbox", orderId: invoice.invoiceNo, grossAmount: paid, token: crypto.randomBytes(24).toString("base64url"), redirectUrl: "/", sandboxStatus: "settlement", sandboxPaymentType: "credit_card", paymentType: "credit_card" }));
        }
        return { invoice, line, product: free.product, date, paid };
      });
}

/**
 * A random day 60 to 60 + `spanDays` days ahead (Bali time) for a booking of a spec's own, never
 * one of rfp-flow.spec.ts's days: its runs ask for days 60 + 4k and 60 + 4k + 1, so these are
 * 60 + 4k + 2 or + 3. A booking on an RFP day at a Nusa Dua venue took that venue out of the RFP's
 * matches (a CI run failed so). Specs that book fixed days ahead of the demo's deposit product
 * (admin-audit, ops-flows) book 365 to 394 days ahead, past every day drawn here (at most 359,
 * spanDays 300): at 310 and 330 they took payments-demo-deposit's 18:00 once (CI18).
 */
export function farBookingDate(spanDays: number) {
  const k = Math.floor(Math.random() * Math.floor(spanDays / 4));
  return addDaysIso(baliIsoDate(), 60 + 4 * k + 2 + Math.floor(Math.random() * 2));
}

/** An Hour product free at 10:00-12:00 on `date`, its venue asking a 30 % deposit 30 days before. */
export async function depositProduct(db: Db, date: string) {
  const from = baliToUtc(date, "00:00");
  const to = baliToUtc(addDaysIso(date, 1), "00:00");
  const candidates = await db
      .select({ product: tables.products })
      .from(tables.products)
      .where(and(eq(tables.products.unit, "Hour"), eq(tables.products.isActive, true), gt(tables.products.validTo, to), sql`${tables.products.openTime} <= '10:00' and ${tables.products.closeTime} >= '12:00'`));
  const start = Math.floor(Math.random() * candidates.length);
  let free: (typeof candidates)[number] | undefined;
  for (const candidate of [...candidates.slice(start), ...candidates.slice(0, start)]) {
    const { product } = candidate;
    const taken = await first(db.select({ id: tables.reservationLines.id }).from(tables.reservationLines).where(and(eq(tables.reservationLines.subVenueId, product.subVenueId), lt(tables.reservationLines.startsAt, to), gt(tables.reservationLines.endsAt, from))));
    if (!taken) {
      free = candidate;
      break;
    }
  }
  if (!free) throw new Error(`no free hourly product on ${date}`);
  await run((db) => db.update(tables.venues).set({ depositPercent: 30, balanceDaysBefore: 30 }).where(eq(tables.venues.id, free.product.venueId)));
  return free.product;
}

/**
 * An unpaid invoice paid in full by bank transfer, as the admin's "Full Paid" records it: the
 * status, the voucher, each line's paid amount and the ledger's payments (the pages read money
 * from the ledger, ADR 0346).
 */
export async function markPaid(invoiceId: number) {
  const result = await applyAdminPaymentStatus(invoiceId, "Full Paid", { origin: "http://127.0.0.1" });
  if (!result.ok) throw new Error(result.message);
  return result.invoice;
}

/** The product page's booking form (the page is open): `date` at 10:00, the first seat layout, 2 units. */
export async function fillBookingForm(page: Page, date: string, eventName = "Sales kick-off") {
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("10:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  await form.getByLabel("Quantity").fill("2");
  await form.getByLabel("Event name").fill(eventName);
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
}

/** Opens the product's page and adds it to the reservation list on `date` at 10:00. */
export async function addToReservationList(page: Page, productId: number, date: string, eventName?: string) {
  await page.goto(`/product-detail/${productId}`);
  await fillBookingForm(page, date, eventName);
}

/**
 * Checkout's contact step, through to the confirmation page: a fresh mobile number, `email` where
 * the field takes one (a guest's; a signed-in planner's is their account's), the payment plan
 * when asked for.
 */
export async function checkOut(page: Page, { email, plan }: { email?: string; plan?: "Pay the deposit" | "Pay in full" } = {}) {
  await page.goto("/reservation-summary?step=contact");
  await page.getByLabel("Name", { exact: true }).fill("Made Planner");
  await page.getByLabel("Mobile phone", { exact: true }).fill(`0812${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}`);
  const emailField = page.getByLabel("E-mail", { exact: true });
  if (email && (await emailField.isEditable())) await emailField.fill(email);
  if (plan) await page.getByLabel(plan).check();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "CHECK OUT" }).click();
  await expect(page).toHaveURL(/\/confirmation\?/);
}

/** A planner books a venue asking a 30 % deposit, 60 to 260 days ahead, and chooses to pay the deposit. */
export async function bookDeposit(page: Page, db: Db, email?: string) {
  const date = addDaysIso(baliIsoDate(), 60 + Math.floor(Math.random() * 200));
  const product = await depositProduct(db, date);
  await addToReservationList(page, product.id, date);
  await checkOut(page, { email, plan: "Pay the deposit" });
  return { product, date };
}
