// The message form, shared by the server and the browser (Conform): text only, 1 to 2,000
// characters after trimming; control characters other than line breaks and tabs are dropped.
import * as z from "zod";

export const MESSAGE_MAX = 2000;

/** Text as it is stored: Windows line ends unified, control characters removed, trimmed. */
export function cleanMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
}

const EMPTY = "Please write a message.";

// A plain string schema (no transform): Conform's type coercion rebuilds transformed
// schemas and would lose the messages. The server stores cleanMessageText(body).
export const MessageSchema = z.object({
  body: z
    .string({ error: EMPTY })
    .refine((v) => cleanMessageText(v).length > 0, EMPTY)
    .refine((v) => cleanMessageText(v).length <= MESSAGE_MAX, `Please keep the message to ${MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`),
});
