// Replies and server-made words in the page's language (ADR 0391): every message a domain module
// gives is a reference to a catalogue (app/i18n/catalog), rendered by messageText. No English is
// looked up to find its Indonesian any more (issue 44).
import type { Lang } from "~/i18n/config";
import { messageText } from "~/i18n/catalog/text.server";

// The one renderer of a message (a reference from its catalogue; any other text, a name or a
// vendor's words, as it is), offered here beside the reply's and the row's.
export { messageText };

/** A Conform reply with every error message in the page's language. */
export function translateReply<T extends { error?: Record<string, string[] | null> | null } | undefined>(lang: Lang, reply: T): T {
  if (!reply?.error) return reply;
  const error = Object.fromEntries(Object.entries(reply.error).map(([field, list]) => [field, list ? list.map((m) => messageText(lang, m)) : list]));
  return { ...reply, error };
}

/** The date pickers' calendar notes with the days' names in the page's language (a fixed holiday is a reference; a closure day an admin named stays as typed). */
export function calendarNotesIn<N extends { closed: { date: string; name: string }[]; holidays: { date: string; name: string }[] }>(lang: Lang, notes: N): N {
  const named = (d: { date: string; name: string }) => ({ ...d, name: messageText(lang, d.name) });
  return { ...notes, closed: notes.closed.map(named), holidays: notes.holidays.map(named) };
}

/**
 * A reservation list row's server-made words in the page's language (the vendor's and the admin's
 * lists, issue 42): its quantity ("100 orang", not "100 pax") and who cancelled it, both message references.
 */
export function reservationRowIn<T extends { totalUnit: string; cancelled: { by: string } | null }>(lang: Lang, row: T): T {
  return { ...row, totalUnit: messageText(lang, row.totalUnit), cancelled: row.cancelled ? { ...row.cancelled, by: messageText(lang, row.cancelled.by) } : row.cancelled };
}
