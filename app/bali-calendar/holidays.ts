// Indonesian national public holidays (hari libur nasional), shown beside the date pickers and
// on the calendars so planners see them; they do not block bookings (ADR 0310). Pure data, no
// server code: the product page and the search form import it. A holiday's name is its reference
// to the calendar catalogue (ADR 0391), rendered in the page's language by the server.
//
// Source: the joint ministerial decree (SKB 3 Menteri) on national holidays for 2026; the 2027
// dates of the moving holidays (Islamic calendar, Imlek, Waisak) are the expected ones until the
// SKB for 2027 is published, and are to be checked against it. Collective leave days (cuti
// bersama) are not listed: businesses may stay open.
import { msg } from "~/i18n/message-ref";
import { isoDateLabel } from "~/utils/format";

/** A day and its name: a fixed holiday's reference to the calendar catalogue, or a closure day's name as the admin typed it. */
export type CalendarDay = { date: string; name: string };

export const INDONESIAN_PUBLIC_HOLIDAYS: readonly CalendarDay[] = [
  { date: "2026-01-01", name: msg("calendar.newYear") },
  { date: "2026-01-16", name: msg("calendar.israMiraj") },
  { date: "2026-02-17", name: msg("calendar.imlek") },
  { date: "2026-03-19", name: msg("calendar.nyepi") },
  { date: "2026-03-21", name: msg("calendar.idulFitri") },
  { date: "2026-03-22", name: msg("calendar.idulFitriSecondDay") },
  { date: "2026-04-03", name: msg("calendar.goodFriday") },
  { date: "2026-04-05", name: msg("calendar.easter") },
  { date: "2026-05-01", name: msg("calendar.labour") },
  { date: "2026-05-14", name: msg("calendar.ascension") },
  { date: "2026-05-27", name: msg("calendar.idulAdha") },
  { date: "2026-05-31", name: msg("calendar.waisak") },
  { date: "2026-06-01", name: msg("calendar.pancasila") },
  { date: "2026-06-16", name: msg("calendar.islamicNewYear") },
  { date: "2026-08-17", name: msg("calendar.independence") },
  { date: "2026-08-25", name: msg("calendar.prophetsBirthday") },
  { date: "2026-12-25", name: msg("calendar.christmas") },
  { date: "2027-01-01", name: msg("calendar.newYear") },
  { date: "2027-01-05", name: msg("calendar.israMiraj") },
  { date: "2027-02-06", name: msg("calendar.imlek") },
  { date: "2027-03-08", name: msg("calendar.nyepi") },
  { date: "2027-03-10", name: msg("calendar.idulFitri") },
  { date: "2027-03-11", name: msg("calendar.idulFitriSecondDay") },
  { date: "2027-03-26", name: msg("calendar.goodFriday") },
  { date: "2027-03-28", name: msg("calendar.easter") },
  { date: "2027-05-01", name: msg("calendar.labour") },
  { date: "2027-05-06", name: msg("calendar.ascension") },
  { date: "2027-05-17", name: msg("calendar.idulAdha") },
  { date: "2027-05-20", name: msg("calendar.waisak") },
  { date: "2027-06-01", name: msg("calendar.pancasila") },
  { date: "2027-06-06", name: msg("calendar.islamicNewYear") },
  { date: "2027-08-15", name: msg("calendar.prophetsBirthday") },
  { date: "2027-08-17", name: msg("calendar.independence") },
  { date: "2027-12-25", name: msg("calendar.christmas") },
];

/** Public holidays from `from` to `to` (YYYY-MM-DD, inclusive), in date order. */
export function holidaysBetween(from: string, to: string): CalendarDay[] {
  return INDONESIAN_PUBLIC_HOLIDAYS.filter((h) => h.date >= from && h.date <= to);
}

/** What the date pickers and calendars show: closure days (blocked) and public holidays (not). */
export type BaliCalendarNotes = { closed: CalendarDay[]; holidays: CalendarDay[] };

/** The refusal of a booking touching a closure day (ADR 0310), also the search's refusal: a reference. */
export function closedMessage(day: CalendarDay): string {
  return msg("calendar.closed", { date: isoDateLabel(day.date), name: day.name });
}
