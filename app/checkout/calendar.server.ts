// .ics files of bookings ("Add to calendar" on the voucher), made with ical-generator (RFC 5545
// escaping, line folding, UIDs) in Bali time: DTSTART;TZID=Asia/Makassar with its VTIMEZONE, so
// a calendar in any zone shows the right hour and says it is Bali's.
// The vendor's feed (tools lane) needs the same three things: BALI_VTIMEZONE, wall-clock times
// and one VEVENT per reservation line with a stable UID; see `reservationEvent`.
import ical, { ICalEventStatus } from "ical-generator";
import { BALI_TIME_ZONE, baliParts } from "~/utils/format";

/**
 * Asia/Makassar has been UTC+8 without daylight saving since 1932: one STANDARD component is
 * the whole zone (generated here rather than adding a timezone database package).
 */
export const BALI_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BALI_TIME_ZONE}`,
  `X-LIC-LOCATION:${BALI_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0800",
  "TZOFFSETTO:+0800",
  "TZNAME:WITA",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/**
 * The instant's Bali wall clock as `YYYY-MM-DDTHH:mm:ss` without an offset. ical-generator
 * writes a zoned event's time from the Date's local fields; a string without offset is read
 * as local time, so its fields come out unchanged whatever the server's zone (Bali has no
 * daylight saving, and bookings are in office hours, far from any local DST gap).
 */
export function baliWallClock(value: Date): string {
  const p = baliParts(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** One booked slot as a calendar event. */
export type ReservationEvent = {
  /** Stable across downloads (a calendar updates instead of duplicating): `line-{id}@{host}`. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url?: string | null;
  /** Acknowledged by the venue: CONFIRMED, else TENTATIVE. */
  confirmed: boolean;
};

export function reservationEventUid(lineId: number, origin: string): string {
  return `line-${lineId}@${new URL(origin).hostname}`;
}

/** A VCALENDAR with the events, in Bali time. */
export function reservationCalendar(name: string, events: ReservationEvent[], now = new Date()): string {
  const calendar = ical({ name, prodId: { company: "Bali MICE", product: "bookings", language: "EN" } });
  // No calendar-wide zone (DTSTAMP stays UTC as RFC 5545 wants); the events name Bali's, and the
  // generator adds its VTIMEZONE.
  calendar.timezone({ name: null, generator: (tz) => (tz === BALI_TIME_ZONE ? BALI_VTIMEZONE : null) });
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      start: baliWallClock(e.startsAt),
      end: baliWallClock(e.endsAt),
      timezone: BALI_TIME_ZONE,
      stamp: now,
      summary: e.summary,
      location: e.location,
      description: e.description,
      url: e.url ?? null,
      status: e.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}

/** A download's response: the calendar as an attachment named after the booking. */
export function calendarResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "-")}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
