// The send step shared by every message form: Zod validation (the schema the browser runs
// through Conform), the send rate limit, the domain call, then redirect to the conversation
// (post/redirect/get, so a reload never sends twice).
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { hitRateLimit, RATE_LIMIT_MESSAGE } from "~/accounts/rate-limit.server";
import { deliverQueuedMail } from "~/mail/mail.server";
import {
  conversationPath,
  sendAboutLine,
  sendAboutProduct,
  sendReply,
  type SendResult,
  type Viewer,
} from "~/messages/conversations.server";
import { cleanMessageText } from "~/messages/message-rules";
import { MessageSchema } from "~/messages/message-schema";
import { appOrigin } from "~/utils/url.server";
import { pageLanguage, translateReply } from "~/i18n/page-language.server";

/** Messages one account may send in the window, over all its conversations. */
export const SEND_LIMIT = 30;
export const SEND_WINDOW_MS = 15 * 60 * 1000;

export type SendTarget =
  | { kind: "reply"; conversationId: number }
  | { kind: "product"; productId: number }
  | { kind: "line"; lineId: number };

/** Counts one send; null when allowed, else the message to show next to the field. */
export async function sendRateLimited(viewer: Viewer, now = Date.now()): Promise<string | null> {
  const result = await hitRateLimit(`message-send:user:${viewer.userId}`, SEND_LIMIT, SEND_WINDOW_MS, now);
  return result.allowed ? null : RATE_LIMIT_MESSAGE(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
}

export async function submitMessage(request: Request, viewer: Viewer, formData: FormData, target: SendTarget, onSent?: () => Promise<void>) {
  const submission = parseWithZod(formData, { schema: MessageSchema });
  // The answer in the page's language: the schema and the domain keep the English (ADR 0300).
  const { lang } = pageLanguage(request);
  const answer = (result: ReturnType<typeof submission.reply>, status: number) => json({ result: translateReply(lang, result) }, { status });
  if (submission.status !== "success") {
    return answer(submission.reply(), 400);
  }
  const limited = await sendRateLimited(viewer);
  if (limited) return answer(submission.reply({ fieldErrors: { body: [limited] } }), 429);
  const body = cleanMessageText(submission.value.body);
  const context = { origin: appOrigin(request) };
  const result: SendResult =
    target.kind === "reply" ? await sendReply(viewer, target.conversationId, body, context)
    : target.kind === "product" ? await sendAboutProduct(viewer, target.productId, body, context)
    : await sendAboutLine(viewer, target.lineId, body, context);
  if (!result.ok) {
    return answer(submission.reply({ formErrors: [result.formError] }), result.status);
  }
  await onSent?.();
  // Delivery as every other mail of the app does it after its transaction commits; the
  // message itself is already queued in the outbox with the message row.
  if (result.mailIds.length) await deliverQueuedMail(result.mailIds);
  return redirect(`${conversationPath(viewer.role, result.conversationId)}#latest`);
}
