// Issue 40, finding 9 (ADR 0358): the bank account a planner transfers to is held by the one
// configured legal entity, the company every other page and document names: on the confirmation
// page's bank-transfer box, in the booking e-mail and on the invoice PDF. The e2e server runs with
// its own COMPANY_* settings (tests/e2e/support/company.ts), compared here. JS on and off
// (projects), desktop and phone.
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { bookDeposit } from "./support/bookings";
import { E2E_COMPANY } from "./support/company";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const company = {
  name: E2E_COMPANY.COMPANY_NAME,
  address: E2E_COMPANY.COMPANY_ADDRESS,
  bank: E2E_COMPANY.COMPANY_BANK_NAME,
  account: E2E_COMPANY.COMPANY_BANK_ACCOUNT,
  branch: E2E_COMPANY.COMPANY_BANK_BRANCH,
};

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

for (const size of ["desktop", "phone"] as const) {
  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      if (size === "phone") await page.setViewportSize({ width: 390, height: 844 });
    });

    test("the account to transfer to is held by the configured company: the confirmation page, the booking e-mail and the invoice PDF", async ({ page }) => {
      const email = `entity.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
      await bookDeposit(page, db, email);
      const invoice = (await first(db.select().from(schema.invoices).where(eq(schema.invoices.email, email))))!;

      // The confirmation page: the transfer box's bank, holder and number, and the footer's company.
      const detail = (term: string) => page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
      await expect(detail("Account name")).toHaveText(company.name);
      await expect(detail("Account name")).toBeVisible();
      await expect(detail("Bank")).toHaveText(`${company.bank}, ${company.branch}`);
      await expect(detail("Account number")).toHaveText(company.account);
      await expect(page.getByRole("contentinfo").getByTestId("company-address")).toContainText(company.name);

      // The booking e-mail the server wrote to the outbox.
      await expect.poll(async () => (await db.select().from(schema.outbox).where(eq(schema.outbox.to, email))).filter((m) => m.subject.includes(invoice.invoiceNo)).length).toBeGreaterThan(0);
      const mail = (await db.select().from(schema.outbox).where(eq(schema.outbox.to, email))).find((m) => m.subject.includes(invoice.invoiceNo))!;
      const [, mailBank, mailAccount, mailHolder] = /bank transfer to (.+?), account (\S+) \((.+?)\)/.exec(mail.text) ?? [];
      expect({ bank: mailBank, account: mailAccount, holder: mailHolder }).toEqual({ bank: company.bank, account: company.account, holder: company.name });

      // The invoice PDF linked from the page: the same account and holder, and the same company on its letterhead.
      const href = await page.getByRole("link", { name: "Download invoice (PDF)" }).getAttribute("href");
      const pdf = await page.request.get(href!);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      const text = await pdfText(await pdf.body());
      const [, pdfBank, pdfBranch, pdfHolder, pdfAccount] = /bank transfer to (.+?) \((.+?)\), (.+?), account (\S+),/.exec(text) ?? [];
      expect({ bank: pdfBank, branch: pdfBranch, holder: pdfHolder, account: pdfAccount }).toEqual({ bank: company.bank, branch: company.branch, holder: company.name, account: company.account });
      expect(text).toContain(company.address);
      expect(text.split(company.name).length - 1).toBeGreaterThanOrEqual(3);
    });
  });
}
