// Requests for proposal (issue 45, ADR 0410): the states of an RFP and of each venue it went to.
// A plain module: the schema, the domain module and the pages read the one list.

/** unverified: a guest's RFP until the link in the e-mail is opened (it goes to no venue before). */
export const RFP_STATES = ["unverified", "open", "awarded", "closed"] as const;
export type RfpState = (typeof RFP_STATES)[number];

/** Cvent's eRFP statuses of one venue's part in an RFP. */
export const RECIPIENT_STATES = [
  "awaiting_proposal",
  "receipt_confirmed",
  "turned_down",
  "proposal_submitted",
  "declined",
  "awarded",
  "cancelled",
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** States in which the venue may still answer (confirm, turn down, propose). */
export const ANSWERABLE: readonly RecipientState[] = ["awaiting_proposal", "receipt_confirmed", "proposal_submitted"];

export const RFP_INDOOR_OUTDOOR = ["any", "indoor", "outdoor"] as const;
export type RfpIndoorOutdoor = (typeof RFP_INDOOR_OUTDOOR)[number];

/** Event types a planner may name (the values posted; labels are in the rfp dictionary). */
export const RFP_EVENT_TYPES = ["meeting", "conference", "incentive", "gala", "wedding", "exhibition", "other"] as const;
export type RfpEventType = (typeof RFP_EVENT_TYPES)[number];

/** How many venues one RFP may go to (matching or picked): a request is not a mailing list. */
export const RFP_VENUE_LIMIT = 5;
/** Day rows of the no-JS form. */
export const RFP_DAY_ROWS = 3;
