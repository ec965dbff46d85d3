// An invoice with one reservation line of a chosen product at a chosen time, as checkout
// would write it (unit tests: the app's DB; e2e: a handle on the e2e database file).
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "~/db/schema";
import { tables, first, write, transaction } from "~/db.server";
import { freeStart } from "./invoices";

type Db = BetterSQLite3Database<typeof schema>;

export async function createLineInvoice(
  db: Db,
  {
    productId,
    startsAt: askedStart,
    hours = 4,
    qty = 2,
    discountPercentage = 0,
    extraProductId,
    name = "Gusti Booker",
    email,
  }: {
    productId: number;
    startsAt: Date;
    hours?: number;
    qty?: number;
    discountPercentage?: number;
    /** A second line (another product) on the same invoice. */
    extraProductId?: number;
    name?: string;
    email?: string;
  },
) {
  const suffix = crypto.randomBytes(5).toString("hex").toUpperCase();
  return await transaction(async (tx) => {
      const lines = await Promise.all([productId, ...(extraProductId ? [extraProductId] : [])].map(async (id) => {
        const p = (await first(tx.select().from(tables.products).where(eq(tables.products.id, id))))!;
        const sub = (await first(tx.select().from(tables.subVenues).where(eq(tables.subVenues.id, p.subVenueId))))!;
        const venue = (await first(tx.select().from(tables.venues).where(eq(tables.venues.id, p.venueId))))!;
        return { p, sub, venue, totalPrice: p.price * qty };
      }));
      // The asked time, or the next free one on the rooms: a test's bookings never double-book.
      const startsAt = await freeStart({ from: askedStart, subVenueIds: lines.map((l) => l.p.subVenueId), spanMs: hours * 3600_000, stepMs: hours * 3600_000, unit: lines[0].p.unit });
      const subtotal = lines.reduce((s, l) => s + l.totalPrice, 0);
      const discountAmount = Math.floor((subtotal * discountPercentage + 50) / 100);
      const invoice = (await write((db) => db
            .insert(tables.invoices)
            .values({
              invoiceNo: `INV-O${suffix}`,
              accessToken: crypto.randomBytes(24).toString("base64url"),
              name,
              companyName: "PT Ops Test",
              cellPhone: "081299990000",
              email: email ?? `ops.${suffix.toLowerCase()}@example.test`,
              subtotal,
              couponCode: discountPercentage ? "BALI10" : null,
              discountPercentage,
              discountAmount,
              totalCost: subtotal - discountAmount,
              expiresAt: new Date(Date.now() + 48 * 3600_000),
            })
            .returning()))[0];
      const lineIds = await Promise.all(lines.map(
        async (l) =>
          ((await write((db) => db
                        .insert(tables.reservationLines)
                        .values({
                          invoiceId: invoice.id,
                          productId: l.p.id,
                          subVenueId: l.p.subVenueId,
                          venueId: l.p.venueId,
                          supplierId: l.p.supplierId,
                          productName: l.p.productName,
                          venueName: l.venue.name,
                          subVenueName: l.sub.name,
                          setup: "classroom",
                          eventName: "Ops Check",
                          startsAt,
                          endsAt: new Date(startsAt.getTime() + hours * 3600_000),
                          qty,
                          unit: l.p.unit,
                          price: l.p.price,
                          totalPrice: l.totalPrice,
                        })
                        .returning({ id: tables.reservationLines.id })))[0]).id,
      ));
      return { invoice, lineIds };
    }); // take the write lock first: a read-then-write transaction fails at once when the server commits in between (WAL)
}
