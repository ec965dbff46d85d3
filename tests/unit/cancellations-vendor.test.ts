// The vendor's side of cancellations (issue 22, ADRs 0250, 0254): the venue's tier chosen in
// Venue Info (each option in words), the vendor cancelling its own paid booking from Manage
// Reservation (reason required, full refund shown and made, another vendor's line is 404, a
// planner or guest is sent to log in), and a cancelled line shown as cancelled and gone from
// what still needs the vendor (acknowledgement, the calendar feed).
import { eq } from "drizzle-orm";
import ical from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { messageText } from "~/i18n/catalog/text.server";
import { POLICY_TIERS, policyWords } from "~/terms/cancellation-policies";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as feedLoader } from "~/routes/calendar-feed.$token";
import { action as reservationsAction, loader as reservationsLoader } from "~/routes/dashboard.manage-reservations";
import { action as venueInfoAction } from "~/routes/dashboard.venue-info";
import { actionCentre } from "~/supplier/action-centre.server";
import { calendarFeedUrl, regenerateCalendarFeedToken } from "~/supplier/calendar-feed.server";
import { listReservations, reservationsCsv } from "~/supplier/reservations.server";
import { venuePolicyOptions } from "~/supplier/venue-policy";
import { addDaysIso, baliIsoDate, baliToUtc, formatRupiah } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "http://app.test";
let db: DB;
let vendor: { userId: number; supplierId: number; cookie: string };
let other: { supplierId: number; cookie: string };
let product: typeof tables.products.$inferSelect;
let otherProduct: typeof tables.products.$inferSelect;

const userByEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
const supplierOf = async (userId: number) => (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, userId))))!.id;

beforeAll(async () => {
  db = await freshDatabase();
  const user = await userByEmail(DEMO_ACCOUNTS.vendor.email);
  vendor = { userId: user.id, supplierId: await supplierOf(user.id), cookie: await sessionCookieFor(user.id) };
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, vendor.supplierId))))!;
  otherProduct = (await db.select().from(tables.products)).find((p) => p.supplierId !== vendor.supplierId)!;
  const otherUser = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, otherProduct.supplierId))))!.userId;
  other = { supplierId: otherProduct.supplierId, cookie: await sessionCookieFor(otherUser) };
});

let day = 30;
/** A paid line of `productId`, 10:00-12:00 Bali time on its own day ahead, paid by bank transfer. */
async function paidLine(productId: number, name = "Putu Planner") {
  const startsAt = baliToUtc(addDaysIso(baliIsoDate(), day++), "10:00");
  const { invoice, lineIds } = await createLineInvoice(db as never, { productId, startsAt, hours: 2, name });
  await run((db) => db.update(tables.invoices)
        .set({ status: "paid", paymentStatus: "Full Paid", paidAt: new Date(), paidVia: "admin", amountPaid: invoice.totalCost })
        .where(eq(tables.invoices.id, invoice.id)));
  await run((db) => db.update(tables.reservationLines).set({ paidAmount: invoice.totalCost }).where(eq(tables.reservationLines.id, lineIds[0])));
  return { invoice, lineId: lineIds[0], paid: invoice.totalCost };
}

const lineRow = async (id: number) => (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.id, id))))!;
const refundsOf = async (invoiceId: number) => await db.select().from(tables.refunds).where(eq(tables.refunds.invoiceId, invoiceId));

function post(cookie: string | null, fields: Record<string, string>, path = "/dashboard/manage-reservations") {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return callRoute(reservationsAction, new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) }));
}

const cancelFields = (lineId: number, reason: string, extra: Record<string, string> = {}) => ({
  intent: "cancel",
  id: String(lineId),
  reason,
  returnTo: "/dashboard/manage-reservations?q=x&cancel=1",
  ...extra,
});

