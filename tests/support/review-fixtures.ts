// A booking whose event has ended, written straight to the database as checkout and payment
// would leave it (the server's clock is not faked: the event is put in the past instead).
// Unit tests pass the app's DB; e2e tests a handle on the e2e database file.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "~/db/schema";
import { tables, first, write, transaction } from "~/db.server";
import { freeStart } from "./invoices";

type Db = BetterSQLite3Database<typeof schema>;
const HOUR = 3_600_000;

export async function createPastBooking(
  db: Db,
  {
    productId,
    endedHoursAgo = 30,
    hours = 6,
    status = "paid",
    userId = null,
    name = "Wayan Reviewer",
    email,
    inclusion,
  }: {
    productId: number;
    /** How long ago the event ended (negative: it ends in the future). */
    endedHoursAgo?: number;
    hours?: number;
    status?: "paid" | "pending" | "expired" | "cancelled";
    userId?: number | null;
    name?: string;
    email?: string;
    inclusion?: string;
  },
) {
  const suffix = crypto.randomBytes(5).toString("hex").toUpperCase();
  return await transaction(async (tx) => {
      const p = (await first(tx.select().from(tables.products).where(eq(tables.products.id, productId))))!;
      // The asked time, or an earlier free one on the room: a test's bookings never double-book.
      const askedStart = new Date(Date.now() - (endedHoursAgo + hours) * HOUR);
      const startsAt = await freeStart({ from: askedStart, subVenueIds: [p.subVenueId], spanMs: hours * HOUR, stepMs: -hours * HOUR, unit: p.unit });
      const endsAt = new Date(startsAt.getTime() + hours * HOUR);
      const sub = (await first(tx.select().from(tables.subVenues).where(eq(tables.subVenues.id, p.subVenueId))))!;
      const venue = (await first(tx.select().from(tables.venues).where(eq(tables.venues.id, p.venueId))))!;
      const createdAt = new Date(startsAt.getTime() - 10 * 24 * HOUR);
      const invoice = (await write((db) => db
            .insert(tables.invoices)
            .values({
              invoiceNo: `INV-R${suffix}`,
              accessToken: crypto.randomBytes(24).toString("base64url"),
              voucherNo: status === "paid" ? `VC-R${suffix}` : null,
              userId,
              name,
              cellPhone: "081277770000",
              email: email ?? `review.${suffix.toLowerCase()}@example.test`,
              subtotal: p.price,
              totalCost: p.price,
              status,
              paymentStatus: status === "paid" ? "Full Paid" : "Waiting Payment",
              expiresAt: new Date(createdAt.getTime() + 48 * HOUR),
              paidAt: status === "paid" ? new Date(createdAt.getTime() + HOUR) : null,
              paidVia: status === "paid" ? "admin" : null,
              createdAt,
            })
            .returning()))[0];
      const line = (await write((db) => db
            .insert(tables.reservationLines)
            .values({
              invoiceId: invoice.id,
              productId: p.id,
              subVenueId: p.subVenueId,
              venueId: p.venueId,
              supplierId: p.supplierId,
              productName: p.productName,
              venueName: venue.name,
              subVenueName: sub.name,
              inclusion: inclusion ?? p.inclusion,
              setup: "classroom",
              eventName: "Review Check",
              startsAt,
              endsAt,
              qty: 1,
              unit: p.unit,
              price: p.price,
              totalPrice: p.price,
              acknowledge: true,
              createdAt,
            })
            .returning()))[0];
      return { invoice, line, venue, product: p };
    });
}
