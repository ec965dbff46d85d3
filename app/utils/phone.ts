// Phone numbers as people type them ("+62 361 123-456", "0812-3456-7890", "(0361) 123456"),
// stored in one form: E.164 ("+62361123456"). Indonesian by default: a leading 0 is the national
// trunk prefix. Written by hand (libphonenumber-js is not installed): it checks the shape and
// length (E.164: at most 15 digits; Indonesian numbers have 8 to 12 digits after +62), not
// whether a number range is allocated.
const SEPARATORS = /[\s\-.()/]/g;

export const PHONE_MESSAGE = "Enter a phone number: digits, optionally starting with + or 0 (spaces and dashes are fine)";

/** The number in E.164, or null when it is not a plausible phone number. */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  if (!compact) return null;
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^0\d+$/.test(compact)) international = `62${compact.slice(1)}`;
  else if (/^62\d+$/.test(compact)) international = compact;
  else if (/^8\d+$/.test(compact)) international = `62${compact}`; // mobile typed without its 0
  else return null;
  if (international.startsWith("0")) return null; // no country code starts with 0
  if (international.startsWith("62")) {
    const national = international.slice(2);
    if (national.startsWith("0") || national.length < 8 || national.length > 12) return null;
  } else if (international.length < 8 || international.length > 15) {
    return null;
  }
  return `+${international}`;
}
