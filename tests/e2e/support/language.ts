// The missing-key detector of the Indonesian pages (issue 27, ADR 0300): a page in Indonesian
// must not show an English text of the dictionaries it uses. Each language-*.spec.ts uses it.
import type { Page } from "@playwright/test";

// Words that read the same in both languages or are names/the spec's fixed codes.
export const ALLOW = new Set(["Bali", "BaliMICE", "WhatsApp", "Admin", "Menu", "Venue", "Hotel", "Full board", "Ramadhan", "English"]);

/**
 * English words and formats that must never show on an Indonesian page, whatever dictionary
 * they come from (issue 42): found as whole words, case as written ("VENUE" is a shouted label).
 */
export const DENYLIST = ["Sub venue", "Sub Venue", "Banquet", "pax", "VENUE", "the planner", "DD/MM/YYYY", "sqm", "M²", "attendees", "(taken)"];

/** The denylisted English in a text (an Indonesian page's). */
export function deniedEnglish(text: string): string[] {
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return DENYLIST.filter((w) => new RegExp(`(^|[^\\p{L}])${escape(w)}(?![\\p{L}])`, "u").test(text));
}

/** English texts of these dictionaries that must not show on an Indonesian page. */
export function englishTexts(...dicts: { en: Record<string, string>; id: Record<string, string> }[]) {
  const out: { text: string; exact: boolean }[] = [];
  for (const d of dicts) {
    for (const [key, en] of Object.entries(d.en)) {
      if (en === d.id[key as keyof typeof d.id] || ALLOW.has(en)) continue;
      // A template is checked by its longest literal piece ("{count} more filters" -> " more filters").
      const piece = en.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0].trim();
      if (piece.length < 4) continue;
      // Short words must be a whole line of text (a label), long ones anywhere.
      out.push({ text: piece, exact: piece.length < 20 || piece !== en });
    }
  }
  return out;
}

/** The page's visible text lines and its labels (aria-label, alt, title, placeholder). */
export async function renderedTexts(page: Page): Promise<{ lines: string[]; all: string }> {
  return page.evaluate(() => {
    // People's names are marked translate="no" (a booker called "Putu Guest" is not an English label).
    const names = [...document.querySelectorAll<HTMLElement>('[translate="no"]')];
    names.forEach((el) => el.style.setProperty("display", "none"));
    const labels = [...document.querySelectorAll("[aria-label],[alt],[title],[placeholder]")].flatMap((el) =>
      ["aria-label", "alt", "title", "placeholder"].map((a) => el.getAttribute(a) ?? "").filter(Boolean),
    );
    const body = document.body.innerText;
    const lines = [...body.split("\n"), ...labels, document.title].map((l) => l.trim()).filter(Boolean);
    names.forEach((el) => el.style.removeProperty("display"));
    return { lines, all: lines.join("\n") };
  });
}

export function untranslated(rendered: { lines: string[]; all: string }, english: { text: string; exact: boolean }[]) {
  const fromDictionaries = english
    .filter(({ text, exact }) => (exact ? rendered.lines.some((l) => l === text || l.startsWith(`${text} `) || l.endsWith(` ${text}`)) : rendered.all.includes(text)))
    .map(({ text }) => text);
  // And the denylist, whatever its source (issue 42).
  return [...new Set([...fromDictionaries, ...deniedEnglish(rendered.all)])];
}

