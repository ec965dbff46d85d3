// Special-event enquiry forms (/page-big-plan and /page-she), validated on the server only (the pages
// import their options and texts from enquiry-options.ts, without Zod: ADR 0180).
// Both are stored as inquiries and e-mailed to the team (ADR 0071).
import * as z from "zod";
import { msg } from "~/i18n/message-ref";
import { ENQUIRY_DESCRIPTION_MAX, ENQUIRY_SERVICES, SHE_EVENT_TYPES, BIG_PLAN_EVENT_TYPES } from "~/inquiries/enquiry-options";
import { baliIsoDate } from "~/utils/format";
import { phoneNumber } from "~/utils/phone";

export {
  BIG_PLAN_EVENT_TYPES,
  ENQUIRY_BUDGET_HINT,
  ENQUIRY_BUDGET_HINT_IDR,
  ENQUIRY_DESCRIPTION_MAX,
  ENQUIRY_FEE_NOTE,
  ENQUIRY_SERVICES,
  SHE_EVENT_TYPES,
} from "~/inquiries/enquiry-options";

/**
 * The forms' answers and the document's refusals: references to the inquiries catalogue (ADR
 * 0391). Here, not in enquiry-options.ts: the pages' browser code imports that module, and its
 * top-level msg() calls kept message-ref.ts in their bundles (issue 43, ADR 0370).
 */
export const BIG_PLAN_SUCCESS = msg("inquiries.bigPlanSent");
export const SHE_SUCCESS = msg("inquiries.sheSent");
export const DOCUMENT_MESSAGES = { tooBig: msg("inquiries.documentTooBig"), type: msg("inquiries.documentType") } as const;

/** Empty text counts as missing, so "required" messages show for blank fields too. */
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, msg("inquiries.atMost", { max }));
const optionalText = (max = 200) => z.string().trim().max(max, msg("inquiries.atMost", { max })).optional();
const wholeNumber = (message: string, min: number, minMessage: string) =>
  z.number({ error: message }).int(msg("inquiries.wholeNumber")).min(min, minMessage).max(1_000_000_000_000, msg("inquiries.numberTooLarge"));
const time = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg("inquiries.timePicker"));

const contact = {
  firstName: required(msg("inquiries.firstName"), 80),
  lastName: required(msg("inquiries.lastName"), 80),
  email: z
    .string({ error: msg("inquiries.email") })
    .trim()
    .min(1, msg("inquiries.email"))
    .pipe(z.email(msg("inquiries.emailInvalid"))),
  phone: required(msg("inquiries.phone"), 40).pipe(phoneNumber(msg("inquiries.phoneInvalid"))),
};

const when = {
  eventDate: z
    .string({ error: msg("inquiries.eventDate") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("inquiries.datePicker"))
    // Evaluated at parse time, in Bali time, so "today" is right on both sides.
    .refine((d) => d >= baliIsoDate(), msg("inquiries.eventDatePast")),
  startTime: time(msg("inquiries.startTime")),
  endTime: time(msg("inquiries.endTime")),
};

const guests = wholeNumber(msg("inquiries.guests"), 1, msg("inquiries.guestsMin"));
const description = required(msg("inquiries.description"), ENQUIRY_DESCRIPTION_MAX);

const endAfterStart = <T extends { startTime: string; endTime: string }>(v: T) => v.endTime > v.startTime;
const endAfterStartIssue = { path: ["endTime"], message: msg("inquiries.endTimeBeforeStart") };

export const BigPlanSchema = z
  .object({
    eventType: z.enum(BIG_PLAN_EVENT_TYPES, { error: msg("inquiries.eventType") }),
    budget: wholeNumber(msg("inquiries.budgetUsd"), 1, msg("inquiries.budgetUsd")),
    guests,
    city: required(msg("inquiries.city")),
    state: required(msg("inquiries.state")),
    neighborhood: optionalText(),
    ...when,
    services: z.array(z.enum(ENQUIRY_SERVICES)).optional(),
    description,
    ...contact,
    organization: optionalText(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type BigPlanInput = z.infer<typeof BigPlanSchema>;

export const SheSchema = z
  .object({
    eventType: z.enum(SHE_EVENT_TYPES, { error: msg("inquiries.eventType") }),
    guests,
    ...when,
    description,
    organization: required(msg("inquiries.organization")),
    website: z
      .string()
      .trim()
      .max(200)
      .pipe(z.url({ protocol: /^https?$/, error: msg("inquiries.website") }))
      .optional(),
    nonProfit: z.enum(["yes", "no"], { error: msg("inquiries.nonProfit") }),
    addressLine1: required(msg("inquiries.address")),
    addressLine2: optionalText(),
    province: required(msg("inquiries.province")),
    zip: required(msg("inquiries.postalCode"), 12).regex(/^[A-Za-z0-9 -]{3,12}$/, msg("inquiries.postalCodeInvalid")),
    country: required(msg("inquiries.country"), 80),
    budgetIdr: wholeNumber(msg("inquiries.budgetIdr"), 1, msg("inquiries.budgetIdr")),
    ...contact,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type SheInput = z.infer<typeof SheSchema>;
