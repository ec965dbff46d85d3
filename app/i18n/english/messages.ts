// The English of the message form's checks (the browser runs them too), owned by the string
// catalogue (ADR 0390): app/messages refers to it; the Indonesian is app/i18n/messages.server.ts.
// Client-safe.
import { MESSAGE_MAX } from "~/utils/limits";

export const MESSAGE_TEXTS = {
  empty: "Please write a message.",
  tooLong: `Please keep the message to ${MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`,
} as const;
