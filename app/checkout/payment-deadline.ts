// The one payment deadline a planner is shown (issue 26, ADR 0264): the invoice's `expiresAt`,
// the moment the expiry job (invoices.expire) releases an unpaid reservation. While the
// checkout is only held (ADR 0036) that is an hour after checkout; starting the payment or
// announcing a bank transfer moves it to 2 x 24 hours after checkout, and the pages then show
// that. Never a second date beside it: planners trusted the later one and lost the booking.
import { TRANSFER_DEADLINE_TEXT } from "~/checkout/bank-transfer";

/** What to do by when, in words: `payBy` is the formatted deadline (Bali time). */
export function paymentDeadlineText(payBy: string, held: boolean): string {
  return held
    ? `Start the payment, or tell us you will pay by bank transfer, before ${payBy} (Bali time); after that the reservation expires. Starting it gives you ${TRANSFER_DEADLINE_TEXT} from checkout to complete the payment.`
    : `Pay before ${payBy} (Bali time); after that the reservation expires.`;
}
