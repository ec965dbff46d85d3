// The English of a component, owned by the string catalogue (ADR 0390): the component's
// default words in the browser (pages not yet translated), the texts of the messaging
// catalogue's `empty` and `tooLong` (app/i18n/catalog/messaging.server.ts). Client-safe.
import { MESSAGE_MAX } from "~/utils/limits";

export type ComposerLabels = { messageSending: string; messageUpTo: string; messageCount: string; messageEmpty: string; messageTooLong: string };

/** The message form's words (app/components/message-composer.tsx). */
export const COMPOSER_ENGLISH: ComposerLabels = {
  messageSending: "Sending...",
  messageUpTo: "Up to {max} characters",
  messageCount: "{n} / {max} characters",
  messageEmpty: "Please write a message.",
  messageTooLong: `Please keep the message to ${MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`,
};
