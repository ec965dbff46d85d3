// Limits the rules enforce and their messages quote (lengths of free-text fields, free products):
// below the domain modules that enforce them and the string catalogue that quotes them (ADR 0390). Alone in a small module, so
// a page takes them without constants.ts (ADR 0371).

/** A message to a venue (app/messages/message-rules.ts). */
export const MESSAGE_MAX = 2000;

/** Reviews, their replies and report reasons (app/reviews/review-rules.ts). */
export const REVIEW_BODY_MIN = 30;
export const REVIEW_BODY_MAX = 2000;
export const REPLY_MAX = 1000;
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** The planner's note to a date change request (app/cancellations/date-change.server.ts). */
export const DATE_CHANGE_NOTE_MAX = 500;

/** The special-event enquiry's description (app/inquiries/enquiry-options.ts). */
export const ENQUIRY_DESCRIPTION_MAX = 2000;

/** The FAQ's "up to 10 products free", counted as active products (ADR 0052; app/supplier/products.server.ts). */
export const FREE_ACTIVE_PRODUCTS = 10;
