// The reservation pieces' English words (app/components/reservation.tsx): the "checkout"
// dictionary holds them all, the "account" one the balance block's. Server-only, so no page
// ships them as defaults: every piece takes its words from the page's loader (ADR 0372).
/** The balance block's words, apart so the account dictionary can reuse them (its other keys differ). */
export const RESERVATION_BALANCE_LABELS = {
  cancelBookings: "Cancel bookings",
  balanceDue: "Balance due",
  depositPaid: "Deposit paid:",
  balanceDueBy: "Balance due by {date}:",
  balanceDueNow: "Balance due:",
  overdue: "(overdue)",
  payBalance: "Pay the balance",
};

/**
 * The money state's words (issue 40): one badge and one sentence per state, on every planner view
 * and in the vendor's Manage Reservation (ADR 0380), in both languages.
 */
export const MONEY_STATE_LABELS = {
  stateUnpaid: "Awaiting payment",
  stateExpired: "Expired",
  stateReleased: "Released",
  stateDepositPaid: "Deposit paid",
  stateBalanceOverdue: "Balance overdue",
  statePaidInFull: "Paid in full",
  stateCancelled: "Cancelled",
  moneyToPayDeposit: "To pay now: the deposit, {amount}, before {date} (Bali time). The balance, {balance}, follows by its due date.",
  moneyToPayFull: "To pay: {amount} before {date} (Bali time).",
  moneyPaidNow: "Paid so far: {paid}.",
  moneyBalanceDue: "Balance {balance} due by {date}.",
  moneyBalanceOverdue: "Balance {balance} was due on {date}: pay it now or the booking lapses.",
  moneyPaidInFull: "Paid in full: {paid}.",
  moneyReleased: "Released: nothing was paid and nothing is owed.",
  moneyExpired: "Expired: it was not paid before its deadline; nothing is owed.",
  moneyCancelled: "Cancelled: this booking is no longer valid.",
  moneyRefundPending: "Refund {amount}: on its way through the payment gateway.",
  moneyRefundSent: "Refund {amount}: sent.",
  moneyRefundToSend: "Refund {amount}: to be sent by bank transfer.",
  moneyRefundFailed: "Refund {amount}: delayed, we are on it.",
  moneyNoRefund: "No refund under the booking's policy.",
};
export type MoneyStateLabels = typeof MONEY_STATE_LABELS;

export const MONEY_STATE_LABELS_ID: MoneyStateLabels = {
  stateUnpaid: "Menunggu pembayaran",
  stateExpired: "Kedaluwarsa",
  stateReleased: "Dilepas",
  stateDepositPaid: "Uang muka dibayar",
  stateBalanceOverdue: "Sisa pembayaran terlambat",
  statePaidInFull: "Lunas",
  stateCancelled: "Dibatalkan",
  moneyToPayDeposit: "Dibayar sekarang: uang muka, {amount}, sebelum {date} (WITA). Sisa pembayaran, {balance}, menyusul paling lambat tanggal jatuh temponya.",
  moneyToPayFull: "Dibayar: {amount} sebelum {date} (WITA).",
  moneyPaidNow: "Sudah dibayar: {paid}.",
  moneyBalanceDue: "Sisa pembayaran {balance} jatuh tempo {date}.",
  moneyBalanceOverdue: "Sisa pembayaran {balance} jatuh tempo pada {date}: bayar sekarang atau reservasi akan batal.",
  moneyPaidInFull: "Lunas: {paid}.",
  moneyReleased: "Dilepas: tidak ada yang dibayar dan tidak ada yang terutang.",
  moneyExpired: "Kedaluwarsa: tidak dibayar sebelum batas waktunya; tidak ada yang terutang.",
  moneyCancelled: "Dibatalkan: reservasi ini tidak berlaku lagi.",
  moneyRefundPending: "Pengembalian dana {amount}: sedang diproses melalui gateway pembayaran.",
  moneyRefundSent: "Pengembalian dana {amount}: sudah dikirim.",
  moneyRefundToSend: "Pengembalian dana {amount}: akan dikirim melalui transfer bank.",
  moneyRefundFailed: "Pengembalian dana {amount}: tertunda, sedang kami tangani.",
  moneyNoRefund: "Tidak ada pengembalian dana menurut kebijakan reservasi ini.",
};

