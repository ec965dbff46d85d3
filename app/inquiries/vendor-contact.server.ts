// The Contact Us tab of /register-vendor: a would-be vendor's message, e-mailed to customer
// service (ADR 0023). Server-only, so the page carries no Zod (ADR 0180).
import * as z from "zod";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";
import { phoneNumber } from "~/utils/phone";

const required = (message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), z.string({ error: message }));

export const VendorContactSchema = z.object({
  fullName: required("Please enter your name."),
  phone: required("Please enter your phone number.").pipe(phoneNumber("Please enter a valid phone number.")),
  email: required("Please enter your email address.").pipe(z.email("Please enter a valid email address.")),
  message: required("Please enter your message").pipe(
    z.string().max(CONTACT_MESSAGE_MAX, `Your message can be at most ${CONTACT_MESSAGE_MAX} characters`),
  ),
});
