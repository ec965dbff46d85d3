// A person's name is shown to others and copied into e-mails: it may not carry a web or e-mail
// address or markup ("Urgent: verify at https://evil.example" as a first name). Shared by the
// browser and the server (sign-up, vendor sign-up, /v1/register, checkout contact, profile).
import * as z from "zod";
import { msg } from "~/i18n/message-ref";

/** The refusal, a reference the page renders in its language and /v1 in English (ADR 0391). */
export const PERSON_NAME_MESSAGE = msg("accounts.personName");

// A scheme ("https:", "javascript:"), "www.", an e-mail "@", markup, or a dotted domain name
// ("evil.example"). "St.John" is refused too (written "St. John" it is fine): ADR 0092.
const NOT_A_NAME = /[a-z][a-z0-9+.-]*:|www\.|@|[<>]|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

export function isPersonName(value: string): boolean {
  return !NOT_A_NAME.test(value);
}

/** Adds the name rule to a string schema (an absent optional value passes). */
export function personName<T extends z.ZodType<string | undefined>>(schema: T) {
  return schema.refine((v) => v === undefined || isPersonName(v), { message: PERSON_NAME_MESSAGE });
}
