// The gateway's transaction statuses (Midtrans: settlement, capture, pending...) in the words
// planners read (issue 26): one place, so no page shows "settlement" to a planner.
const GATEWAY_STATUS_WORDS: Record<string, { title: string; message: string }> = {
  settlement: { title: "Payment received", message: "Thank you! Your payment has been received. Your voucher is on its way to your e-mail." },
  capture: { title: "Payment received", message: "Thank you! Your card payment has been received." },
  pending: { title: "Payment not complete yet", message: "Your payment is not complete yet. Finish it with the instructions from the payment page; we will e-mail your voucher once it is received." },
  unfinish: { title: "Payment not complete yet", message: "You left the payment page before finishing. You can start the payment again." },
  deny: { title: "Payment refused", message: "Your payment was refused. You can try again or pay by bank transfer." },
  failure: { title: "Payment failed", message: "The payment did not go through. You can try again or pay by bank transfer." },
  error: { title: "Payment failed", message: "The payment did not go through. You can try again or pay by bank transfer." },
  expire: { title: "Payment session expired", message: "The payment session has expired. You can start a new payment." },
  cancel: { title: "Payment cancelled", message: "The payment has been cancelled." },
  refund: { title: "Payment refunded", message: "The payment has been refunded." },
  partial_refund: { title: "Payment partly refunded", message: "Part of the payment has been refunded." },
};

const UNKNOWN = { title: "Back from the payment page", message: "We have received your return from the payment page." };

/** Heading and message for a status the gateway reported; never the gateway's own word. */
export function gatewayStatusWords(status: string): { title: string; message: string } {
  return Object.hasOwn(GATEWAY_STATUS_WORDS, status) ? GATEWAY_STATUS_WORDS[status]! : UNKNOWN;
}
