// The Contact Us tab of /register-vendor: a would-be vendor's message, e-mailed to customer
// service (ADR 0023). Server-only, so the page carries no Zod (ADR 0180).
import * as z from "zod";
import { msg } from "~/i18n/message-ref";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";
import { phoneNumber } from "~/utils/phone";

const required = (message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), z.string({ error: message }));

export const VendorContactSchema = z.object({
  fullName: required(msg("inquiries.name")),
  phone: required(msg("inquiries.phone")).pipe(phoneNumber(msg("inquiries.phoneInvalid"))),
  email: required(msg("inquiries.email")).pipe(z.email(msg("inquiries.emailInvalid"))),
  message: required(msg("inquiries.message")).pipe(
    z.string().max(CONTACT_MESSAGE_MAX, msg("inquiries.messageTooLong", { max: CONTACT_MESSAGE_MAX })),
  ),
});

/** The tab's answer after sending. */
export const VENDOR_CONTACT_SENT = msg("inquiries.vendorContactSent");
