// The vendor's calendar feed (issue 13 item 4, ADR 0220): a secret URL per vendor serving an
// iCalendar (.ics) file with their live bookings and their availability blocks in Bali time,
// for their own calendar app. Only a SHA-256 of the secret is stored; regenerating replaces it,
// so the old URL answers 404 at once. The secret is never logged (server/logger.mjs redacts the
// /calendar-feed/ path segment).
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { getDb, tables, run, first } from "~/db.server";
import { vendorBlocksBetween, vendorLiveBookings } from "~/supplier/availability.server";
import { BRAND } from "~/utils/constants";
import { fill, optionLabel } from "~/i18n/config";
import { strings } from "~/i18n/strings.server";
import { layoutIn, unitIn, userLanguage } from "~/mail/mail-language.server";
import { BALI_TIME_ZONE, baliIsoDate } from "~/utils/format";
import { baliCalendar, baliWallClock } from "~/utils/icalendar.server";

export const CALENDAR_FEED_PATH = "/calendar-feed/";
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the feed carries: from two months back to 13 months ahead (blocks reach 12 months). */
const PAST_DAYS = 62;
const FUTURE_DAYS = 400;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The feed's URL for a token (shown once, right after it is made). */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}${CALENDAR_FEED_PATH}${token}.ics`;
}

/** Makes a new secret for the vendor's feed; the previous URL stops working. Returns the secret. */
export async function regenerateCalendarFeedToken(supplierId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await run((db) => db
        .update(tables.suppliers)
        .set({ calendarFeedTokenHash: hashToken(token), calendarFeedIssuedAt: now })
        .where(eq(tables.suppliers.id, supplierId)));
  return token;
}

/** Turns the feed off: the current URL answers 404. */
export async function revokeCalendarFeed(supplierId: number): Promise<void> {
  await run((db) => db
        .update(tables.suppliers)
        .set({ calendarFeedTokenHash: null, calendarFeedIssuedAt: null })
        .where(eq(tables.suppliers.id, supplierId)));
}

/** When the vendor's current feed URL was made, or null when there is none. */
export async function calendarFeedIssuedAt(supplierId: number): Promise<Date | null> {
  const row = await first(getDb()
      .select({ issuedAt: tables.suppliers.calendarFeedIssuedAt, hash: tables.suppliers.calendarFeedTokenHash })
      .from(tables.suppliers)
      .where(eq(tables.suppliers.id, supplierId)));
  return row?.hash ? (row.issuedAt ?? null) : null;
}

/** The supplier whose feed this secret opens, or null. */
export async function supplierForCalendarToken(token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const given = hashToken(token);
  const row = await first(getDb()
      .select({ id: tables.suppliers.id, hash: tables.suppliers.calendarFeedTokenHash })
      .from(tables.suppliers)
      .where(eq(tables.suppliers.calendarFeedTokenHash, given)));
  if (!row?.hash) return null;
  // The index found it; compare again in constant time so no code path compares secrets byte by byte.
  const ok = crypto.timingSafeEqual(Buffer.from(row.hash, "hex"), Buffer.from(given, "hex"));
  return ok ? row.id : null;
}

/** A Bali date as a local Date, which ical-generator writes as a DATE value whatever the server's zone. */
const localDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(y, m - 1, d);
};

/** The vendor's bookings and blocks as an iCalendar document. */
export async function calendarFeed(supplierId: number, origin: string, now = new Date()): Promise<string> {
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + FUTURE_DAYS * DAY_MS);
  const bookings = await vendorLiveBookings(supplierId, from, to, now, 2000);
  const blocks = await vendorBlocksBetween(supplierId, from, to, 2000);

  // The event texts in the vendor owner's language (issue 27).
  const owner = await first(getDb().select({ userId: tables.suppliers.userId }).from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
  const lang = await userLanguage(owner?.userId);
  const t = strings(lang, "documents");
  const word = (list: "layout" | "unit", value: string) => (lang === "en" ? value : list === "layout" ? layoutIn(lang, value) : unitIn(lang, value));
  const calendar = baliCalendar({ name: fill(t.feedName, { brand: BRAND }), prodId: { company: BRAND, product: "vendor-calendar", language: lang.toUpperCase() }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  calendar.x("X-WR-TIMEZONE", BALI_TIME_ZONE);
  const host = new URL(origin).hostname;
  for (const b of bookings) {
    const paid = b.status === "paid";
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: baliWallClock(b.startsAt),
      end: baliWallClock(b.endsAt),
      timezone: BALI_TIME_ZONE,
      stamp: now,
      summary: `${b.subVenueName}: ${b.eventName || b.productName}${paid ? "" : t.feedUnpaid}`,
      description: [
        fill(t.feedLine, { product: b.productName, qty: b.qty, unit: word("unit", b.unit), setup: word("layout", b.setup) }),
        `${fill(t.feedBookedBy, { booker: b.booker })}${b.company ? ` (${b.company})` : ""}`,
        fill(t.feedInvoice, { invoiceNo: b.invoiceNo, status: optionLabel(t, "status", b.paymentStatus, b.paymentStatus) }) + (b.acknowledge ? t.feedAcknowledged : t.feedNotAcknowledged),
      ].join("\n"),
      location: b.subVenueName,
      status: paid ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      url: `${origin}/dashboard/manage-reservations?q=${encodeURIComponent(b.invoiceNo)}`,
    });
  }
  for (const { block, subVenueName, productName } of blocks) {
    const target = block.subVenueId ? subVenueName : productName;
    const common = {
      id: `block-${block.id}@${host}`,
      stamp: now,
      summary: `${fill(t.feedBlocked, { target: target ?? "" })}${block.title ? ` (${block.title})` : ""}`,
      description: t.feedBlockText,
      url: `${origin}/dashboard/manage-availability${block.productId ? "?tab=product" : ""}`,
    };
    if (block.allDay) {
      calendar.createEvent({ ...common, allDay: true, start: localDate(baliIsoDate(block.startsAt)), end: localDate(baliIsoDate(block.endsAt)) });
    } else {
      calendar.createEvent({ ...common, start: baliWallClock(block.startsAt), end: baliWallClock(block.endsAt), timezone: BALI_TIME_ZONE });
    }
  }
  return calendar.toString();
}
