// Midtrans notification signature: SHA-512 of order_id + status_code + gross_amount + server
// key, hex encoded. gross_amount is used exactly as the gateway wrote it (e.g. "150000.00").
import crypto from "node:crypto";

export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return crypto
    .createHash("sha512")
    .update(`${orderId}${statusCode}${grossAmount}${serverKey}`)
    .digest("hex");
}

/** Constant-time check of a received signature_key. */
export function isValidNotificationSignature(
  fields: { orderId: string; statusCode: string; grossAmount: string; signatureKey: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    notificationSignature(fields.orderId, fields.statusCode, fields.grossAmount, serverKey),
  );
  const given = Buffer.from(fields.signatureKey.toLowerCase());
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Constant-time string equality (guest access tokens). */
export function safeEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== "string" || typeof b !== "string" || !a || !b) return false;
  const left = crypto.createHash("sha256").update(a).digest();
  const right = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

/** Gateway money format: integer rupiah as "150000.00". */
export function formatGrossAmount(amount: number): string {
  return `${Math.round(amount)}.00`;
}
