// A reply or error as a domain module gives it: a message id with its parameters, never its
// English (issue 44, ADR 0391). `msg("cart.maxPax", { layout, cap })` is the string
// "cart.maxPax?layout=Theatre&cap=120"; the page renders it in its language (translateReply,
// messageText), /v1 in English (apiError). A parameter may itself be a message reference: it is
// rendered in the same language. Client-safe: the browser compares references, it never needs
// the texts of a catalogue (app/i18n/catalog/*.server.ts).
import type { MessageKey } from "~/i18n/catalog/catalogues.server";

export type MessageParams = Readonly<Record<string, string | number>>;

export function msg(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `${key}?${query}`;
}

const REF = /^[a-z][a-z0-9-]*\.[a-zA-Z0-9_-]+(\?.*)?$/;

/** The id and parameters of a message reference; null for any other text. */
export function parseMessageRef(text: string): { key: string; params: Record<string, string> } | null {
  if (!REF.test(text)) return null;
  const at = text.indexOf("?");
  if (at === -1) return { key: text, params: {} };
  return { key: text.slice(0, at), params: Object.fromEntries(new URLSearchParams(text.slice(at + 1))) };
}
