// What stands between the open internet and the payment webhook (ADR 0043): a per-address
// rate limit, a 16 KB body cap enforced while reading, bounded JSON nesting, and for whatever
// is refused before a valid signature only a counter per day and reason with a short excerpt.
import { BODY_MESSAGES, jsonNestsDeeperThan, readTextBounded, RequestBodyError } from "~/utils/request-body.server";
import { sql } from "drizzle-orm";
import { clientIp, hitRateLimit } from "~/accounts/rate-limit.server";
import { getDb, tables, run } from "~/db.server";
import { baliIsoDate } from "~/utils/format";

export const WEBHOOK_MAX_BYTES = 16 * 1024;
/** Midtrans bodies nest two levels (va_numbers: [{...}]); anything deeper is not a notification. */
export const WEBHOOK_MAX_DEPTH = 8;
/** Per client address; the gateway sends a few notifications per payment from a few addresses. */
export const WEBHOOK_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
export const EXCERPT_BYTES = 256;

export type WebhookRejectionReason = "too_large" | "too_deep" | "bad_body" | "rate_limited" | "signature";

/** Counts a refused request (one row per Bali day and reason) and keeps the latest excerpt. */
export async function recordWebhookRejection(
  reason: WebhookRejectionReason,
  raw: string,
  { ip = "", now = new Date() }: { ip?: string; now?: Date } = {},
) {
  const lastExcerpt = excerpt(raw);
  const lastIp = ip.slice(0, 64);
  await run((db) => db
        .insert(tables.webhookRejections)
        .values({ day: baliIsoDate(now), reason, count: 1, lastAt: now, lastIp, lastExcerpt })
        .onConflictDoUpdate({
          target: [tables.webhookRejections.day, tables.webhookRejections.reason],
          set: { count: sql`${tables.webhookRejections.count} + 1`, lastAt: now, lastIp, lastExcerpt },
        }));
}

/** The first EXCERPT_BYTES bytes of a text (a cut multi-byte character is dropped). */
export function excerpt(raw: string): string {
  return Buffer.from(raw, "utf8").subarray(0, EXCERPT_BYTES).toString("utf8").replace(/\uFFFD$/, "");
}

type Refusal = { ok: false; status: 400 | 413 | 429; message: string; headers?: Record<string, string> };
export type WebhookIntake = { ok: true; body: Record<string, unknown>; ip: string } | Refusal;

/** Rate limit, size cap and shape checks of a webhook request; refusals are counted. */
export async function takeWebhookRequest(request: Request, now = new Date()): Promise<WebhookIntake> {
  const ip = clientIp(request);
  const refuse = async (reason: WebhookRejectionReason, raw: string, refusal: Omit<Refusal, "ok">): Promise<Refusal> => {
    await recordWebhookRejection(reason, raw, { ip, now });
    return { ok: false, ...refusal };
  };

  const limited = await hitRateLimit(`webhook:ip:${ip}`, WEBHOOK_RATE_LIMIT.limit, WEBHOOK_RATE_LIMIT.windowMs, now.getTime());
  if (!limited.allowed) {
    return await refuse("rate_limited", "", {
      status: 429,
      message: "Too many requests",
      headers: { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
    });
  }

  let text: string;
  try {
    text = await readTextBounded(request, WEBHOOK_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof RequestBodyError) || error.status !== 413) throw error;
    return await refuse("too_large", `Content-Length: ${request.headers.get("Content-Length") ?? "unknown"}`, {
      status: 413,
      message: BODY_MESSAGES.tooLarge,
    });
  }
  if (jsonNestsDeeperThan(text, WEBHOOK_MAX_DEPTH)) {
    return await refuse("too_deep", text, { status: 400, message: BODY_MESSAGES.jsonTooDeep });
  }

  let body: unknown;
  try {
    const type = request.headers.get("Content-Type") ?? "";
    body = type.includes("json") || /^\s*\{/.test(text) ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    body = null;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return await refuse("bad_body", text, { status: 400, message: BODY_MESSAGES.jsonMalformed });
  }
  return { ok: true, body: body as Record<string, unknown>, ip };
}
