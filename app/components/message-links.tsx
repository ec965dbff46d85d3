// Small messaging pieces for pages that do not show a conversation (confirmation, My
// Reservation, venue and product pages): kept apart from messages.tsx so those pages do not
// load the inbox and composer code.
import { Link } from "@remix-run/react";

export function ReplyTimeNote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="reply-time">
      <span aria-hidden="true">⏱ </span>
      {text}
    </p>
  );
}

/** "Message the venue" for a booked line (My Reservation, confirmation). */
export function MessageVenueLink({ lineId, label = "Message the venue" }: { lineId: number; label?: string }) {
  return (
    <Link to={`/messages/new?line=${lineId}`} className="whitespace-nowrap text-sm font-semibold text-teal-800 underline hover:text-teal-900">
      {label}
    </Link>
  );
}
