// Inquiry, request-for-proposal (auction) and Contact Us forms: validated on the server only
// (the pages carry no Zod, ADR 0180).
import * as z from "zod";
import { msg } from "~/i18n/message-ref";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";
import { phoneNumber } from "~/utils/phone";

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const contactFields = {
  name: required(msg("inquiries.name")).max(120),
  email: z
    .string({ error: msg("inquiries.email") })
    .trim()
    .min(1, msg("inquiries.email"))
    .pipe(z.email(msg("inquiries.emailInvalid"))),
  phone: required(msg("inquiries.phone")).pipe(phoneNumber(msg("inquiries.phoneInvalid"))),
  note: required(msg("inquiries.message")).max(CONTACT_MESSAGE_MAX, msg("inquiries.atMost", { max: CONTACT_MESSAGE_MAX })),
};

const optionalText = z.string().trim().max(200).optional();
const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg("inquiries.datePicker"))
  .optional();
const optionalCount = z.coerce.number({ error: msg("inquiries.number") }).int(msg("inquiries.wholeNumber")).min(0).max(1_000_000_000_000).optional();

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
    message: msg("inquiries.endDateBeforeStart"),
  });

/** The answers after sending: references to the inquiries catalogue (ADR 0391). */
export const INQUIRY_SUCCESS = msg("inquiries.inquirySent");
export const AUCTION_SUCCESS = msg("inquiries.auctionSent");
