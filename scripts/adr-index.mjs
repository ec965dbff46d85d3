// node scripts/adr-index.mjs: writes docs/decisions/README.md, the index of every ADR with its
// title, status and "Superseded by" (ADR 0268). tests/unit/docs-adr-index.test.ts fails when
// the index no longer matches the ADR files, so run this after adding or superseding an ADR.
//
// What it reads from each `NNNN-*.md`: the title line ("# NNNN Title" or "# NNNN: Title"),
// the Status paragraph (from "Status:" to the first blank line) and an optional "Area:" line. Supersession is read from
// both ends: a sentence of ADR X's status saying "Supersedes ... ADR N" or "superseded by
// ADR N" (when the sentence is about X itself: "Superseded by ADR N").
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DECISIONS_DIR = path.join(root, "docs/decisions");
export const INDEX_FILE = path.join(DECISIONS_DIR, "README.md");

/**
 * The areas the index groups ADRs by, in the index's order (issue 44). An ADR's area is its
 * "Area: <name>" line when it has one (write one in every new ADR), else the area that lists its
 * number (the ADRs before the Area line), else the first area whose words its title matches,
 * else "Other".
 * @type {{ name: string, adrs: string, words: RegExp }[]}
 */
export const AREAS = [
  { name: "Architecture, data layer and operations", adrs: "0001 0100 0102-0105 0265-0268 0330-0332 0334 0337-0339 0390", words: /\b(layers?|architecture|engine|postgres|sqlite|job|backup|health|logs?|storage|transaction|start-up)\b/i },
  { name: "Tests and CI", adrs: "0336 0341 0343-0345 0347", words: /\b(tests?|CI|e2e|suite)\b/ },
  { name: "Performance and page weight", adrs: "0013 0014 0124 0170-0173 0180 0182 0183 0233 0241 0244 0370-0373", words: /\b(page weight|cache|compress|memory|bundle|chunk|JS)\b/i },
  { name: "Security and privacy", adrs: "0080-0082 0090-0093 0350 0351", words: /\b(security|CSRF|origin|hostile|redirect|secret|CSP)\b/i },
  { name: "Accounts and vendor teams", adrs: "0020-0022 0024 0025 0181 0280-0282", words: /\b(accounts?|login|sessions?|passwords?|teams?|members?)\b/i },
  { name: "Catalogue, search and venue pages", adrs: "0010-0012 0015 0016 0121-0123 0161 0200-0202 0210 0211 0240 0242 0243 0270 0290 0291 0333 0362 0363 0365", words: /\b(search|venue page|product page|catalogue|reviews?|seating)\b/i },
  { name: "Availability and the Bali calendar", adrs: "0030 0060 0120 0144 0160 0220 0255 0310", words: /\b(availability|slots?|calendar|holidays?|closure)\b/i },
  { name: "Reservation list, checkout and documents", adrs: "0031-0036 0150 0151 0153 0212 0258 0263 0264 0335 0340 0358 0364", words: /\b(checkout|reservation list|cart|coupons?|invoices?|documents?|PDF|holds?)\b/i },
  { name: "Payments, cancellations and the ledger", adrs: "0040-0044 0250-0254 0256 0257 0346 0352-0357 0360", words: /\b(payments?|refunds?|cancel\w*|deposits?|ledger|money|payouts?|commission)\b/i },
  { name: "Vendor dashboard and admin console", adrs: "0050-0053 0061-0063 0140-0143 0221-0223 0230 0231 0260 0361", words: /\b(vendor|dashboard|admin|console)\b/i },
  { name: "Messages, mail and enquiries", adrs: "0002 0023 0070 0071 0101 0110-0113 0232", words: /\b(messages?|mail|e-mails?|enquir\w*|inquir\w*|contact)\b/i },
  { name: "The /v1 API", adrs: "0026 0130-0133 0261", words: /\/v1\b|\bAPI\b/ },
  { name: "Languages and strings", adrs: "0300 0322-0327", words: /\b(languages?|Indonesian|Bahasa|strings?|dictionar\w*|translat\w*)\b/i },
  { name: "Accessibility and the planner's screens", adrs: "0152 0190-0193 0342", words: /\b(accessib\w*|WCAG|contrast|focus|keyboard|dialogs?|hydration|HTML)\b/i },
];
export const OTHER_AREA = "Other";

/** "0010-0012 0015" -> ["0010", "0011", "0012", "0015"]. @param {string} list */
function expandNumbers(list) {
  return list.split(/\s+/).filter(Boolean).flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(4, "0"));
  });
}

/**
 * The area of an ADR: its own "Area:" line (an area's name), its number's area, its title's.
 * @param {{ number: string, title: string, area: string | null }} adr
 */
export function areaOf(adr) {
  if (adr.area) return AREAS.find((a) => a.name.toLowerCase() === adr.area?.toLowerCase())?.name ?? adr.area;
  return (AREAS.find((a) => expandNumbers(a.adrs).includes(adr.number)) ?? AREAS.find((a) => a.words.test(adr.title)))?.name ?? OTHER_AREA;
}

