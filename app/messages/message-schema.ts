// The message form's server schema (Zod): the rule and texts of message-rules.ts.
import * as z from "zod";
import { cleanMessageText, MESSAGE_MAX, MESSAGE_TEXTS } from "~/messages/message-rules";

// A plain string schema (no transform): Conform's type coercion rebuilds transformed
// schemas and would lose the messages. The server stores cleanMessageText(body).
export const MessageSchema = z.object({
  body: z
    .string({ error: MESSAGE_TEXTS.empty })
    .refine((v) => cleanMessageText(v).length > 0, MESSAGE_TEXTS.empty)
    .refine((v) => cleanMessageText(v).length <= MESSAGE_MAX, MESSAGE_TEXTS.tooLong),
});
