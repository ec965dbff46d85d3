// CSV for spreadsheet programs (RFC 4180): fields with a comma, quote or line break are quoted,
// quotes doubled; text that a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed
// with an apostrophe so a booker's name cannot become a formula in the vendor's Excel.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends and a BOM so Excel reads UTF-8. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return "\uFEFF" + [header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}