/** The ADR files of a directory, in number order. @param {string} dir */
export function adrFiles(dir = DECISIONS_DIR) {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

/** @param {string} text */
const adrNumbers = (text) => [...text.matchAll(/\bADRs?\s+((?:\d{4}(?:\s*(?:,|and|-)\s*)?)+)/g)].flatMap((m) => m[1].match(/\d{4}/g) ?? []);

/**
 * @param {string} file @param {string} text
 * @returns {{ file: string, number: string, title: string, area: string | null, status: string, statusText: string, supersedes: string[], supersededBy: string[] }}
 */
export function parseAdr(file, text) {
  const number = file.slice(0, 4);
  const lines = text.split("\n");
  const heading = lines.find((line) => line.startsWith("# ")) ?? "";
  const title = heading.replace(/^#\s+\d{4}\s*:?\s*/, "").trim();
  const area = lines.find((line) => /^Area\s*:/i.test(line))?.replace(/^Area\s*:\s*/i, "").trim() || null;
  const start = lines.findIndex((line) => /^Status\s*:/i.test(line));
  /** @type {string[]} */
  const paragraph = [];
  for (let i = start; start !== -1 && i < lines.length && lines[i].trim() !== ""; i++) paragraph.push(lines[i].trim());
  const statusText = paragraph.join(" ").replace(/^Status\s*:\s*/i, "");
  const status = (statusText.match(/^[A-Za-z-]+/)?.[0] ?? "unknown").toLowerCase();
  /** @type {string[]} */
  const supersedes = [];
  /** @type {string[]} */
  const supersededBy = [];
  for (const sentence of statusText.split(/(?<=\.)\s+|;\s*/)) {
    if (/\bsuperseded by\b/i.test(sentence)) supersededBy.push(...adrNumbers(sentence.slice(sentence.search(/superseded by/i))));
    else if (/\bsupersedes\b/i.test(sentence)) supersedes.push(...adrNumbers(sentence));
  }
  return { file, number, title, area, status, statusText, supersedes, supersededBy };
}

/** The index's Markdown for the ADRs of a directory. @param {string} dir */
export function renderAdrIndex(dir = DECISIONS_DIR) {
  const adrs = adrFiles(dir).map((file) => parseAdr(file, fs.readFileSync(path.join(dir, file), "utf8")));
  /** @type {Map<string, Set<string>>} */
  const supersededBy = new Map(adrs.map((adr) => [adr.number, new Set(adr.supersededBy)]));
  for (const adr of adrs) for (const older of adr.supersedes) supersededBy.get(older)?.add(adr.number);
  const files = new Map(adrs.map((adr) => [adr.number, adr.file]));
  const link = (/** @type {string} */ n) => (files.has(n) ? `[${n}](${files.get(n)})` : n);
  const cell = (/** @type {string} */ text) => text.replace(/\|/g, "\\|");
  const row = (/** @type {ReturnType<typeof parseAdr>} */ adr) => {
    const by = [...(supersededBy.get(adr.number) ?? [])].sort();
    return `| [${adr.number}](${adr.file}) | ${cell(adr.title)} | ${cell(adr.status)} | ${by.map(link).join(", ")} |`;
  };
  const areas = [...AREAS.map((a) => a.name), OTHER_AREA];
  for (const adr of adrs) if (!areas.includes(areaOf(adr))) areas.splice(areas.length - 1, 0, areaOf(adr));
  const sections = areas.flatMap((area) => {
    const inArea = adrs.filter((adr) => areaOf(adr) === area);
    if (!inArea.length) return [];
    return ["", `## ${area}`, "", "| ADR | Title | Status | Superseded by |", "| --- | --- | --- | --- |", ...inArea.map(row)];
  });
  return [
    "# Architecture decision records",
    "",
    "One file per decision, `NNNN-short-title.md`: `# NNNN Title`, `Status:`, `Area:`, Context,",
    "Decision, Consequences. Decisions are superseded, never rewritten: a new ADR says what it",
    "supersedes (\"Supersedes ADR NNNN\" in its Status), and the older one gets a \"Superseded by ADR",
    "NNNN\" line in its own. \"Superseded by\" below lists both, including partial supersession (read",
    "the ADR for which part).",
    "",
    "Grouped by area: an ADR's `Area:` line names one of the areas below; ADRs written before that",
    "line are placed by the list in scripts/adr-index.mjs (AREAS). The architecture itself, its",
    "layers and where each kind of rule lives: [docs/architecture.md](../architecture.md).",
    "",
    "Generated by `node scripts/adr-index.mjs`; `tests/unit/docs-adr-index.test.ts` fails when it",
    "no longer matches the files.",
    ...sections,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(INDEX_FILE, renderAdrIndex());
  console.log(`${path.relative(root, INDEX_FILE)}: ${adrFiles().length} ADRs`);
}
