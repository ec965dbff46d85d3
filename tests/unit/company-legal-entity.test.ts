// Issue 40, item 9: one legal entity. The account planners transfer to (confirmation page, the
// booking e-mail, the invoice PDF) is held by the company every other page and document names,
// and both come from configuration (COMPANY_*, README "Configuration").
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_BANK_ACCOUNT } from "~/checkout/bank-transfer";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { first, tables, type DB } from "~/db.server";
import { invoiceAttachment } from "~/documents/invoice-document.server";
import { getPublicEnv, legalEntity, rereadEnv } from "~/env.server";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => {
  for (const key of ["COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_BANK_NAME", "COMPANY_BANK_ACCOUNT", "COMPANY_BANK_BRANCH"]) delete process.env[key];
  rereadEnv();
});

async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** Every "PT ..." company the texts name for the marketplace (vendors' own PT names excluded). */
const companiesIn = (text: string) => new Set([...text.matchAll(/PT Bali MICE \w+|PT Contoh \w+/g)].map((m) => m[0]));

async function unpaidInvoiceTexts() {
  const row = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, "INV-DEMO-0002"))))!;
  const invoice = (await getInvoiceWithLines(String(row.id)))!;
  const mail = bookingConfirmationMail(invoice, invoice.lines, "https://balimice.example").text;
  const pdf = await pdfTextOf((await invoiceAttachment(row.id))!.content);
  return { mail, pdf };
}

describe("the legal entity", () => {
  it("holds the bank account planners pay into: the confirmation page's account, the e-mail and the PDF name one company", async () => {
    const footer = getPublicEnv().COMPANY.name;
    expect(footer).toBe("PT Bali MICE Nusantara");
    expect(PLATFORM_BANK_ACCOUNT.accountName).toBe(footer);
    // The confirmation page serialises the account as its loader's JSON.
    expect(JSON.parse(JSON.stringify({ bank: PLATFORM_BANK_ACCOUNT })).bank).toEqual({ bankName: "Bank Mandiri", accountName: footer, accountNumber: "145-00-1234567-8", branch: "KCP Denpasar Renon, Bali" });
    const { mail, pdf } = await unpaidInvoiceTexts();
    expect(mail).toContain("Bank Mandiri, account 145-00-1234567-8 (PT Bali MICE Nusantara)");
    expect(companiesIn(mail)).toEqual(new Set([footer]));
    expect(companiesIn(pdf)).toEqual(new Set([footer]));
    expect(pdf).toContain("145-00-1234567-8");
  });

  it("comes from configuration, everywhere at once", async () => {
    Object.assign(process.env, { COMPANY_NAME: "PT Contoh Sejahtera", COMPANY_ADDRESS: "Jl. Contoh 1, Denpasar", COMPANY_BANK_NAME: "BCA", COMPANY_BANK_ACCOUNT: "777-000-111" });
    rereadEnv();
    expect(legalEntity()).toMatchObject({ name: "PT Contoh Sejahtera", address: "Jl. Contoh 1, Denpasar", bank: { bankName: "BCA", accountName: "PT Contoh Sejahtera", accountNumber: "777-000-111" } });
    expect(getPublicEnv().COMPANY).toEqual({ name: "PT Contoh Sejahtera", address: "Jl. Contoh 1, Denpasar" });
    expect(PLATFORM_BANK_ACCOUNT.accountName).toBe("PT Contoh Sejahtera");
    const { mail, pdf } = await unpaidInvoiceTexts();
    expect(companiesIn(mail)).toEqual(new Set(["PT Contoh Sejahtera"]));
    expect(companiesIn(pdf)).toEqual(new Set(["PT Contoh Sejahtera"]));
    expect(pdf).toContain("Jl. Contoh 1, Denpasar");
    expect(mail).toContain("BCA, account 777-000-111 (PT Contoh Sejahtera)");
  });
});
