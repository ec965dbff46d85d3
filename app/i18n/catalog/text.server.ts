// The one function that turns a message reference (app/i18n/message-ref.ts) into text in a
// language (issue 44, ADR 0391). Server-only: a page receives its messages rendered, in its
// language.
import type { Lang } from "~/i18n/config";
import { CATALOGUES } from "~/i18n/catalog/catalogues.server";
import type { Catalogue } from "~/i18n/catalog/define";
import { formatNumber, timesIn } from "~/utils/format";

const REF = /^[a-z][a-z0-9-]*\.[a-zA-Z0-9_-]+(\?.*)?$/;

/** The id and parameters of a message reference; null for any other text. */
export function parseMessageRef(text: string): { key: string; params: Record<string, string> } | null {
  if (!REF.test(text)) return null;
  const at = text.indexOf("?");
  if (at === -1) return { key: text, params: {} };
  return { key: text.slice(0, at), params: Object.fromEntries(new URLSearchParams(text.slice(at + 1))) };
}

function entryOf(key: string) {
  const dot = key.indexOf(".");
  const catalogue: Catalogue | undefined = (CATALOGUES as Record<string, Catalogue>)[key.slice(0, dot)];
  return catalogue && Object.hasOwn(catalogue, key.slice(dot + 1)) ? catalogue[key.slice(dot + 1)] : undefined;
}

/** Whether the text is a reference to a message of a catalogue. */
export function isMessageRef(text: string): boolean {
  const ref = parseMessageRef(text);
  return !!ref && !!entryOf(ref.key);
}

/**
 * A template's placeholders filled: `{name}` as given (a message reference rendered), `{name, number}`
 * as a number, `{name, time}` as a time of day (HH:mm; Indonesian HH.mm).
 */
function fillIn(lang: Lang, template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)(?:,\s*(number|time))?\}/g, (whole, name: string, kind?: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    if (kind === "number" && /^-?\d+(\.\d+)?$/.test(value)) return formatNumber(Number(value), lang);
    if (kind === "time") return timesIn(value, lang);
    return isMessageRef(value) ? messageText(lang, value) : value;
  });
}

/** The text of a message reference in the language; any other text is returned as it is. */
export function messageText(lang: Lang, text: string): string {
  const ref = parseMessageRef(text);
  const entry = ref && entryOf(ref.key);
  if (!ref || !entry) return text;
  return fillIn(lang, entry[lang], ref.params);
}

/** Every id with its texts (the JSON export for translators, the completeness test). */
export function catalogueEntries(): { key: string; en: string; id: string }[] {
  return Object.entries(CATALOGUES as Record<string, Catalogue>).flatMap(([domain, catalogue]) =>
    Object.entries(catalogue).map(([key, entry]) => ({ key: `${domain}.${key}`, en: entry.en, id: entry.id })),
  );
}
