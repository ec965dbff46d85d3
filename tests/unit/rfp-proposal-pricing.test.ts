// Issue 45's property: a proposal's total equals its lines' catalogue prices for their head
// counts, minimum orders applied, less the discount. The expected figures are computed here
// from the product rows (price, product discount, the room's minimum), not by the module.
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tables, type DB } from "~/db.server";
import { layoutCapacity } from "~/rfp/matching.server";
import { proposalLinePrice, proposalTotals } from "~/rfp/proposal-pricing.server";
import { createRfp, rfpByToken, submitProposal, vendorRfp } from "~/rfp/rfps.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { uniqueContact } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

/** The catalogue's unit price after its own discount, rounded to the rupiah. */
const finalPrice = (price: number, pct: number) => Math.round((price * (100 - pct)) / 100);
/** Round half up of subtotal x pct / 100. */
const discountOf = (subtotal: number, pct: number) => (pct > 0 && subtotal > 0 ? Math.floor((subtotal * pct + 50) / 100) : 0);

describe("proposal pricing (pure)", () => {
  it("per person: the head count, or the room's minimum when the group is smaller; per hour or day: the units", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Person", "Hour", "Day" as const),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 24 }),
        (unit, price, productDiscount, minCapacity, headCount, units) => {
          const line = proposalLinePrice({ unit: unit as "Person", price, discountPercentage: productDiscount, minCapacity }, { headCount, units });
          const unitPrice = finalPrice(price, productDiscount);
          const qty = unit === "Person" ? Math.max(headCount, minCapacity, 1) : units;
          expect(line.unitPrice).toBe(unitPrice);
          expect(line.qty).toBe(qty);
          expect(line.total).toBe(unitPrice * qty);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the total is the lines' sum less the discount, in whole rupiah", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 50 }), (lines, pct) => {
        const totals = proposalTotals(lines, pct);
        const subtotal = lines.reduce((s, l) => s + l, 0);
        expect(totals.subtotal).toBe(subtotal);
        expect(totals.discountAmount).toBe(discountOf(subtotal, pct));
        expect(totals.total).toBe(subtotal - discountOf(subtotal, pct));
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("proposal pricing (stored proposals)", () => {
  it("every stored proposal's total is its lines' catalogue prices for their head counts, minimum orders applied, less the discount", async () => {
    // One RFP per run, to one picked venue with per-person products.
    const products = await db
      .select({ product: tables.products, subVenue: tables.subVenues })
      .from(tables.products)
      .innerJoin(tables.subVenues, eq(tables.subVenues.id, tables.products.subVenueId))
      .where(eq(tables.products.isActive, true));
    const daytime = products.filter((p) => p.product.openTime === "08:00" && p.product.validTo.getTime() > Date.now() + 60 * 86400_000 && layoutCapacity(p.subVenue, "theater") > 0);
    const venueId = daytime.find((p) => daytime.filter((q) => q.product.venueId === p.product.venueId).length >= 2)!.product.venueId;
    const mine = daytime.filter((p) => p.product.venueId === venueId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ pick: fc.nat(), headCount: fc.integer({ min: 1, max: 400 }) }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 50 }),
        async (wanted, pct) => {
          runs++;
          const c = uniqueContact();
          // One day per line, so lines never share a room at the same time.
          const days = wanted.map((_, i) => ({ date: addDaysIso(baliIsoDate(), 30 + i), startTime: "09:00", endTime: "12:00", layout: "theater", headCount: 10 }));
          const { id, token } = await createRfp({
            userId: null, language: "en", name: c.name, email: c.email, phone: c.cellPhone, eventType: "meeting", location: "", headCount: 10, budget: null,
            flexibleDates: false, indoorOutdoor: "any", mustHaveFlags: 0, replyBy: addDaysIso(baliIsoDate(), 5), days, pickedVenueIds: [venueId],
          }, { origin: "http://localhost" });
          await rfpByToken(token, { origin: "http://localhost" });
          const recipient = (await db.select().from(tables.rfpRecipients).where(eq(tables.rfpRecipients.rfpId, id)))[0]!;
          const view = (await vendorRfp(recipient.supplierId, recipient.id))!;
          const chosen = wanted.map((w) => mine[w.pick % mine.length]!);
          // Each head count within the room's layout capacity (the booking rules refuse more).
          const lines = wanted.map((w, i) => ({
            productId: chosen[i]!.product.id,
            dayId: view.days[i]!.id,
            setup: "theater",
            headCount: Math.min(w.headCount, layoutCapacity(chosen[i]!.subVenue, "theater")),
            startTime: "09:00",
            endTime: "12:00",
          }));
          const owner = (await db.select().from(tables.suppliers).where(eq(tables.suppliers.id, recipient.supplierId)))[0]!;
          const sent = await submitProposal({ supplierId: recipient.supplierId, userId: owner.userId }, recipient.id, { lines, discountPercent: pct, concessions: "", message: "", validUntil: addDaysIso(baliIsoDate(), 10), hold: false, paymentPlan: "full" }, { origin: "http://localhost" });
          expect(sent).toMatchObject({ ok: true });
          const proposal = (await db.select().from(tables.rfpProposals).where(eq(tables.rfpProposals.recipientId, recipient.id)))[0]!;
          const expectedLines = lines.map((l, i) => {
            const { product, subVenue } = chosen[i]!;
            const units = product.unit === "Hour" ? 3 : 1;
            const qty = product.unit === "Person" ? Math.max(l.headCount, subVenue.minCapacity, 1) : units;
            return finalPrice(product.price, product.discountPercentage) * qty;
          });
          const subtotal = expectedLines.reduce((s, t) => s + t, 0);
          expect(proposal.subtotal).toBe(subtotal);
          expect(proposal.total).toBe(subtotal - discountOf(subtotal, pct));
          const stored = await db.select().from(tables.rfpProposalLines).where(eq(tables.rfpProposalLines.proposalId, proposal.id));
          expect(stored.map((l) => l.total).sort((a, b) => a - b)).toEqual([...expectedLines].sort((a, b) => a - b));
        },
      ),
      { numRuns: 12 },
    );
    expect(runs).toBeGreaterThanOrEqual(12);
  });
});
