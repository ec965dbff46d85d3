// The longest message of the contact and enquiry forms, alone in its module: the form pages
// take it without the rest of constants.ts (a shared module is one chunk, ADR 0371).
export const CONTACT_MESSAGE_MAX = 999;