describe("the venue's cancellation tier", () => {
  it("offers every tier with its words, saves the one chosen, and keeps it when a form leaves it out", async () => {
    const options = venuePolicyOptions((text) => messageText("en", text));
    expect(options.map((o) => o.value)).toEqual(["very_flexible", "flexible", "standard_30", "standard_90"]);
    expect(options.find((o) => o.value === "standard_30")!.label).toBe(
      "Standard 30: Full refund if cancelled until 30 days before the event; 50 % refund if cancelled until 7 days before the event; no refund after that. No cancellation from the day before the event (Bali time).",
    );
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.label).toBe(`${messageText("en", POLICY_TIERS[o.value as keyof typeof POLICY_TIERS].label)}: ${messageText("en", policyWords(o.value as keyof typeof POLICY_TIERS))}`);
    expect(venuePolicyOptions((text) => messageText("id", text)).find((o) => o.value === "very_flexible")!.label).toBe(
      "Sangat fleksibel: Pengembalian dana penuh jika dibatalkan hingga sehari sebelum acara. Tidak bisa dibatalkan sejak sehari sebelum acara (WITA).",
    );

    const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, vendor.supplierId))))!;
    const save = (fields: Record<string, string>) =>
      callRoute(
        venueInfoAction,
        new Request(`${ORIGIN}/dashboard/venue-info`, {
          method: "POST",
          headers: { Cookie: vendor.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: venue.name, location: venue.location, ...fields }),
        }),
      );
    const policyOfVenue = async () => (await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id))))!.cancellationPolicy;
    expect((await save({ cancellationPolicy: "standard_30" })).status).toBe(302);
    expect(await policyOfVenue()).toBe("standard_30");
    expect((await save({})).status).toBe(302);
    expect(await policyOfVenue()).toBe("standard_30");
    const refused = await save({ cancellationPolicy: "anything-goes" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Please choose one of the cancellation policies");
    expect(await policyOfVenue()).toBe("standard_30");
  });
});

describe("the vendor cancels", () => {
  it("shows the planner's full refund before confirming, then cancels with the reason, refunds it all and e-mails a search again", async () => {
    const { invoice, lineId, paid } = await paidLine(product.id);
    const page = await callRoute(reservationsLoader, new Request(`${ORIGIN}/dashboard/manage-reservations?cancel=${lineId}`, { headers: { Cookie: vendor.cookie } }));
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data.dialog).toMatchObject({ kind: "cancel", detail: { id: lineId } });
    expect(data.cancel).toMatchObject({ cancellable: true, refund: paid });

    const done = await post(vendor.cookie, cancelFields(lineId, "  Ballroom flooded  ", { expectedRefund: String(paid) }));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard/manage-reservations?q=x");
    expect(await lineRow(lineId)).toMatchObject({ cancelledBy: "vendor", cancelledByUserId: vendor.userId, cancelReason: "Ballroom flooded" });
    expect(await refundsOf(invoice.id)).toMatchObject([{ amount: paid, initiatedBy: "vendor", method: "bank", state: "requested" }]);
    const mail = await db.select().from(tables.outbox).where(eq(tables.outbox.to, invoice.email));
    const planner = mail.find((m) => m.subject.includes("booking cancelled"))!;
    expect(planner.text).toContain("The venue's reason: Ballroom flooded");
    expect(planner.text).toContain(`refund ${formatRupiah(paid)}`);
    expect(planner.text).toMatch(new RegExp(`/search\\?date=${baliIsoDate((await lineRow(lineId)).startsAt)}&time=10%3A00`));

    // The same confirmation again cancels and refunds nothing more.
    expect((await post(vendor.cookie, cancelFields(lineId, "Ballroom flooded", { expectedRefund: String(paid) }))).status).toBe(302);
    expect(await refundsOf(invoice.id)).toHaveLength(1);
    const again = await callRoute(reservationsLoader, new Request(`${ORIGIN}/dashboard/manage-reservations?cancel=${lineId}`, { headers: { Cookie: vendor.cookie } }));
    expect((await again.json()).cancel).toMatchObject({ cancellable: false, blocked: "This booking has already been cancelled." });
  });

  it("needs a reason: an empty or blank one is answered next to the field and nothing changes", async () => {
    const { invoice, lineId } = await paidLine(product.id);
    for (const reason of ["", "   "]) {
      const res = await post(vendor.cookie, cancelFields(lineId, reason));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ reason, errors: { reason: ["Please tell the planner why the booking is cancelled."] } });
    }
    const tooLong = await post(vendor.cookie, cancelFields(lineId, "x".repeat(501)));
    expect(tooLong.status).toBe(400);
    expect((await lineRow(lineId)).cancelledAt).toBeNull();
    expect(await refundsOf(invoice.id)).toEqual([]);
  });

  it("answers 404 for another vendor's line, sends planners and guests to log in, and refuses a refund that moved", async () => {
    const { invoice, lineId, paid } = await paidLine(otherProduct.id);
    expect((await post(vendor.cookie, cancelFields(lineId, "Not mine"))).status).toBe(404);
    expect((await callRoute(reservationsLoader, new Request(`${ORIGIN}/dashboard/manage-reservations?cancel=${lineId}`, { headers: { Cookie: vendor.cookie } }))).status).toBe(404);
    expect((await post(vendor.cookie, { ...cancelFields(lineId, "x"), id: "abc" })).status).toBe(400);

    const customer = await sessionCookieFor((await userByEmail(DEMO_ACCOUNTS.customer.email)).id);
    for (const cookie of [customer, null]) {
      const res = await post(cookie, cancelFields(lineId, "Let me out"));
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
    expect((await lineRow(lineId)).cancelledAt).toBeNull();

    // The line's own vendor, confirming a figure other than what was paid (a payment came in meanwhile).
    const moved = await post(other.cookie, cancelFields(lineId, "Generator broke", { expectedRefund: String(paid - 1) }));
    expect(moved.status).toBe(409);
    expect(JSON.stringify(await moved.json())).toContain("The refund has changed");
    expect((await lineRow(lineId)).cancelledAt).toBeNull();
    expect((await post(other.cookie, cancelFields(lineId, "Generator broke", { expectedRefund: String(paid) }))).status).toBe(302);
    expect(await refundsOf(invoice.id)).toMatchObject([{ amount: paid, initiatedBy: "vendor" }]);
  });

  it("cannot cancel an unpaid reservation (it releases itself)", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product.id, startsAt: baliToUtc(addDaysIso(baliIsoDate(), day++), "10:00"), hours: 2 });
    const res = await post(vendor.cookie, cancelFields(lineIds[0], "No payment yet"));
    expect(res.status).toBe(409);
    expect((await lineRow(lineIds[0])).cancelledAt).toBeNull();
    expect(await refundsOf(invoice.id)).toEqual([]);
  });
});

