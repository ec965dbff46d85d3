// Indonesian national public holidays (hari libur nasional), shown beside the date pickers and
// on the calendars so planners see them; they do not block bookings (ADR 0310). Pure data, no
// server code: the product page and the search form import it.
//
// Source: the joint ministerial decree (SKB 3 Menteri) on national holidays for 2026; the 2027
// dates of the moving holidays (Islamic calendar, Imlek, Waisak) are the expected ones until the
// SKB for 2027 is published, and are to be checked against it. Collective leave days (cuti
// bersama) are not listed: businesses may stay open.
import { isoDateLabel } from "~/utils/format";

export type CalendarDay = { date: string; name: string };

export const INDONESIAN_PUBLIC_HOLIDAYS: readonly CalendarDay[] = [
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-01-16", name: "Isra Mi'raj" },
  { date: "2026-02-17", name: "Chinese New Year (Imlek)" },
  { date: "2026-03-19", name: "Nyepi, Day of Silence" },
  { date: "2026-03-21", name: "Idul Fitri" },
  { date: "2026-03-22", name: "Idul Fitri (second day)" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-04-05", name: "Easter Sunday" },
  { date: "2026-05-01", name: "Labour Day" },
  { date: "2026-05-14", name: "Ascension of Jesus Christ" },
  { date: "2026-05-27", name: "Idul Adha" },
  { date: "2026-05-31", name: "Waisak" },
  { date: "2026-06-01", name: "Pancasila Day" },
  { date: "2026-06-16", name: "Islamic New Year" },
  { date: "2026-08-17", name: "Independence Day" },
  { date: "2026-08-25", name: "Prophet Muhammad's Birthday" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-01-05", name: "Isra Mi'raj" },
  { date: "2027-02-06", name: "Chinese New Year (Imlek)" },
  { date: "2027-03-08", name: "Nyepi, Day of Silence" },
  { date: "2027-03-10", name: "Idul Fitri" },
  { date: "2027-03-11", name: "Idul Fitri (second day)" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-03-28", name: "Easter Sunday" },
  { date: "2027-05-01", name: "Labour Day" },
  { date: "2027-05-06", name: "Ascension of Jesus Christ" },
  { date: "2027-05-17", name: "Idul Adha" },
  { date: "2027-05-20", name: "Waisak" },
  { date: "2027-06-01", name: "Pancasila Day" },
  { date: "2027-06-06", name: "Islamic New Year" },
  { date: "2027-08-15", name: "Prophet Muhammad's Birthday" },
  { date: "2027-08-17", name: "Independence Day" },
  { date: "2027-12-25", name: "Christmas Day" },
];

/** Public holidays from `from` to `to` (YYYY-MM-DD, inclusive), in date order. */
export function holidaysBetween(from: string, to: string): CalendarDay[] {
  return INDONESIAN_PUBLIC_HOLIDAYS.filter((h) => h.date >= from && h.date <= to);
}

/** What the date pickers and calendars show: closure days (blocked) and public holidays (not). */
export type BaliCalendarNotes = { closed: CalendarDay[]; holidays: CalendarDay[] };

/** The refusal of a booking touching a closure day (ADR 0310), also the search's refusal. */
export function closedMessage(day: CalendarDay): string {
  return `Bali is closed on ${isoDateLabel(day.date)} (${day.name}): please choose another date`;
}
