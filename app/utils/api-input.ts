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

/**
 * What each tolerant helper accepts, as JSON Schema: the OpenAPI document publishes this
 * instead of the normalised type a preprocess would otherwise show (app/api/openapi.server.ts).
 */
export const TOLERANT_JSON_SCHEMAS = new WeakMap<z.ZodType, Record<string, unknown>>();
function published<T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>): T {
  TOLERANT_JSON_SCHEMAS.set(schema, jsonSchema);
  return schema;
}

/** A boolean in any of the accepted forms. */
export const apiBoolean = (message = "Must be true or false") =>
  published(z.preprocess((v) => toBoolean(v) ?? v, z.boolean({ error: message })), {
    anyOf: [
      { type: "boolean" },
      { type: "integer", enum: [0, 1] },
      { type: "string", enum: ["true", "false", "1", "0", "yes", "no"] },
    ],
    description: "true/false, 1/0, \"true\"/\"false\", \"1\"/\"0\" or \"yes\"/\"no\" (any case)",
  });

/** A whole number, as a number or a numeric string. */
export const apiInt = (message = "Must be a whole number") =>
  published(z.preprocess(numberFromText, z.number({ error: message }).int(message)), {
    anyOf: [{ type: "integer" }, { type: "string", pattern: "^\\s*-?[0-9]+\\s*$" }],
  });

/** A number, as a number or a numeric string. */
export const apiNumber = (message = "Must be a number") =>
  published(z.preprocess(numberFromText, z.number({ error: message })), {
    anyOf: [{ type: "number" }, { type: "string", pattern: "^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$" }],
  });

/** An invoice reference: its numeric id or its invoice number, as a number or a string (ADR 0131). */
export const invoiceRef = (message = "Invoice not found") =>
  published(
    z.preprocess(
      (v) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : typeof v === "string" ? v.trim() : v),
      z.string({ error: message }).min(1, message).max(64, message),
    ),
    {
      anyOf: [{ type: "integer", minimum: 1 }, { type: "string", minLength: 1, maxLength: 64 }],
      description: "the invoice's numeric id or its invoice number",
    },
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
