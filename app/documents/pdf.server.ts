// The one layout of every PDF the site issues (ADR 0258): the quotation, the invoice or receipt,
// and the vendor's payout statement. A document is data (title, reference rows, parties, a
// table of lines, totals, notes); this module draws it with pdfkit's built-in Helvetica, so the
// text stays selectable and searchable and no font file ships with the app.
import { legalEntity } from "~/env.server";
import { BRAND } from "~/utils/constants";

export type DocumentColumn = { header: string; width: number; align?: "left" | "right" };
export type DocumentSpec = {
  /** "Quotation", "Invoice", "Receipt", "Payout statement". */
  title: string;
  /** Label/value rows under the title: number, dates, status. */
  reference: [string, string][];
  /** Blocks side by side under the header ("Bill to", "Paid to"...); empty lines are left out. */
  parties?: { heading: string; lines: string[] }[];
  table: { columns: DocumentColumn[]; rows: string[][] };
  /** Right-aligned label/value rows under the table; `strong` for the grand total. */
  totals: { label: string; value: string; strong?: boolean }[];
  /** Headed paragraphs after the totals: payment schedule, cancellation policies, notes. */
  sections?: { heading: string; lines: string[] }[];
  /** One line above the page footer (e.g. "Test payment: no money moved"). */
  note?: string;
  /** The footer's page count in the document's language: "Page {page} of {count}". */
  pageLabel?: string;
};

const MARGIN = 50;
const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#0f766e";
const RULE = "#cbd5e1";

// Helvetica's standard encoding (WinAnsi): Latin-1 plus these. Anything else would print as a
// wrong glyph, so it is spelled without its accents where it has a plain form, else "?".
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);
export function pdfText(value: string): string {
  return [...value.normalize("NFC").replace(/[\r\t]+/g, " ")]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    })
    .join("");
}

