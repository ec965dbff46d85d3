import { count, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { distanceKm } from "~/catalog/geo";
import { AIRPORT, DISTRICT_PLACES } from "~/seed/seed.server";
import { VENUE_CITIES } from "~/utils/constants";
import { baliParts } from "~/utils/format";
import { freshDatabase, refusalOf } from "../support/test-db";
import { tables, first, run } from "~/db.server";
import { legalEntity } from "~/env.server";
import { moneyStates } from "~/payments/money-state.server";

describe("seed", () => {
  it("makes a realistic catalogue in every location", async () => {
    const db = await freshDatabase();
    const venues = await db.select({ location: tables.venues.location, n: count() }).from(tables.venues).groupBy(tables.venues.location);
    expect(new Set(venues.map((v) => v.location))).toEqual(new Set(VENUE_CITIES));
    expect(venues.reduce((a, v) => a + v.n, 0)).toBeGreaterThanOrEqual(24);

    const perVenue = await db.select({ venueId: tables.subVenues.venueId, n: count() }).from(tables.subVenues).groupBy(tables.subVenues.venueId);
    expect(perVenue.length).toBeGreaterThan(0);
    for (const v of perVenue) {
      expect(v.n).toBeGreaterThanOrEqual(2);
      expect(v.n).toBeLessThanOrEqual(6);
    }

    const products = await db.select().from(tables.products);
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((p) => p.unit))).toEqual(new Set(["Day", "Hour", "Person"]));
    expect(products.some((p) => p.discountPercentage > 0)).toBe(true);
    expect(products.some((p) => !p.isActive)).toBe(true);
    expect(products.some((p) => p.validTo.getTime() < Date.now())).toBe(true);

    expect((await first(db.select({ n: count() }).from(tables.transports)))!.n).toBe(8);
    const prices = (await db.select({ price: tables.equipments.price }).from(tables.equipments)).map((e) => e.price);
    expect(prices).toEqual(expect.arrayContaining([15_000, 20_000, 3_680_000, 9_200_000, 50_000, 10_000_000, 750_000]));
    expect((await first(db.select().from(tables.coupons).where(eq(tables.coupons.code, "BALI10"))))?.discountPercentage).toBe(10);

    const roles = await db.select({ admin: tables.users.isAdmin, supplier: tables.users.isSupplier }).from(tables.users);
    expect(roles.some((r) => r.admin)).toBe(true);
    expect(roles.some((r) => r.supplier)).toBe(true);
  });

  it("keeps max_capacity equal to the largest layout", async () => {
    const db = await freshDatabase();
    const rooms = await db.select().from(tables.subVenues);
    const wrong = rooms.filter((r) => r.maxCapacity !== Math.max(r.maxTheatre, r.maxClassroom, r.maxUshape, r.maxBanquet, r.maxCocktail, r.maxBoard));
    expect(wrong.map((r) => r.id)).toEqual([]);
    expect((await first(db.select({ n: count() }).from(tables.subVenues).where(lt(tables.subVenues.maxCapacity, 1))))!.n).toBe(0);
  });

  it("enforces foreign keys", async () => {
    const db = await freshDatabase({ seed: false });
    // SQLite says "FOREIGN KEY constraint failed"; PostgreSQL "violates foreign key constraint" (in drizzle's `cause`).
    expect(await refusalOf(run((db) => db.insert(tables.venueImages).values({ venueId: 999_999, fileKey: "x.jpg" })))).toMatch(/foreign key/i);
  });

  it("reads as real: venues at places in their districts, distances from coordinates, bookings in office hours and room limits", async () => {
    const db = await freshDatabase();
    const venues = await db.select().from(tables.venues);
    expect(venues.length).toBeGreaterThan(0);
    for (const v of venues) {
      expect(v.latitude).not.toBeNull();
      const here = { lat: v.latitude!, lng: v.longitude! };
      // The nearest district place is one of its own district's.
      const nearest = Object.entries(DISTRICT_PLACES)
        .flatMap(([city, places]) => places.map(([lat, lng]) => ({ city, d: distanceKm(here, { lat, lng }) })))
        .sort((a, b) => a.d - b.d)[0];
      expect(nearest.city).toBe(v.location);
      expect(v.distanceToAirport).toBeCloseTo(distanceKm(here, AIRPORT), 0);
      expect(v.nearestAttraction1).not.toBe(v.nearestAttraction2);
      expect(v.distanceNearestAttraction1).toBeLessThanOrEqual(v.distanceNearestAttraction2);
    }
    // The airport is in Tuban; Denpasar is nowhere near Uluwatu Temple.
    const tuban = venues.filter((x) => x.location === "Tuban");
    const denpasar = venues.filter((x) => x.location === "Denpasar");
    expect(tuban.length).toBeGreaterThan(0);
    expect(denpasar.length).toBeGreaterThan(0);
    expect(tuban.filter((v) => v.distanceToAirport >= 3).map((v) => v.name)).toEqual([]);
    expect(denpasar.filter((v) => v.distanceToAirport <= 6 || [v.nearestAttraction1, v.nearestAttraction2].includes("Uluwatu Temple")).map((v) => v.name)).toEqual([]);
    console.log(`seed venues: ${venues.length}, airport distances ${Math.min(...venues.map((v) => v.distanceToAirport))}-${Math.max(...venues.map((v) => v.distanceToAirport))} km`);

    const lines = await db
          .select({ line: tables.reservationLines, room: tables.subVenues })
          .from(tables.reservationLines)
          .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.reservationLines.subVenueId));
    expect(lines.length).toBeGreaterThan(0);
    const capacityOf: Record<string, keyof typeof tables.subVenues.$inferSelect> = {
      uShape: "maxUshape", board: "maxBoard", classroom: "maxClassroom", cocktail: "maxCocktail", banquet: "maxBanquet", theater: "maxTheatre",
    };
    expect(lines.filter(({ line }) => line.unit === "Person").length).toBeGreaterThan(0);
    for (const { line, room } of lines) {
      const start = baliParts(line.startsAt);
      expect(start.hour).toBeGreaterThanOrEqual(8);
      expect(start.hour).toBeLessThan(18);
      expect(line.endsAt.getTime()).toBeGreaterThan(line.startsAt.getTime());
      const capacity = Number(room[capacityOf[line.setup]]);
      expect(capacity).toBeGreaterThan(0);
      // A per-person line seats no fewer than the room's minimum and no more than its layout holds.
      expect(line.unit !== "Person" || (line.qty >= room.minCapacity && line.qty <= capacity), `${line.qty} people in ${room.name} (${line.setup}), min ${room.minCapacity}, max ${capacity}`).toBe(true);
    }
  });

  it("carries real payment records: every paid or deposit invoice's ledger payments are its lines' paid amounts (issue 40)", async () => {
    const db = await freshDatabase();
    const invoices = await db.select().from(tables.invoices).where(eq(tables.invoices.status, "paid"));
    expect(invoices.map((i) => i.paymentStatus)).toEqual(expect.arrayContaining(["Full Paid", "Down Payment"]));
    const allLines = await db.select().from(tables.reservationLines);
    const money = await moneyStates(invoices.map((i) => ({ ...i, lines: allLines.filter((l) => l.invoiceId === i.id) })));
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
      expect(lines.length).toBeGreaterThan(0);
      const entries = await db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.invoiceId, invoice.id));
      const sum = (lineId: number, kind: string) => entries.filter((e) => e.lineId === lineId && e.kind === kind).reduce((s, e) => s + e.amount, 0);
      for (const line of lines) {
        expect(line.paidAmount, `${invoice.invoiceNo} line ${line.id} paid`).toBeGreaterThan(0);
        expect(sum(line.id, "payment"), `${invoice.invoiceNo} line ${line.id}`).toBe(line.paidAmount);
        // The ledger's invariant: payments = refunds + commission + vendor shares.
        expect(sum(line.id, "payment")).toBe(sum(line.id, "refund") + sum(line.id, "commission") + sum(line.id, "vendor_share"));
      }
      expect(lines.reduce((s, l) => s + l.paidAmount, 0)).toBe(invoice.amountPaid);
      expect(invoice.paidVia).toBe("admin");
      // Real money (the admin confirmed a transfer), in the state its label says.
      expect(money.get(invoice.id)).toMatchObject({ test: false, paid: invoice.amountPaid });
      expect(money.get(invoice.id)?.state).toMatch(invoice.paymentStatus === "Down Payment" ? /^(deposit_paid|balance_overdue)$/ : /^paid_in_full$/);
      if (invoice.paymentStatus === "Down Payment") {
        expect(invoice).toMatchObject({ paymentPlan: "deposit", amountPaid: invoice.depositAmount });
        // Its transfer was announced to the one legal entity's account (COMPANY_*).
        const transfer = (await first(db.select().from(tables.paymentConfirmations).where(eq(tables.paymentConfirmations.invoiceId, invoice.id))))!;
        expect(transfer).toMatchObject({ amount: invoice.depositAmount, destinationBankAccountName: legalEntity().name, destinationBankAccount: legalEntity().bank.accountNumber });
      } else {
        expect(invoice.amountPaid).toBe(invoice.totalCost);
      }
    }
    // Unpaid ones have no money in the ledger.
    const unpaid = (await db.select().from(tables.invoices)).filter((i) => i.status !== "paid").map((i) => i.id);
    expect((await db.select().from(tables.ledgerEntries)).filter((e) => unpaid.includes(e.invoiceId))).toEqual([]);
  });
});
