// Inquiry, request-for-proposal (auction) and Contact Us forms: validated on the server only
// (the pages carry no Zod, ADR 0180).
import * as z from "zod";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";
import { phoneNumber } from "~/utils/phone";
export { INQUIRY_SUCCESS, AUCTION_SUCCESS } from "~/i18n/english/inquiries.server";

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const contactFields = {
  name: required("Please enter your name.").max(120),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .pipe(z.email("Please enter a valid email address.")),
  phone: required("Please enter your phone number.").pipe(phoneNumber("Please enter a valid phone number.")),
  note: required("Please enter your message").max(CONTACT_MESSAGE_MAX, `At most ${CONTACT_MESSAGE_MAX} characters.`),
};

const optionalText = z.string().trim().max(200).optional();
const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date picker (YYYY-MM-DD).")
  .optional();
const optionalCount = z.coerce.number({ error: "Enter a number." }).int("Enter a whole number.").min(0).max(1_000_000_000_000).optional();

export const InquirySchema = z.object({ ...contactFields, title: optionalText });

export const AuctionSchema = z
  .object({
    ...contactFields,
    company: optionalText,
    location: optionalText,
    startDate: optionalDate,
    endDate: optionalDate,
    participantNumber: optionalCount,
    budget: optionalCount,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "The end date cannot be before the start date.",
  });

