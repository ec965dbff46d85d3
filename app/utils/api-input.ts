// Tolerant input for the /v1 API, one set of Zod helpers (ADR 0132). The original clients
// post whole forms: an empty string (or null) in an optional field means "not given", numbers
// may come as strings, booleans as true/false, "true"/"false", 1/0, "1"/"0" or "yes"/"no".
import * as z from "zod";

const TRUE_WORDS = new Set(["true", "1", "yes", "y", "on"]);
const FALSE_WORDS = new Set(["false", "0", "no", "n", "off"]);

/** true/false for every boolean form the clients send, null for anything else. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return null;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Blank (empty or whitespace string, null) reads as undefined: "not given". */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function numberFromText(value: unknown): unknown {
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value.trim()))) return Number(value.trim());
  return value;
}

/** A boolean in any of the accepted forms. */
export const apiBoolean = (message = "Must be true or false") =>
  z.preprocess((v) => toBoolean(v) ?? v, z.boolean({ error: message }));

/** A whole number, as a number or a numeric string. */
export const apiInt = (message = "Must be a whole number") =>
  z.preprocess(numberFromText, z.number({ error: message }).int(message));

/** A number, as a number or a numeric string. */
export const apiNumber = (message = "Must be a number") => z.preprocess(numberFromText, z.number({ error: message }));

/** An invoice reference: its numeric id or its invoice number, as a number or a string (ADR 0131). */
export const invoiceRef = (message = "Invoice not found") =>
  z.preprocess(
    (v) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(64, message),
  );

function isOptional(field: z.ZodType): boolean {
  return field.safeParse(undefined).success;
}

/**
 * The object schema with blanks in optional fields dropped before validation, so "" for an
 * optional field is the same as leaving it out. Required fields keep their own messages.
 */
export function tolerantObject<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const optionalKeys = Object.entries(schema.shape)
    .filter(([, field]) => isOptional(field as z.ZodType))
    .map(([key]) => key);
  return z.preprocess((body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const key of optionalKeys) if (blankToUndefined(copy[key]) === undefined) delete copy[key];
    return copy;
  }, schema);
}

/** `{ field: [messages] }` of a failed parse, and its first message. */
export function fieldErrorsOf(error: z.ZodError, fallback: string) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return { errors, message: Object.values(errors)[0]?.[0] ?? fallback };
}
