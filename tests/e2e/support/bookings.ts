// Paid bookings written straight into the e2e database, as checkout and a settled payment would
// leave them: one Hour line on a free slot at 10:00-12:00 Bali time, `daysOut` days ahead.
import crypto from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { CancellationPolicy } from "../../../app/cancellations/policy-names";
import { addDaysIso, baliIsoDate, baliToUtc } from "../../../app/utils/format";
import type { openE2eDb } from "./payments-db";
import { schema } from "./payments-db";
import { run, write, first, transaction } from "~/db.server";

type Db = ReturnType<typeof openE2eDb>;

export type PaidBookingOptions = {
  daysOut: number;
  policy?: CancellationPolicy;
  /** card: paid in the gateway sandbox by card (refunded through it); bank: a bank transfer the admin confirmed. */
  via?: "card" | "bank";
  userId?: number | null;
  email?: string;
  discountPercentage?: number;
};

export async function paidBooking(db: Db, { daysOut, policy = "flexible", via = "card", userId = null, email, discountPercentage = 0 }: PaidBookingOptions) {
  const date = addDaysIso(baliIsoDate(), daysOut);
  const startsAt = baliToUtc(date, "10:00");
  const endsAt = baliToUtc(date, "12:00");
  return await transaction(async (tx) => {
        const candidates = await tx
                .select({ product: schema.products, subVenue: schema.subVenues, venue: schema.venues })
                .from(schema.products)
                .innerJoin(schema.subVenues, eq(schema.subVenues.id, schema.products.subVenueId))
                .innerJoin(schema.venues, eq(schema.venues.id, schema.products.venueId))
                .where(and(eq(schema.products.unit, "Hour"), eq(schema.products.isActive, true), lt(schema.products.validFrom, startsAt), gt(schema.products.validTo, endsAt), sql`${schema.products.openTime} <= '10:00' and ${schema.products.closeTime} >= '12:00'`));
        // A room with nothing that day (other specs book in parallel): start at a random one.
        const offset = crypto.randomInt(candidates.length);
        const dayFrom = baliToUtc(date, "00:00").getTime() - 86_400_000;
        const dayTo = dayFrom + 3 * 86_400_000;
        const free = [...candidates.slice(offset), ...candidates.slice(0, offset)].find(
          (c) =>
            !db.$client
              .prepare(`select 1 from reservation_lines where sub_venue_id = ? and starts_at < ? and ends_at > ? limit 1`)
              .get(c.subVenue.id, dayTo, dayFrom) &&
            !db.$client
              .prepare(`select 1 from availability_blocks where (sub_venue_id = ? or product_id = ?) and starts_at < ? and ends_at > ? limit 1`)
              .get(c.subVenue.id, c.product.id, dayTo, dayFrom),
        );
        if (!free) throw new Error("no free Hour product for the e2e booking");
        await run((db) => db.update(schema.venues).set({ cancellationPolicy: policy }).where(eq(schema.venues.id, free.venue.id)));
        const price = Math.round((free.product.price * (100 - free.product.discountPercentage)) / 100);
        const subtotal = price * 2;
        const discountAmount = Math.floor((subtotal * discountPercentage + 50) / 100);
        const suffix = crypto.randomBytes(5).toString("hex").toUpperCase();
        const now = new Date();
        const invoice = (await write((db) => db
                .insert(schema.invoices)
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
                  totalCost: subtotal - discountAmount,
                  paymentStatus: "Full Paid",
                  status: "paid",
                  paidAt: now,
                  paidVia: via === "card" ? "sandbox" : "admin",
                  amountPaid: subtotal - discountAmount,
                  expiresAt: new Date(now.getTime() + 48 * 3600_000),
                  createdAt: now,
                })
                .returning()))[0];
        const line = (await write((db) => db
                .insert(schema.reservationLines)
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
                  paidAmount: subtotal - discountAmount,
                  cancellationPolicy: policy,
                })
                .returning()))[0];
        if (via === "card") {
          await run((db) => db.insert(schema.paymentTransactions)
                      .values({ invoiceId: invoice.id, provider: "sandbox", orderId: invoice.invoiceNo, grossAmount: invoice.totalCost, token: crypto.randomBytes(24).toString("base64url"), redirectUrl: "/", sandboxStatus: "settlement", sandboxPaymentType: "credit_card", paymentType: "credit_card" }));
        }
        return { invoice, line, product: free.product, date, paid: invoice.totalCost };
      });
}

/** An Hour product free at 10:00-12:00 on `date`, its venue asking a 30 % deposit 30 days before. */
export async function depositProduct(db: Db, date: string) {
  const from = baliToUtc(date, "00:00");
  const to = baliToUtc(addDaysIso(date, 1), "00:00");
  const candidates = await db
      .select({ product: schema.products })
      .from(schema.products)
      .where(and(eq(schema.products.unit, "Hour"), eq(schema.products.isActive, true), gt(schema.products.validTo, to), sql`${schema.products.openTime} <= '10:00' and ${schema.products.closeTime} >= '12:00'`));
  const start = Math.floor(Math.random() * candidates.length);
  let free: (typeof candidates)[number] | undefined;
  for (const candidate of [...candidates.slice(start), ...candidates.slice(0, start)]) {
    const { product } = candidate;
    const taken = await first(db.select({ id: schema.reservationLines.id }).from(schema.reservationLines).where(and(eq(schema.reservationLines.subVenueId, product.subVenueId), lt(schema.reservationLines.startsAt, to), gt(schema.reservationLines.endsAt, from))));
    if (!taken) {
      free = candidate;
      break;
    }
  }
  if (!free) throw new Error(`no free hourly product on ${date}`);
  await run((db) => db.update(schema.venues).set({ depositPercent: 30, balanceDaysBefore: 30 }).where(eq(schema.venues.id, free.product.venueId)));
  return free.product;
}
