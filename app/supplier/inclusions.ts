// Product inclusions as vendors write them: one per line (issue 13 item 5, ADR 0221). Stored
// and served (/v1, product pages) as the HTML list the spec's entity carries: <ul><li>…</li></ul>.
import { msg } from "~/i18n/message-ref";

export const INCLUSION_MAX_ITEMS = 50;
export const INCLUSION_MAX_LENGTH = 200;

/** The non-empty, trimmed lines of the editor's text. */
export function inclusionItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

// Text content needs only these three (quotes matter in attributes); the sanitizer keeps the result as is.
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The stored HTML list of the items ("" when there is none). Items are text: markup is escaped. */
export function inclusionListHtml(items: string[]): string {
  if (!items.length) return "";
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** What is wrong with the editor's text (a message reference), or null. */
export function inclusionProblem(text: string): string | null {
  const items = inclusionItems(text);
  if (items.length > INCLUSION_MAX_ITEMS) return msg("listing.inclusionsAtMost", { max: INCLUSION_MAX_ITEMS });
  const long = items.find((i) => i.length > INCLUSION_MAX_LENGTH);
  if (long) return msg("listing.inclusionTooLong", { max: INCLUSION_MAX_LENGTH, start: long.slice(0, 30) });
  return null;
}
