// Phone numbers as people type them ("+62 361 123-456", "0812-3456-7890", "(0361) 123456"),
// stored in one form: E.164 ("+62361123456"). Indonesian by default: a leading 0 is the national
// trunk prefix. Parsed and validated by libphonenumber-js on the server (ADR 0222); the browser
// bundle only checks the characters and the length, so the forms' JavaScript stays light and
// the server's answer is the one that counts.
import * as z from "zod";
import * as library from "~/utils/phone.server";

const SEPARATORS = /[\s\-.()/]/g;
const DEFAULT_COUNTRY = "ID";

/** What may be typed: digits, one leading + (or 00), spaces, dashes, dots, slashes and brackets. */
function compact(input: string): string | null {
  const value = input.trim().replace(SEPARATORS, "").replace(/^00(?=[1-9])/, "+");
  if (!/^\+?\d{6,15}$/.test(value)) return null;
  return value;
}

/**
 * The number in E.164, or null when it is not a valid phone number. In the browser (no
 * library loaded) only the shape is checked and the compact form is returned.
 */
export function normalisePhone(input: string): string | null {
  const value = compact(input);
  if (!value) return null;
  const parse = library.parsePhoneNumberFromString;
  if (typeof parse !== "function") return value;
  const parsed = parse(value, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A Zod field for a phone number as typed: `message` (the caller's: a reference to its domain's
 * catalogue, ADR 0391) when it is not one, else the value in
 * E.164. Compose it after the field's "required" check, e.g. `required(...).pipe(phoneNumber(...))`.
 */
export function phoneNumber(message: string) {
  return z
    .string()
    .max(40, message)
    .refine((v) => normalisePhone(v) !== null, message)
    .transform((v) => normalisePhone(v)!);
}

/**
 * A stored number (E.164) as people read it: "+62 361 234567" (issue 42). Formatted by
 * libphonenumber-js on the server; in the browser (no library) the number is shown as stored.
 */
export function displayPhone(value: string): string {
  const parse = library.parsePhoneNumberFromString;
  const trimmed = value.trim();
  if (!trimmed || typeof parse !== "function") return trimmed;
  const parsed = parse(trimmed, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}
