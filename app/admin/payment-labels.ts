// The admin's payment status choices, for the browser (the same list as
// ADMIN_PAYMENT_STATUSES in db/schema.ts, which the client bundle must not import).
export const PAYMENT_STATUS_OPTIONS = ["Waiting Payment", "Booking Fee", "Down Payment", "Full Paid"] as const;
