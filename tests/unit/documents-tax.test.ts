// PPN and service charge inside inclusive prices (issue 42 item 8, ADR 0364): the split sums back
// to the amount in whole rupiah; the invoice and receipt PDFs and the e-mails show the base, the
// service charge and PPN, with the seller's and the buyer's NPWP.
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { splitInclusive, invoiceTax } from "~/payments/tax";
import { taxConfig } from "~/env.server";
import { buildInvoiceDocument } from "~/documents/invoice-document.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { run, tables, type SqliteDb } from "~/db.server";
import { formatRupiah } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: SqliteDb;
beforeAll(async () => {
  db = await freshDatabase();
});

describe("splitting an inclusive price", () => {
  it("base + service + PPN is the amount, each non-negative, service and PPN at their rates within a rupiah", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (total, serviceBps, ppnBps) => {
        const s = splitInclusive(total, { serviceBps, ppnBps });
        expect(s.base + s.service + s.ppn).toBe(total);
        expect(Math.min(s.base, s.service, s.ppn)).toBeGreaterThanOrEqual(0);
        expect(Math.abs(s.service - (s.base * serviceBps) / 10_000)).toBeLessThanOrEqual(1);
        expect(Math.abs(s.ppn - ((s.base + s.service) * ppnBps) / 10_000)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
    // Rp 1.221.000 at 10 % service and 11 % PPN: Rp 1.000.000 + Rp 100.000 + Rp 121.000.
    expect(splitInclusive(1_221_000, { serviceBps: 1000, ppnBps: 1100 })).toEqual({ total: 1_221_000, base: 1_000_000, service: 100_000, ppn: 121_000 });
    expect(splitInclusive(500, { serviceBps: 0, ppnBps: 0 })).toEqual({ total: 500, base: 500, service: 0, ppn: 0 });
  });

  it("leaves '++' lines out (their tax is added at the venue)", () => {
    const rates = { serviceBps: 1000, ppnBps: 1100 };
    const tax = invoiceTax([{ totalPrice: 1_221_000, discountShare: 0, paidAmount: 1_221_000 }, { totalPrice: 500_000, discountShare: 0, paidAmount: 0, taxAndService: "added" }], rates);
    expect(tax.total.base).toBe(1_000_000);
    expect(tax.excluded).toBe(500_000);
  });
});

describe("the documents show the taxes", () => {
  it("the receipt PDF of a paid invoice shows base, service charge and PPN of the total and of the amount paid, with both NPWPs", async () => {
    const paid = (await db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, "INV-DEMO-0003")))[0];
    await run((db) => db.update(tables.invoices).set({ companyName: "PT Nusantara Travel", taxNumber: "01.234.567.8-901.000" }).where(eq(tables.invoices.id, paid.id)));
    const invoice = (await getInvoiceWithLines(String(paid.id)))!;
    const { ppnBps, serviceBps, sellerNpwp } = taxConfig();
    const split = splitInclusive(invoice.totalCost, { ppnBps, serviceBps });
    const doc = await buildInvoiceDocument(invoice);
    const text = JSON.stringify(doc.spec);
    expect(doc.kind).toBe("Receipt");
    for (const amount of [split.base, split.service, split.ppn]) expect(text).toContain(formatRupiah(amount));
    expect(text).toContain("PPN (VAT) 11 %");
    expect(text).toContain("Service charge 10 %");
    expect(text).toContain(`NPWP: ${sellerNpwp}`);
    expect(text).toContain("01.234.567.8-901.000");
    const paidSplit = splitInclusive(invoice.amountPaid, { ppnBps, serviceBps });
    expect(text).toContain(formatRupiah(paidSplit.ppn));
    const id = JSON.stringify((await buildInvoiceDocument(invoice, new Date(), "id")).spec);
    expect(id).toContain("PPN 11 %");
    expect(id).toContain("Dasar pengenaan pajak");
  });

  it("the booking e-mail's totals show the base, service charge and PPN", async () => {
    const row = (await db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, "INV-DEMO-0002")))[0];
    const invoice = (await getInvoiceWithLines(String(row.id)))!;
    const mail = bookingConfirmationMail(invoice, invoice.lines, "http://app.test");
    const split = splitInclusive(invoice.totalCost, taxConfig());
    expect(mail.text).toContain(`incl. service charge 10 % ${formatRupiah(split.service)} and PPN 11 % ${formatRupiah(split.ppn)} on a base of ${formatRupiah(split.base)}`);
  });
});

describe("the paid e-mail shows the taxes of the amount paid", () => {
  it("marked Full Paid, the booker's mail says the base, service charge and PPN of the total paid", async () => {
    const row = (await db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, "INV-DEMO-0002")))[0];
    const result = await applyAdminPaymentStatus(row.id, "Full Paid", { origin: "http://app.test" });
    expect(result.ok).toBe(true);
    const paid = (await db.select().from(tables.invoices).where(eq(tables.invoices.id, row.id)))[0];
    const split = splitInclusive(paid.amountPaid, taxConfig());
    const mails = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, row.email))).map((m) => m.text).join("\n");
    expect(mails).toContain(`incl. service charge 10 % ${formatRupiah(split.service)} and PPN 11 % ${formatRupiah(split.ppn)} on a base of ${formatRupiah(split.base)}`);
  });
});

describe("tax configuration", () => {
  it("reads PPN_RATE_PERCENT, SERVICE_CHARGE_PERCENT and COMPANY_NPWP, refusing what is not a rate or an NPWP at start", async () => {
    const { parseEnv } = await import("~/env.server");
    const env = parseEnv({ NODE_ENV: "test", PPN_RATE_PERCENT: "12", SERVICE_CHARGE_PERCENT: "5.5", COMPANY_NPWP: "0123456789012345" });
    expect(taxConfig(env)).toEqual({ ppnBps: 1200, serviceBps: 550, sellerNpwp: "0123456789012345" });
    expect(taxConfig(parseEnv({ NODE_ENV: "test" }))).toMatchObject({ ppnBps: 1100, serviceBps: 1000 });
    expect(() => parseEnv({ NODE_ENV: "test", PPN_RATE_PERCENT: "eleven" })).toThrow(/PPN_RATE_PERCENT/);
    expect(() => parseEnv({ NODE_ENV: "test", SERVICE_CHARGE_PERCENT: "150" })).toThrow(/SERVICE_CHARGE_PERCENT/);
    expect(() => parseEnv({ NODE_ENV: "test", PPN_RATE_PERCENT: "11.123" })).toThrow(/PPN_RATE_PERCENT/);
    expect(() => parseEnv({ NODE_ENV: "test", COMPANY_NPWP: "12-34" })).toThrow(/COMPANY_NPWP/);
  });
});
