// Contact details in messages are hidden until the planner has paid a booking with the venue
// (ADR 0110): the platform earns its commission on payment, and a phone number or e-mail
// address swapped in the first message would take the booking off the platform.
// A deterrent, not a guarantee: spelled-out numbers ("zero eight one two ...") get through.
import { and, eq } from "drizzle-orm";
import { type DB, tables, first } from "~/db.server";

export const PHONE_HIDDEN = "[phone number hidden until a booking is paid]";
export const EMAIL_HIDDEN = "[e-mail address hidden until a booking is paid]";

// name@domain.tld, also spaced out or with "(at)"/"[at]" and "(dot)"/" dot " written out.
// Plain " at " is left alone: "meet at venue. Then" is prose, not an address.
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|[([{]\s*at\s*[)\]}])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*[\p{L}\p{N}-]+)*\s*(?:\.|[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*\p{L}{2,}/giu;

// A phone number: starts like one ("+", "(", "0" or "62", not in the middle of a number),
// then digits and the separators people type (space, dot, dash, parentheses), 9 digits or
// more in all. Prices ("Rp 15.000.000"), dates ("02-12-2026": 8 digits), times and
// headcounts do not match.
const PHONE = /(?<![\p{L}\p{N}+])(?:\+|\(|0|62)[\d\s.()-]*\d/gu;

function isPhoneLike(candidate: string): boolean {
  return candidate.replace(/\D/g, "").length >= 9;
}

/**
 * The text with e-mail addresses and phone numbers replaced by a notice (reviews give their own
 * notices: nothing is revealed there later, ADR 0270).
 */
export function maskContactDetails(text: string, notices: { phone: string; email: string } = { phone: PHONE_HIDDEN, email: EMAIL_HIDDEN }): string {
  return text
    .replace(EMAIL, notices.email)
    .replace(PHONE, (candidate) => (isPhoneLike(candidate) ? notices.phone : candidate));
}

/**
 * Whether contact details are shown in a planner's conversations with a supplier: once the
 * planner has paid a booking that includes this venue (an invoice of their account with
 * status "paid" and a line of this supplier).
 */
export async function contactsRevealed(db: Pick<DB, "select">, plannerUserId: number, supplierId: number): Promise<boolean> {
  const row = await first(db
      .select({ id: tables.invoices.id })
      .from(tables.invoices)
      .innerJoin(tables.reservationLines, eq(tables.reservationLines.invoiceId, tables.invoices.id))
      .where(
        and(
          eq(tables.invoices.userId, plannerUserId),
          eq(tables.invoices.status, "paid"),
          eq(tables.reservationLines.supplierId, supplierId),
        ),
      )
      .limit(1));
  return !!row;
}
