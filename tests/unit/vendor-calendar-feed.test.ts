// The vendor's calendar feed (ADR 0220): a secret URL made on Manage Availability serves the
// vendor's live bookings and blocks in Bali time (parsed here with node-ical, an independent
// parser); only a hash of the secret is stored; regenerating or turning it off makes the old
// URL answer 404; another vendor's bookings never appear.
import { eq } from "drizzle-orm";
import ical from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first as firstRow } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as feedLoader } from "~/routes/calendar-feed.$token";
import { action as availabilityAction } from "~/routes/dashboard.manage-availability";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let vendor: { userId: number; supplierId: number; cookie: string };
let product: typeof tables.products.$inferSelect;
let otherProduct: typeof tables.products.$inferSelect;

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await firstRow(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplierId = (await firstRow(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!.id;
  vendor = { userId: user.id, supplierId, cookie: await sessionCookieFor(user.id) };
  product = (await firstRow(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
  otherProduct = (await db.select().from(tables.products)).find((p) => p.supplierId !== supplierId)!;
});

async function availabilityPost(fields: Record<string, string>) {
  return callRoute(
    availabilityAction,
    new Request("http://app.test/dashboard/manage-availability", { method: "POST", headers: { Cookie: vendor.cookie }, body: new URLSearchParams(fields) }),
  );
}

async function makeFeedUrl(): Promise<string> {
  const res = await availabilityPost({ intent: "calendar-feed-regenerate" });
  expect(res.status).toBe(200);
  const { feedUrl } = await res.json();
  expect(feedUrl).toMatch(/^https?:\/\/[^/]+\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  return feedUrl;
}

const fetchFeed = (url: string) =>
  callRoute(feedLoader, new Request(url), { token: new URL(url).pathname.split("/").pop()! });

describe("vendor calendar feed", () => {
  it("lists the vendor's booking at its Bali time and its blocks, and nobody else's bookings", async () => {
    const day = addDaysIso(baliIsoDate(), 20);
    // 10:00 to 13:00 Bali (UTC+8) is 02:00 to 05:00 UTC.
    const mine = await createLineInvoice(db as never, { productId: product.id, startsAt: baliToUtc(day, "10:00"), hours: 3, name: "Ketut Feed" });
    const theirs = await createLineInvoice(db as never, { productId: otherProduct.id, startsAt: baliToUtc(day, "10:00"), name: "Someone Else" });
    const blockDay = addDaysIso(day, 1);
    expect((await availabilityPost({ intent: "save-confirmed", kind: "subVenue", targetId: String(product.subVenueId), title: "Renovation", startDate: blockDay, endDate: blockDay, allDay: "yes" })).status).toBe(302);
    expect((await availabilityPost({ intent: "save-confirmed", kind: "subVenue", targetId: String(product.subVenueId), title: "Staff party", startDate: day, startTime: "19:00", endDate: day, endTime: "22:00" })).status).toBe(302);

    const res = await fetchFeed(await makeFeedUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const text = await res.text();
    const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === "VEVENT") as ical.VEvent[];

    const booking = events.find((e) => e.uid.startsWith(`booking-${mine.lineIds[0]}@`))!;
    expect(booking, "the vendor's booking is in the feed").toBeDefined();
    expect(booking.start.toISOString()).toBe(baliToUtc(day, "10:00").toISOString());
    expect(booking.end?.toISOString()).toBe(baliToUtc(day, "13:00").toISOString());
    expect(booking.start.tz).toBe("Asia/Makassar");
    expect(text).toContain(`DTSTART;TZID=Asia/Makassar:${day.replaceAll("-", "")}T100000`);
    expect(String(booking.description)).toContain("Ketut Feed");
    expect(String(booking.description)).toContain(mine.invoice.invoiceNo);

    const allDay = events.find((e) => String(e.summary).includes("Renovation"))!;
    expect(allDay.datetype).toBe("date");
    expect(text).toContain(`DTSTART;VALUE=DATE:${blockDay.replaceAll("-", "")}`);
    const evening = events.find((e) => String(e.summary).includes("Staff party"))!;
    expect(evening.start.toISOString()).toBe(baliToUtc(day, "19:00").toISOString());

    expect(text).not.toContain("Someone Else");
    expect(text).not.toContain(theirs.invoice.invoiceNo);
    expect(text).toContain("BEGIN:VTIMEZONE");
    console.log(`feed: ${events.length} events, ${text.length} bytes`);
  });

  it("stores only a hash; regenerating or turning the feed off makes the old URL answer 404", async () => {
    const first = await makeFeedUrl();
    const token = first.split("/").pop()!.replace(/\.ics$/, "");
    const stored = (await firstRow(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, vendor.supplierId))))!;
    expect(stored.calendarFeedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const second = await makeFeedUrl();
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);

    expect((await availabilityPost({ intent: "calendar-feed-revoke" })).status).toBe(302);
    expect((await fetchFeed(second)).status).toBe(404);
  });

  it("answers 404 to made-up, malformed and empty secrets", async () => {
    for (const token of ["", "x.ics", `${"A".repeat(43)}.ics`, "../../etc/passwd", `${"A".repeat(43)}' OR 1=1 --`]) {
      const res = await callRoute(feedLoader, new Request("http://app.test/calendar-feed/x"), { token });
      expect(res.status, token).toBe(404);
    }
  });
});
