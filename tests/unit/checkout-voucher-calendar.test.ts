// "Add to calendar" on the voucher: the .ics a planner downloads, read back with an independent
// parser (node-ical). Times are the booked instants, written in Bali time; the venue's address,
// contact and map are in it; only who may see the voucher gets it, and only once paid.
import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as calendarLoader } from "~/routes/voucher_.$id.calendar[.ics]";
import { loader as voucherLoader } from "~/routes/voucher.$id";
import { type DB, tables, run, first as firstRow } from "~/db.server";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createTestInvoice } from "../support/invoices";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "http://localhost:3000";
let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

async function paidInvoice() {
  const invoice = await createTestInvoice(db, { lines: 2 });
  await run((db) => db.update(tables.invoices).set({ status: "paid", paymentStatus: "Full Paid", voucherNo: `VC-${invoice.id}`, paidAt: new Date() }).where(eq(tables.invoices.id, invoice.id)));
  const lines = await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
  return { invoice, lines };
}

function calendarUrl(invoice: { invoiceNo: string; accessToken: string }, query = "") {
  return `${ORIGIN}/voucher/${invoice.invoiceNo}/calendar.ics?token=${encodeURIComponent(invoice.accessToken)}${query}`;
}

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");
}

describe("voucher calendar (.ics)", () => {
  it("holds every booked line at its instant, in Bali's zone, with the venue's address, contact and map", async () => {
    const { invoice, lines } = await paidInvoice();
    const venue = (await firstRow(db.select().from(tables.venues).where(eq(tables.venues.id, lines[0]!.venueId))))!;
    const supplier = (await firstRow(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, venue.supplierId))))!;
    await run((db) => db.update(tables.suppliers).set({ phone: "+62 361 555 0101", contactPerson: "Made Sales" }).where(eq(tables.suppliers.id, supplier.id)));
    // Booked 09:00-17:00 Bali time (01:00-09:00 UTC), two weeks ahead.
    const day = addDaysIso(baliIsoDate(), 14);
    const startsAt = baliToUtc(day, "09:00");
    const endsAt = baliToUtc(day, "17:00");
    await run((db) => db.update(tables.reservationLines).set({ acknowledge: true, startsAt, endsAt }).where(eq(tables.reservationLines.id, lines[0]!.id)));

    const res = await callRoute(calendarLoader, new Request(calendarUrl(invoice)), { id: invoice.invoiceNo });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="VC-${invoice.id}.ics"`);
    const text = await res.text();
    // Bali wall clock with its zone, not UTC.
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Makassar");
    expect(text).toContain(`DTSTART;TZID=Asia/Makassar:${day.replaceAll("-", "")}T090000\r\n`);
    expect(text).toContain(`DTEND;TZID=Asia/Makassar:${day.replaceAll("-", "")}T170000\r\n`);

    const found = events(text).sort((a, b) => a.start.getTime() - b.start.getTime() || String(a.uid).localeCompare(String(b.uid)));
    expect(found).toHaveLength(2);
    const first = found.find((e) => e.uid === `line-${lines[0]!.id}@localhost`)!;
    expect(first.start.toISOString()).toBe(startsAt.toISOString());
    expect(first.end?.toISOString()).toBe(endsAt.toISOString());
    expect(first.summary).toBe(`Annual Meeting at ${lines[0]!.venueName}`);
    expect(first.location).toContain(venue.address);
    // The vendor's phone as libphonenumber writes it (issue 42): area code, then the number.
    expect(first.description).toContain("Made Sales, +62 361 5550101");
    expect(first.description).toContain("Map: https://");
    expect(first.description).toContain("Confirmed by the venue.");
    expect(first.status).toBe("CONFIRMED");
    const second = found.find((e) => e !== first)!;
    expect(second.status).toBe("TENTATIVE");
  });

  it("gives one line on its own, and refuses an unknown line", async () => {
    const { invoice, lines } = await paidInvoice();
    const one = await callRoute(calendarLoader, new Request(calendarUrl(invoice, `&line=${lines[1]!.id}`)), { id: invoice.invoiceNo });
    expect(one.status).toBe(200);
    expect(events(await one.text()).map((e) => e.uid)).toEqual([`line-${lines[1]!.id}@localhost`]);
    const other = await paidInvoice();
    for (const line of [String(other.lines[0]!.id), "abc", "-1"]) {
      const res = await callRoute(calendarLoader, new Request(calendarUrl(invoice, `&line=${line}`)), { id: invoice.invoiceNo });
      expect(res.status, line).toBe(404);
    }
  });

  it("is the voucher's: no token or a wrong one, or an unpaid invoice, gets 404", async () => {
    const { invoice } = await paidInvoice();
    const noToken = await callRoute(calendarLoader, new Request(`${ORIGIN}/voucher/${invoice.invoiceNo}/calendar.ics`), { id: invoice.invoiceNo });
    expect(noToken.status).toBe(404);
    const wrong = await callRoute(calendarLoader, new Request(calendarUrl({ ...invoice, accessToken: "x".repeat(32) })), { id: invoice.invoiceNo });
    expect(wrong.status).toBe(404);
    const unpaid = await createTestInvoice(db, { lines: 1 });
    const res = await callRoute(calendarLoader, new Request(calendarUrl(unpaid)), { id: unpaid.invoiceNo });
    expect(res.status).toBe(404);
    // The owner, logged in, needs no token.
    const user = (await firstRow(db.select().from(tables.users).limit(1)))!;
    await run((db) => db.update(tables.invoices).set({ userId: user.id }).where(eq(tables.invoices.id, invoice.id)));
    const owner = await callRoute(calendarLoader, new Request(`${ORIGIN}/voucher/${invoice.invoiceNo}/calendar.ics`, { headers: { Cookie: await sessionCookieFor(user.id) } }), { id: invoice.invoiceNo });
    expect(owner.status).toBe(200);
  });
});

describe("voucher page data", () => {
  it("names each venue with its address, contact and a map link once paid; not before", async () => {
    const { invoice, lines } = await paidInvoice();
    const res = await callRoute(voucherLoader, new Request(`${ORIGIN}/voucher/${invoice.invoiceNo}?token=${encodeURIComponent(invoice.accessToken)}`), { id: invoice.invoiceNo });
    const data = (await res.json()) as { venues: { id: number; address: string; mapUrl: string }[]; invoice: { lines: { venueStatus: string }[]; paths: { calendar: string } } };
    expect(data.venues.map((v) => v.id)).toEqual([...new Set(lines.map((l) => l.venueId))]);
    expect(data.venues.length).toBeGreaterThan(0);
    for (const v of data.venues) {
      expect(v.address.length).toBeGreaterThan(0);
      expect(v.mapUrl).toMatch(/^https?:\/\//);
    }
    expect(data.invoice.lines.map((l) => l.venueStatus)).toEqual(["waiting", "waiting"]);
    expect(data.invoice.paths.calendar).toBe(`/voucher/${invoice.invoiceNo}/calendar.ics?token=${encodeURIComponent(invoice.accessToken)}`);

    const unpaid = await createTestInvoice(db, { lines: 1 });
    const before = await callRoute(voucherLoader, new Request(`${ORIGIN}/voucher/${unpaid.invoiceNo}?token=${encodeURIComponent(unpaid.accessToken)}`), { id: unpaid.invoiceNo });
    expect(((await before.json()) as { venues: unknown[] }).venues).toEqual([]);
  });
});
