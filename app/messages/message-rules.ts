// The message form's rule, without Zod: text only, 1 to 2,000 characters after trimming;
// control characters other than line breaks and tabs are dropped. The browser checks it with
// these plain functions (no Zod or Conform on the product page: its JS budget, ADR 0124); the
// server validates with MessageSchema (message-schema.ts), which uses the same texts.
import { msg } from "~/i18n/message-ref";
import { MESSAGE_MAX } from "~/utils/limits";

export { MESSAGE_MAX } from "~/utils/limits";

/** The rule's messages: references to the messaging catalogue (ADR 0391), shown in the page's language. */
export const MESSAGE_TEXTS = {
  empty: msg("messaging.empty"),
  tooLong: msg("messaging.tooLong", { max: MESSAGE_MAX }),
} as const;

/** Text as it is stored: Windows line ends unified, control characters removed, trimmed. */
export function cleanMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
}

/**
 * The rule, without Zod, so the browser checks it too without loading Zod and Conform (the
 * product page's JS budget, ADR 0124); the server validates with MessageSchema below.
 */
export function messageBodyError(text: string): string | null {
  const clean = cleanMessageText(text);
  if (!clean) return MESSAGE_TEXTS.empty;
  if (clean.length > MESSAGE_MAX) return MESSAGE_TEXTS.tooLong;
  return null;
}
