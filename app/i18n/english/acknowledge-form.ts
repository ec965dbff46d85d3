// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser, and the `en` its dictionary (app/i18n/dict/*.server.ts) spreads.
// Client-safe: no imports from higher layers.

/** English for the admin's payments page; the vendor's Manage Reservation passes its dictionary (issue 27). */
export const ACKNOWLEDGE_LABELS = { aAcknowledge: "Acknowledge", aYes: "Yes", aNo: "No", aSave: "Save", aCancel: "Cancel" };
