// Special-event enquiry forms (/page-big-plan and /page-she), validated on the server only (the pages
// import their options and texts from enquiry-options.ts, without Zod: ADR 0180).
// Both are stored as inquiries and e-mailed to the team (ADR 0071).
import * as z from "zod";
import { ENQUIRY_DESCRIPTION_MAX, ENQUIRY_SERVICES, SHE_EVENT_TYPES, BIG_PLAN_EVENT_TYPES } from "~/inquiries/enquiry-options";
import { baliIsoDate } from "~/utils/format";
import { phoneNumber } from "~/utils/phone";

export {
  BIG_PLAN_EVENT_TYPES,
  BIG_PLAN_SUCCESS,
  DOCUMENT_MESSAGES,
  ENQUIRY_BUDGET_HINT,
  ENQUIRY_BUDGET_HINT_IDR,
  ENQUIRY_DESCRIPTION_MAX,
  ENQUIRY_FEE_NOTE,
  ENQUIRY_SERVICES,
  SHE_EVENT_TYPES,
  SHE_SUCCESS,
} from "~/inquiries/enquiry-options";

/** Empty text counts as missing, so "required" messages show for blank fields too. */
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
const optionalText = (max = 200) => z.string().trim().max(max, `At most ${max} characters.`).optional();
const wholeNumber = (message: string, min: number, minMessage: string) =>
  z.number({ error: message }).int("Enter a whole number.").min(min, minMessage).max(1_000_000_000_000, "That number is too large.");
const time = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the time picker (HH:MM).");

const contact = {
  firstName: required("Please enter your first name.", 80),
  lastName: required("Please enter your last name.", 80),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .pipe(z.email("Please enter a valid email address.")),
  phone: required("Please enter your phone number.", 40).pipe(phoneNumber("Please enter a valid phone number.")),
};

const when = {
  eventDate: z
    .string({ error: "Please choose the event date." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date picker (YYYY-MM-DD).")
    // Evaluated at parse time, in Bali time, so "today" is right on both sides.
    .refine((d) => d >= baliIsoDate(), "The event date cannot be in the past."),
  startTime: time("Please choose a start time."),
  endTime: time("Please choose an end time."),
};

const guests = wholeNumber("Please enter the number of guests.", 1, "At least 1 guest.");
const description = required("Please describe your event.", ENQUIRY_DESCRIPTION_MAX);

const endAfterStart = <T extends { startTime: string; endTime: string }>(v: T) => v.endTime > v.startTime;
const endAfterStartIssue = { path: ["endTime"], message: "The end time must be after the start time." };

export const BigPlanSchema = z
  .object({
    eventType: z.enum(BIG_PLAN_EVENT_TYPES, { error: "Please choose the type of event." }),
    budget: wholeNumber("Please enter your budget in US dollars.", 1, "Please enter your budget in US dollars."),
    guests,
    city: required("Please enter the city."),
    state: required("Please enter the state or province."),
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
    eventType: z.enum(SHE_EVENT_TYPES, { error: "Please choose the type of event." }),
    guests,
    ...when,
    description,
    organization: required("Please enter the name of your organization."),
    website: z
      .string()
      .trim()
      .max(200)
      .pipe(z.url({ protocol: /^https?$/, error: "Please enter a full web address (https://...)." }))
      .optional(),
    nonProfit: z.enum(["yes", "no"], { error: "Please tell us whether you are a non-profit." }),
    addressLine1: required("Please enter your address."),
    addressLine2: optionalText(),
    province: required("Please enter the province."),
    zip: required("Please enter the postal code.", 12).regex(/^[A-Za-z0-9 -]{3,12}$/, "Please enter a valid postal code."),
    country: required("Please enter the country.", 80),
    budgetIdr: wholeNumber("Please enter your budget in rupiah.", 1, "Please enter your budget in rupiah."),
    ...contact,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type SheInput = z.infer<typeof SheSchema>;
