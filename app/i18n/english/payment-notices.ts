// Wording shared by pages, e-mails and /v1 answers about how an invoice can be or was paid
// (ADR 0044). Not a .server module: the components show it too. The string catalogue owns it
// (ADR 0390): payments, checkout and documents refer to it.

/** Said on every page and e-mail of an invoice paid in the local sandbox. */
export const TEST_PAYMENT_NOTICE =
  "TEST PAYMENT: paid in the payment sandbox, no money moved. This is not a valid booking payment.";

/** A deployment without a gateway key refuses PROCEED PAYMENT with this. */
export const ONLINE_PAYMENT_UNAVAILABLE = "Online payment is not available. Please pay by bank transfer.";
