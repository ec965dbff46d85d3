// iCalendar (.ics) in Bali time, shared by the planner's "Add to calendar" (app/checkout/calendar.server.ts)
// and the vendor's feed (app/supplier/calendar-feed.server.ts): events carry DTSTART;TZID=Asia/Makassar
// with its VTIMEZONE, so a calendar in any zone shows the right hour and says it is Bali's.
import ical, { type ICalCalendarData } from "ical-generator";
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

/**
 * A calendar whose zoned events are in Bali time. No calendar-wide zone (DTSTAMP stays UTC as
 * RFC 5545 wants); the events name Bali's zone and the generator adds its VTIMEZONE.
 */
export function baliCalendar(data: ICalCalendarData) {
  const calendar = ical(data);
  calendar.timezone({ name: null, generator: (tz) => (tz === BALI_TIME_ZONE ? BALI_VTIMEZONE : null) });
  return calendar;
}
