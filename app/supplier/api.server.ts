// Helpers for the vendor /v1 routes: JSON bodies are validated by the same schemas as the
// pages (through Conform's parser, so numbers and empty strings coerce the same way).
import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { apiError, readBody } from "~/http/api.server";
import { toStoredTime } from "~/supplier/schemas";

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "boolean") {
      if (value) form.append(key, "on");
    } else if (typeof value === "string" || typeof value === "number") form.append(key, String(value));
    // A list of strings (sub venue categories) posts like ticked boxes.
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") form.append(key, item);
  }
  return form;
}

/** Validated value, or a thrown 400 `{ message, errors }` (message = the form-level text). */
export function parseApiBody<S extends z.ZodType>(body: Record<string, unknown>, schema: S): z.infer<S> {
  const submission = parseWithZod(toFormData(body), { schema });
  if (submission.status === "success") return submission.value as z.infer<S>;
  const errors: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(submission.error ?? {})) if (list?.length) errors[key || "form"] = list;
  const message = errors.form?.[0] ?? Object.values(errors)[0]?.[0] ?? "Invalid request";
  throw apiError(400, message, errors);
}

export { readBody };

/**
 * The spec's product payload (subvenue id or {id}, open/close "08:00 AM", from/to
 * "YYYY-MM-DD HH:mm:ss", status boolean) in the form's field names. API clients accept the
 * General Partnership Agreement by activating (ADR 0052).
 */
export function productBodyToForm(body: Record<string, unknown>): Record<string, unknown> {
  const sub = body.subvenue ?? body.subVenueId;
  const subVenueId = typeof sub === "object" && sub !== null ? (sub as { id?: unknown }).id : sub;
  const date = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 10) : undefined);
  const status = body.status === true || body.status === "true" || body.status === "active" || body.status === 1;
  return {
    subVenueId,
    productName: body.productName,
    unit: body.unit ?? "Day",
    price: body.price,
    discountPercentage: body.discountPercentage ?? 0,
    // Optional (ADR 0263): absent keeps the stored statement (a new product: included).
    taxAndService: body.taxAndService,
    // Optional (ADR 0256): absent keeps the product's terms, null follows the venue's.
    depositPercent: body.depositPercent,
    balanceDaysBefore: body.balanceDaysBefore,
    inclusion: body.inclusion,
    termCondition: body.termCondition,
    openTime: toStoredTime(body.open ?? body.openTime),
    closeTime: toStoredTime(body.close ?? body.closeTime),
    validFrom: date(body.from ?? body.validFrom),
    validTo: date(body.to ?? body.validTo),
    status: status ? "active" : "inactive",
    agreement: status,
    // Optional (ADR 0200): absent keeps the stored package type.
    packageType: body.packageType,
  };
}

export function positiveInt(value: string | null, fallback: number, max: number) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}
