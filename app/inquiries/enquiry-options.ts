// Options and texts of the special-event enquiry forms: no Zod here, so the pages that render
// them stay light (ADR 0180). The schemas are in enquiry-schema.server.ts.
export { ENQUIRY_DESCRIPTION_MAX } from "~/utils/limits";

export const BIG_PLAN_EVENT_TYPES = [
  "Business: Conference or seminar",
  "Business: Corporate meeting or retreat",
  "Business: Incentive trip",
  "Business: Product launch or exhibition",
  "Business: Gala dinner or award night",
  "Personal: Wedding",
  "Personal: Birthday or anniversary",
  "Personal: Family reunion",
  "Personal: Other celebration",
] as const;

export const SHE_EVENT_TYPES = ["Spiritual", "Humanity", "Environmental"] as const;

export const ENQUIRY_SERVICES = [
  "Venue",
  "Catering",
  "Accommodation",
  "Transportation",
  "Audio visual",
  "Decoration",
  "Entertainment",
  "Photography and video",
] as const;

export const ENQUIRY_BUDGET_HINT = "$10,000 minimum";
/** The SHE form asks for rupiah: the spec's minimum shown in the field's currency (ADR 0210). */
export const ENQUIRY_BUDGET_HINT_IDR = "Rp 160.000.000 minimum (about US$10,000)";
export const ENQUIRY_FEE_NOTE = "A 5% processing fee applies to the event budget.";

