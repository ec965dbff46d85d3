// Step 2 'Contact Details', validated on the server only (ADR 0180). Texts from the spec
// (section 5); company, address and office phone are optional.
import * as z from "zod";
import { personName } from "~/accounts/person-name";
import { phoneNumber } from "~/utils/phone";
import { msg } from "~/i18n/message-ref";

/** The form's messages: references to the checkout catalogue (ADR 0391). */
export const CONTACT_MESSAGES = {
  name: msg("checkout.name"),
  cellPhone: msg("checkout.cellPhone"),
  cellPhoneDigits: msg("checkout.cellPhoneDigits"),
  officePhoneDigits: msg("checkout.officePhoneDigits"),
  email: msg("checkout.email"),
  invalidEmail: msg("checkout.invalidEmail"),
  nameTooLong: msg("checkout.nameTooLong"),
  acceptTerms: msg("checkout.acceptTerms"),
  taxNumber: msg("checkout.taxNumber"),
} as const;

export const ContactSchema = z.object({
  name: personName(z.string({ error: CONTACT_MESSAGES.name }).trim().min(1, CONTACT_MESSAGES.name).max(120, CONTACT_MESSAGES.nameTooLong)),
  companyName: z.string().trim().max(160).optional(),
  address: z.string().trim().max(300).optional(),
  officePhone: z.string().trim().pipe(phoneNumber(CONTACT_MESSAGES.officePhoneDigits)).optional(),
  /** For the company's invoice and receipt (ADR 0258): e.g. 01.234.567.8-901.000. */
  taxNumber: z.string().trim().max(32, CONTACT_MESSAGES.taxNumber).regex(/^[0-9.-]*$/, CONTACT_MESSAGES.taxNumber).optional(),
  cellPhone: z
    .string({ error: CONTACT_MESSAGES.cellPhone })
    .trim()
    .min(1, CONTACT_MESSAGES.cellPhone)
    .pipe(phoneNumber(CONTACT_MESSAGES.cellPhoneDigits)),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .max(254)
    .pipe(z.email(CONTACT_MESSAGES.invalidEmail)),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/**
 * The checkout page's form: the contact details plus 'I agree to the Terms and Conditions'
 * (ADR 0153). /v1/checkout keeps ContactSchema alone, so API clients work unchanged.
 */
export const CheckoutFormSchema = ContactSchema.extend({
  acceptTerms: z.literal("on", { error: CONTACT_MESSAGES.acceptTerms }),
});
