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

export const MessageSchema = z.object({
  body: z
    .string({ error: "Please write a message." })
    .transform(cleanMessageText)
    .pipe(
      z
        .string()
        .min(1, "Please write a message.")
        .max(MESSAGE_MAX, `Please keep the message to ${MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`),
    ),
});