describe("a cancelled line on the vendor's views", () => {
  it("is shown cancelled (by whom, when, why) in the list and CSV, leaves 'not acknowledged' and the waiting count, shows on the action centre, and leaves the calendar feed", async () => {
    const kept = await paidLine(product.id, "Kept Booker");
    const gone = await paidLine(product.id, "Gone Booker");
    const waitingBefore = (await actionCentre(vendor.supplierId)).waitingTotal;
    expect((await post(vendor.cookie, cancelFields(gone.lineId, "Roof repair"))).status).toBe(302);

    const rows = (await listReservations({ supplierId: vendor.supplierId }, { limit: 10_000 })).rows;
    expect(rows.find((r) => r.id === gone.lineId)).toMatchObject({ cancellable: false, cancelled: { reason: "Roof repair" } });
    // Who cancelled is a message reference (ADR 0391): the page renders it.
    expect(messageText("en", rows.find((r) => r.id === gone.lineId)!.cancelled!.by)).toBe("the venue");
    expect(messageText("id", rows.find((r) => r.id === gone.lineId)!.cancelled!.by)).toBe("venue");
    expect(rows.find((r) => r.id === kept.lineId)).toMatchObject({ cancellable: true, cancelled: null });
    const notAcknowledged = (await listReservations({ supplierId: vendor.supplierId }, { limit: 10_000, filters: { ack: "no" } })).rows.map((r) => r.id);
    expect(notAcknowledged).toContain(kept.lineId);
    expect(notAcknowledged).not.toContain(gone.lineId);

    const csv = await reservationsCsv({ supplierId: vendor.supplierId }, { q: gone.invoice.invoiceNo });
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain("Cancelled (Bali),Cancelled by,Cancellation reason");
    // Then the vendor's money columns (ADR 0380): cancelled, what was paid, its refund and where it is.
    expect(row).toMatch(/,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},the venue,Roof repair,Cancelled,\d+,\d+,[A-Za-z ]+$/);

    const centre = await actionCentre(vendor.supplierId);
    expect(centre.waitingTotal).toBe(waitingBefore - 1);
    expect(centre.cancelled.find((c) => c.id === gone.lineId)).toMatchObject({ booker: "Gone Booker", cancelled: { reason: "Roof repair" } });
    expect(messageText("en", centre.cancelled.find((c) => c.id === gone.lineId)!.cancelled.by)).toBe("the venue");

    const url = calendarFeedUrl(ORIGIN, await regenerateCalendarFeedToken(vendor.supplierId));
    const feed = await callRoute(feedLoader, new Request(url), { token: new URL(url).pathname.split("/").pop()! });
    const events = Object.values(ical.sync.parseICS(await feed.text())).filter((e) => e?.type === "VEVENT");
    const uids = events.map((e) => (e as unknown as { uid: string }).uid);
    expect(uids.some((u) => u.startsWith(`booking-${kept.lineId}@`))).toBe(true);
    expect(uids.some((u) => u.startsWith(`booking-${gone.lineId}@`))).toBe(false);
  });
});