/** Draws the document and returns the PDF file. pdfkit loads on the first document (ADR 0244). */
export async function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  // The one legal entity, from configuration (COMPANY_NAME, COMPANY_ADDRESS).
  const company = legalEntity();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfText(`${BRAND} ${spec.title} ${spec.reference[0]?.[1] ?? ""}`.trim()), Author: company.name, Creator: BRAND },
    lang: "en",
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  // "Rp" never ends a line: a no-break space keeps it with its amount.
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(text).replace(/Rp /g, "Rp\u00a0"), x, y, options);
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header: the brand and the company on the left, the title and its reference rows on the right.
  const top = doc.y;
  doc.fillColor(ACCENT).font("Helvetica-Bold").fontSize(18);
  write(BRAND, left, top);
  doc.fillColor(MUTED).font("Helvetica").fontSize(9);
  write(company.name, left, doc.y + 2, { width: width / 2 });
  write(company.address, left, doc.y, { width: width / 2 });
  const leftEnd = doc.y;
  const metaX = left + width / 2 + 10;
  const metaWidth = right - metaX;
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20);
  write(spec.title, metaX, top, { width: metaWidth, align: "right" });
  doc.fontSize(9);
  let y = doc.y + 4;
  for (const [label, value] of spec.reference) {
    doc.font("Helvetica").fillColor(MUTED);
    write(label, metaX, y, { width: metaWidth * 0.45 });
    doc.font("Helvetica-Bold").fillColor(INK);
    const h = doc.heightOfString(pdfText(value), { width: metaWidth * 0.55 });
    write(value, metaX + metaWidth * 0.45, y, { width: metaWidth * 0.55, align: "right" });
    y += Math.max(h, 11) + 1;
  }
  doc.y = Math.max(leftEnd, y) + 10;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y += 10;

  // Parties, side by side.
  const parties = (spec.parties ?? []).map((p) => ({ ...p, lines: p.lines.filter((l) => l.trim()) })).filter((p) => p.lines.length);
  if (parties.length) {
    const colWidth = (width - 20 * (parties.length - 1)) / parties.length;
    const startY = doc.y;
    let endY = startY;
    parties.forEach((party, i) => {
      const x = left + i * (colWidth + 20);
      doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
      write(party.heading.toUpperCase(), x, startY, { width: colWidth });
      doc.font("Helvetica").fontSize(10).fillColor(INK);
      for (const line of party.lines) write(line, x, doc.y + 1, { width: colWidth });
      endY = Math.max(endY, doc.y);
    });
    doc.y = endY + 14;
  }

  // The table: a shaded header row, repeated on each new page.
  const columns = spec.table.columns;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const PAD = 4;
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(header ? 8.5 : 9);
    const heights = cells.map((cell, i) => doc.heightOfString(pdfText(cell).replace(/Rp /g, "Rp\u00a0"), { width: widths[i] - 2 * PAD }));
    const height = Math.max(...heights, 10) + 2 * PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!header) drawRow(columns.map((c) => c.header), true);
      doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(header ? 8.5 : 9);
    }
    const rowY = doc.y;
    if (header) doc.rect(left, rowY, width, height).fill("#f1f5f9");
    doc.fillColor(header ? MUTED : INK);
    cells.forEach((cell, i) => write(cell, xs[i] + PAD, rowY + PAD, { width: widths[i] - 2 * PAD, align: columns[i].align ?? "left" }));
    doc.moveTo(left, rowY + height).lineTo(right, rowY + height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = rowY + height;
  };
  drawRow(columns.map((c) => c.header), true);
  for (const row of spec.table.rows) drawRow(row, false);
  doc.y += 10;

  // Totals, right-aligned.
  const totalsX = left + width * 0.45;
  const totalsWidth = right - totalsX;
  for (const row of spec.totals) {
    doc.font(row.strong ? "Helvetica-Bold" : "Helvetica").fontSize(row.strong ? 11 : 10);
    ensureRoom(16);
    const rowY = doc.y;
    if (row.strong) doc.moveTo(totalsX, rowY - 2).lineTo(right, rowY - 2).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.fillColor(INK);
    write(row.label, totalsX, rowY + (row.strong ? 2 : 0), { width: totalsWidth * 0.6 });
    const labelEnd = doc.y;
    write(row.value, totalsX + totalsWidth * 0.6, rowY + (row.strong ? 2 : 0), { width: totalsWidth * 0.4, align: "right" });
    doc.y = Math.max(labelEnd, doc.y) + 3;
  }
  doc.y += 8;

  for (const section of spec.sections ?? []) {
    const lines = section.lines.filter((l) => l.trim());
    if (!lines.length) continue;
    doc.font("Helvetica-Bold").fontSize(10);
    ensureRoom(30);
    doc.fillColor(INK);
    write(section.heading, left, doc.y + 4, { width });
    doc.font("Helvetica").fontSize(9).fillColor(INK);
    for (const line of lines) {
      ensureRoom(doc.heightOfString(pdfText(line), { width }) + 2);
      write(line, left, doc.y + 2, { width });
    }
    doc.y += 6;
  }

  if (spec.note) {
    doc.font("Helvetica-Bold").fontSize(9);
    ensureRoom(20);
    doc.fillColor("#b45309");
    write(spec.note, left, doc.y + 4, { width });
  }

  // Footer on every page: who issues the document, and the page count.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN;
    doc.moveTo(left, footerY - 6).lineTo(right, footerY - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    write(`${company.name} · ${company.address} · ${BRAND}`, left, footerY, { width: width - 70, lineBreak: false });
    write((spec.pageLabel ?? "Page {page} of {count}").replace("{page}", String(i - range.start + 1)).replace("{count}", String(range.count)), right - 70, footerY, { width: 70, align: "right", lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/-+/g, "-").replace(/^[-.]+|[-.]+$/g, "");
  return `${(cleaned || "document").slice(0, 100)}.pdf`;
}

/** The download: never cached by a shared cache, always saved as a file. */
export function pdfResponse(pdf: Buffer, name: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${safeFileName(name)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
