// An invoice's payment status as the pages show it (issue 44, ADR 0391): the stored value
// (PAYMENT_STATUS_OPTIONS of app/db/enums.ts, also the /v1 API's and the CSV's word) stays as it
// is; what a page shows is its message, rendered in the page's language. Client-safe.
import { msg } from "~/i18n/message-ref";

const PAYMENT_STATUS_REFS: Record<string, string> = {
  "Waiting Payment": msg("admin.statusWaitingPayment"),
  "Booking Fee": msg("admin.statusBookingFee"),
  "Down Payment": msg("admin.statusDownPayment"),
  "Full Paid": msg("admin.statusFullPaid"),
};

/** A stored payment status as a message reference; any other value (an audit entry's old value) as it is. */
export function paymentStatusRef(value: string): string {
  return Object.hasOwn(PAYMENT_STATUS_REFS, value) ? PAYMENT_STATUS_REFS[value]! : value;
}
