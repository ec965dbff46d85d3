// Requests for proposal (issue 45, ADR 0410): the states of an RFP and of each venue it went to.
// A plain module: the domain module and the pages read the one list; the values stored in
// columns live with the schema's other enums (app/db/enums.ts) and are re-exported here.
import type { RecipientState } from "~/db/enums";

export { RECIPIENT_STATES, RFP_INDOOR_OUTDOOR, RFP_STATES, type RecipientState, type RfpIndoorOutdoor, type RfpState } from "~/db/enums";

/** States in which the venue may still answer (confirm, turn down, propose). */
export const ANSWERABLE: readonly RecipientState[] = ["awaiting_proposal", "receipt_confirmed", "proposal_submitted"];

/** Event types a planner may name (the values posted; labels are in the rfp dictionary). */
export const RFP_EVENT_TYPES = ["meeting", "conference", "incentive", "gala", "wedding", "exhibition", "other"] as const;
export type RfpEventType = (typeof RFP_EVENT_TYPES)[number];

/** How many venues one RFP may go to (matching or picked): a request is not a mailing list. */
export const RFP_VENUE_LIMIT = 5;
/** Day rows of the no-JS form. */
export const RFP_DAY_ROWS = 3;

/** How far flexible dates may move: up to 3 days earlier or later, all days together (ADR 0414). */
export const FLEXIBLE_DATE_DAYS = 3;

/** The shifts a brief's days may take, the asked dates first, then the nearest: 0, -1, 1, -2, 2, ... */
export function dateShifts(flexibleDays: number): number[] {
  const shifts = [0];
  for (let n = 1; n <= flexibleDays; n++) shifts.push(-n, n);
  return shifts;
}
