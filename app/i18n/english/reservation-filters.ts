// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

/** The form's words: English for the admin's payments page, the vendor's dictionary on Manage Reservation (issue 27). */
export const RESERVATION_FILTER_LABELS = {
  fPaymentStatus: "Payment status",
  fAny: "Any",
  fVenue: "Venue",
  fAcknowledged: "Acknowledged",
  fNotYet: "Not yet",
  fYes: "Yes",
  fEventFrom: "Event from",
  fEventTo: "Event to",
  fSort: "Sort",
  // The sorts of app/supplier/reservation-filters.ts (RESERVATION_SORTS).
  "sort.upcoming": "Event date, upcoming first",
  "sort.event-desc": "Event date, latest first",
  "sort.booked": "Booked, newest first",
  fApply: "Apply",
  fClear: "Clear",
  fExportCsv: "Export CSV",
  "paymentStatus.Waiting Payment": "Waiting Payment",
  "paymentStatus.Booking Fee": "Booking Fee",
  "paymentStatus.Down Payment": "Down Payment",
  "paymentStatus.Full Paid": "Full Paid",
};