/** The planner's pages: the state's words, and what a planner does with them. */
export const MONEY_LABELS = {
  ...MONEY_STATE_LABELS,
  moneyPartlyCancelled: "Some bookings of this invoice are cancelled; the totals below are the live ones.",
  moneyDateChangeRequested: "Date change requested: waiting for the venue's answer.",
  changeTheDate: "Change the date",
  voucherNotValid: "NOT VALID",
  voucherCancelledText: "This booking was cancelled: the voucher is no longer valid at the venue.",
};
export type MoneyLabels = typeof MONEY_LABELS;

/**
 * The pieces' words: a page passes its "checkout" strings, which hold these keys (ADR 0300's
 * labels pattern) in the page's language.
 */
export const RESERVATION_LABELS = {
  colProduct: "Product",
  colVenue: "Venue",
  colSetup: "Setup",
  colWhen: "Date & time",
  colPrice: "Price",
  colSubtotal: "Sub total",
  actions: "Actions",
  productId: "Product ID {id}",
  eventLine: "Event: {name}",
  venueConfirmed: "Confirmed by the venue",
  venueWaiting: "Waiting for the venue to confirm",
  inclusion: "Inclusion",
  noteLine: "Note: {note}",
  cancelled: "Cancelled",
  cancelledOnBy: "on {at} by {by}",
  refundReference: "(reference {reference})",
  noRefund: "No refund under the booking's policy.",
  policyLine: "Cancellation policy: {label}",
  policyCancellation: "Cancellation policy: {label}.",
  policyTimeline: "Cancellation timeline, {label}",
  policyUntil: "until {date}",
  cancelThisBooking: "Cancel this booking",
  cancelClosed: "Cancellation is closed from the day before the event; please message the venue.",
  subtotal: "Subtotal",
  discount: "Discount",
  discountCoupon: "(coupon {code}, {percent}%)",
  grandTotal: "Grand Total",
  name: "Name",
  company: "Company",
  address: "Address",
  taxNumber: "Tax number (NPWP)",
  officePhone: "Office phone",
  mobilePhone: "Mobile phone",
  email: "E-mail",
  resendToEmail: "Resend to Email",
  whatHappensNext: "What happens next",
  done: "Done:",
  stepStartPayment: "Start the payment, or tell us you will pay by bank transfer, before {date} (Bali time); after that the reservation expires. Starting it gives you 2 x 24 hours from checkout to complete the payment.",
  stepPayBefore: "Pay before {date} (Bali time); after that the reservation expires.",
  stepSlotsHeld: "Until then the slots are held for you.",
  stepVenueAcknowledges: "We send your booking to the venue, and the venue acknowledges it.",
  stepShowsConfirmed: 'Each reservation then shows "Confirmed by the venue" here, on your voucher and in My Reservation.',
  stepPaid: "Paid: your voucher is ready.",
  stepConfirmed: "Confirmed by the venue: the venue has acknowledged your booking.",
  stepSentToVenue: 'We have sent your booking to the venue. The venue acknowledges it, and each reservation then shows "Confirmed by the venue".',
  stepOnTheDay: "On the day, show your voucher at the venue.",
  cancelReservation: "Cancel this reservation",
  ...RESERVATION_BALANCE_LABELS,
  ...MONEY_LABELS,
  confirmATransfer: "Confirm a bank transfer",
  downloadInvoice: "Download invoice (PDF)",
  downloadReceipt: "Download receipt (PDF)",
};
export type ReservationLabels = typeof RESERVATION_LABELS;
