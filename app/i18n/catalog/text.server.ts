// The one function that turns a message reference (app/i18n/message-ref.ts) into text in a
// language (issue 44, ADR 0391). Server-only: a page receives its messages rendered, in its
// language.
import type { Lang } from "~/i18n/config";
import { CATALOGUES } from "~/i18n/catalog/catalogues.server";
import type { Catalogue } from "~/i18n/catalog/define";
import { fillMessage, parseMessageRef } from "~/i18n/message-fill";

export { parseMessageRef };

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

/** The text of a message reference in the language; any other text is returned as it is. */
export function messageText(lang: Lang, text: string): string {
  const ref = parseMessageRef(text);
  const entry = ref && entryOf(ref.key);
  if (!ref || !entry) return text;
  return fillMessage(lang, entry[lang], ref.params, (value) => (isMessageRef(value) ? messageText(lang, value) : value));
}

/** Every id with its texts (the JSON export for translators, the completeness test). */
export function catalogueEntries(): { key: string; en: string; id: string }[] {
  return Object.entries(CATALOGUES as Record<string, Catalogue>).flatMap(([domain, catalogue]) =>
    Object.entries(catalogue).map(([key, entry]) => ({ key: `${domain}.${key}`, en: entry.en, id: entry.id })),
  );
}
