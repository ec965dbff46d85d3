// The Bali calendar beside a date picker (ADR 0310): closure days (nothing can be booked) always
// listed, public holidays (bookable) folded in a <details> so the form stays short. Rendered
// on the server: the same without JavaScript.
import type { BaliCalendarNotes } from "~/bali-calendar/holidays";
import { fill } from "~/i18n/config";
import { isoDateLabel } from "~/utils/format";

export type CalendarNoteLabels = { closedNoBookings: string; holidaysOpen: string };
const ENGLISH: CalendarNoteLabels = { closedNoBookings: "Bali closed, no bookings:", holidaysOpen: "Public holidays, open for bookings ({n})" };

const list = (days: BaliCalendarNotes["closed"]) => days.map((d) => `${isoDateLabel(d.date)} ${d.name}`).join("; ");

export function BaliCalendarNote({ notes, id, className = "", labels = ENGLISH }: { notes: BaliCalendarNotes; id?: string; className?: string; labels?: CalendarNoteLabels }) {
  if (!notes.closed.length && !notes.holidays.length) return null;
  return (
    <div id={id} className={`text-xs text-slate-600 ${className}`} data-testid="bali-calendar-notes">
      {notes.closed.length ? (
        <p className="text-red-800" data-testid="closure-days">
          <span className="font-semibold">{labels.closedNoBookings}</span> {list(notes.closed)}
        </p>
      ) : null}
      {notes.holidays.length ? (
        <details data-testid="public-holidays">
          <summary className="cursor-pointer">{fill(labels.holidaysOpen, { n: notes.holidays.length })}</summary>
          <p>{list(notes.holidays)}</p>
        </details>
      ) : null}
    </div>
  );
}
