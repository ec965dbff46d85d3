// A domain module's answer as /v1 and an English page show it: every message reference in it
// (ADR 0391) rendered in English, any other text left alone.
import { messageText } from "~/i18n/catalog/text.server";

export function inEnglish<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === "string" ? messageText("en", v) : v)) as T;
}
