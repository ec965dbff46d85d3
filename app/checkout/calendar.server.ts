// .ics files of bookings ("Add to calendar" on the voucher), made with ical-generator (RFC 5545
// escaping, line folding, UIDs) in Bali time: DTSTART;TZID=Asia/Makassar with its VTIMEZONE, so
// a calendar in any zone shows the right hour and says it is Bali's.
// The zone and wall-clock helpers are shared with the vendor's feed (app/utils/icalendar.server.ts).
import { ICalEventStatus } from "ical-generator";
import { BALI_TIME_ZONE } from "~/utils/format";
import { baliCalendar, baliWallClock } from "~/utils/icalendar.server";

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
  /** A cancelled booking keeps its UID with STATUS:CANCELLED, so a calendar that has it drops it (RFC 5545). */
  cancelled?: boolean;
};

export function reservationEventUid(lineId: number, origin: string): string {
  return `line-${lineId}@${new URL(origin).hostname}`;
}

/** A VCALENDAR with the events, in Bali time. */
export function reservationCalendar(name: string, events: ReservationEvent[], now = new Date()): string {
  const calendar = baliCalendar({ name, prodId: { company: "Bali MICE", product: "bookings", language: "EN" } });
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
      status: e.cancelled ? ICalEventStatus.CANCELLED : e.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
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
