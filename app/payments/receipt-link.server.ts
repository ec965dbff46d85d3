// Signed, expiring links to a private receipt uploaded through POST /v1/file/upload (ADR 0132):
// the uploader can fetch what it sent (preview) and passes the same URL as the confirmation's
// fileFullUrl. Receipts stay private: no link, no file; the signature names the key and expiry.
import crypto from "node:crypto";
import { getEnv } from "~/env.server";

export const RECEIPT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RECEIPT_LINK_PATH = "/v1/file/receipt";
const API_UPLOAD_KEY = /^receipts\/uploads\/[0-9a-f-]{36}\.(jpg|png|webp|gif|pdf)$/;

function sign(key: string, expires: number) {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`receipt-link:${key}:${expires}`).digest("base64url");
}

export function isApiUploadKey(key: unknown): key is string {
  return typeof key === "string" && API_UPLOAD_KEY.test(key);
}

/** The absolute link to an uploaded receipt, valid for RECEIPT_LINK_TTL_MS. */
export function receiptLink(key: string, origin: string, now = Date.now()): string {
  const expires = now + RECEIPT_LINK_TTL_MS;
  const url = new URL(RECEIPT_LINK_PATH, origin);
  url.searchParams.set("key", key);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", sign(key, expires));
  return url.toString();
}

/**
 * The receipt key a link names when its signature is ours. `requireUnexpired` for fetching;
 * a confirmation may name the upload after the link's fetch window (the signature still proves
 * the caller got it from us).
 */
export function receiptKeyOfLink(link: string, { requireUnexpired, now = Date.now() }: { requireUnexpired: boolean; now?: number }): string | null {
  let url: URL;
  try {
    url = new URL(link, "http://link.invalid");
  } catch {
    return null;
  }
  if (url.pathname !== RECEIPT_LINK_PATH) return null;
  const key = url.searchParams.get("key") ?? "";
  const expires = Number(url.searchParams.get("expires"));
  const given = Buffer.from(url.searchParams.get("signature") ?? "");
  if (!isApiUploadKey(key) || !Number.isSafeInteger(expires)) return null;
  const expected = Buffer.from(sign(key, expires));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (requireUnexpired && expires <= now) return null;
  return key;
}
