// Stored inclusion HTML back to the editor's lines (ADR 0221): list items, or the lines of
// older free-form HTML (paragraphs, line breaks, headings). Formatting inside an item is dropped.
import sanitizeHtml from "sanitize-html";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith("#")) return ENTITIES[lower] ?? whole;
    const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function inclusionLinesFromHtml(html: string): string[] {
  const marked = (html ?? "").replace(/<\s*(\/\s*(li|p|div|h\d|blockquote|ul|ol)|br\s*\/?)\s*>/gi, "\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
