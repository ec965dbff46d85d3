// Vendor texts in two languages (ADR 0325): a venue's and a sub venue's description and a
// product's inclusions may be written in English, in Bahasa Indonesia, or both. A page shows the
// visitor's language and falls back to the other one, marked. Shared by server and browser.
import type { Lang } from "~/i18n/config";

/** One vendor text in both languages ("" where the vendor left it out). */
export type Bilingual = { en: string; id: string };

/** What a page shows: the text, its language, and the note when it is not the page's language. */
export type ShownContent = { text: string; lang: Lang; fallback: boolean; note: string | null };

/** Empty HTML (a sanitized list with no words) counts as left out. */
const hasWords = (text: string) => text.replace(/<[^>]*>/g, "").trim() !== "";

/**
 * The text in the visitor's language when the vendor wrote one, else the other language's with
 * `fallback` set and the page's note (e.g. "(in English)"); null when neither was written.
 */
export function contentIn(lang: Lang, texts: Bilingual, notes: { en: string; id: string }): ShownContent | null {
  if (hasWords(texts[lang])) return { text: texts[lang], lang, fallback: false, note: null };
  const other: Lang = lang === "en" ? "id" : "en";
  if (hasWords(texts[other])) return { text: texts[other], lang: other, fallback: true, note: notes[other] };
  return null;
}

/** The required texts (a product's inclusions): at least one of the two languages. */
export function hasEither(texts: Bilingual): boolean {
  return hasWords(texts.en) || hasWords(texts.id);
}
