import { expect, test } from "./support/test";
import { desc, eq } from "drizzle-orm";
import { formatRupiah } from "../../app/utils/format";
import { createTestInvoice } from "../support/invoices";
import { openE2eDb, schema } from "./support/payments-db";
import { first } from "~/db.server";

const db = openE2eDb();
const invoiceRow = async (id: number) => (await first(db.select().from(schema.invoices).where(eq(schema.invoices.id, id))))!;

test("PROCEED PAYMENT, Pay in the local sandbox: the invoice is paid and the voucher e-mail is sent", async ({ page }) => {
  const invoice = await createTestInvoice(db);
  await page.goto(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`);
  await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();

  await expect(page).toHaveURL(/\/payment-sandbox\/[\w-]+$/);
  await expect(page.getByTestId("sandbox-order-id")).toHaveText(invoice.invoiceNo);
  await expect(page.getByTestId("sandbox-amount")).toHaveText(formatRupiah(invoice.totalCost));
  // PAYMENT_SANDBOX=true (playwright.config.ts): the sandbox page says it is a test payment.
  await expect(page.getByText(/Test payment: no money moves/)).toBeVisible();
  const sandboxUrl = page.url();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/settlement\\?order_id=${invoice.invoiceNo}$`));
  await expect(page.getByTestId("test-payment")).toContainText("no money moved");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("payment-badge")).toHaveText("Paid in full");
  await expect(page.getByRole("link", { name: "Open invoice" })).toHaveAttribute(
    "href",
    `/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`,
  );
  await expect(page.getByRole("link", { name: "Open Voucher" })).toHaveAttribute(
    "href",
    `/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`,
  );

  const paid = await invoiceRow(invoice.id);
  expect(paid).toMatchObject({ status: "paid", paymentStatus: "Full Paid", gatewayStatus: "settlement" });
  expect(paid.voucherNo).toBeTruthy();
  const mail = await first(db.select().from(schema.outbox).where(eq(schema.outbox.to, invoice.email)).orderBy(desc(schema.outbox.id)));
  expect(mail?.text).toContain(`/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`);
  expect(mail?.subject).toMatch(/^\[TEST PAYMENT\] /);
  await page.getByRole("link", { name: "Open Voucher" }).click();
  await expect(page.getByTestId("paid-badge")).toBeVisible();
  await expect(page.getByTestId("test-payment")).toContainText("TEST PAYMENT");

  // A paid invoice cannot be paid again: the gateway page says so.
  await page.goto(sandboxUrl);
  await expect(page.getByText("This order can no longer be paid")).toBeVisible();
});

test("Fail in the sandbox leaves the invoice unpaid and offers to try again", async ({ page }) => {
  const invoice = await createTestInvoice(db, { lines: 1 });
  await page.goto(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`);
  await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment refused" })).toBeVisible();
  await expect(page.getByTestId("payment-badge")).toHaveText("Awaiting payment");
  expect((await invoiceRow(invoice.id)).status).toBe("pending");

  await page.getByRole("button", { name: "PROCEED PAYMENT" }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
});

test("bank transfer confirmation: a disguised executable is refused, then a PDF receipt is sent", async ({ page }) => {
  const invoice = await createTestInvoice(db, { lines: 1 });
  await page.goto(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`);
  await expect(page.getByLabel("Full name")).toHaveValue("Komang Tester");
  await expect(page.getByLabel("Amount (Rp)")).toHaveValue(String(invoice.totalCost));

  await page.getByLabel("Payment time (Bali time)").fill("2026-01-05T10:30");
  await page.getByLabel("Account holder name").fill("Komang Tester");
  await page.getByLabel("Bank name", { exact: true }).fill("BCA");
  await page.getByLabel("Account number", { exact: true }).fill("1234567890");
  const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2000)]);
  await page.getByLabel("Transfer receipt").setInputFiles({ name: "receipt.pdf", mimeType: "application/pdf", buffer: exe });
  await page.getByRole("button", { name: "Send Confirmation" }).click();

  await expect(page.getByText("The receipt must be an image (JPG, PNG, WebP, GIF) or a PDF file")).toBeVisible();
  await expect(page.getByLabel("Account number", { exact: true })).toHaveValue("1234567890");
  expect(await db.select().from(schema.paymentConfirmations).where(eq(schema.paymentConfirmations.invoiceId, invoice.id))).toHaveLength(0);

  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2000, 0x20)]);
  await page.getByLabel("Transfer receipt").setInputFiles({ name: "transfer.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Send Confirmation" }).click();
  await expect(page.getByText("Your payment confirmation has been send!")).toBeVisible();
  await expect(page.getByTestId("confirmations-received")).toBeVisible();

  const rows = await db.select().from(schema.paymentConfirmations).where(eq(schema.paymentConfirmations.invoiceId, invoice.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ bankName: "BCA", amount: invoice.totalCost, paymentTime: "2026-01-05 10:30:00" });
  expect(rows[0].fileKey).toMatch(/^receipts\//);
  expect((await page.request.get(`/files/${rows[0].fileKey}`)).status()).toBe(404);
});

test("someone else's invoice or a forged notification gets nowhere", async ({ page }) => {
  const invoice = await createTestInvoice(db, { lines: 1 });
  const wrongToken = await page.goto(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=guess`);
  expect(wrongToken?.status()).toBe(404);
  const pay = await page.request.post("/checkout/pay", { form: { invoiceNo: invoice.invoiceNo, token: "guess" }, maxRedirects: 0 });
  expect(pay.status()).toBe(404);
  const forged = await page.request.post("/v1/payment/notification", {
    data: {
      order_id: invoice.invoiceNo,
      status_code: "200",
      gross_amount: `${invoice.totalCost}.00`,
      transaction_status: "settlement",
      signature_key: "f".repeat(128),
    },
  });
  expect(forged.status()).toBe(401);
  expect((await invoiceRow(invoice.id)).status).toBe("pending");
});

test("/v1 API: payment/process answers the redirect_url; file/upload checks size and content", async ({ page }) => {
  const invoice = await createTestInvoice(db, { lines: 1 });
  const missing = await page.request.post("/v1/payment/process", { data: { order_id: invoice.invoiceNo } });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).message).toBe("Please check contact detail!");
  const processed = await page.request.post("/v1/payment/process", {
    data: { order_id: invoice.invoiceNo, gross_amount: invoice.totalCost, token: invoice.accessToken },
  });
  expect(processed.status()).toBe(200);
  expect((await processed.json()).data.redirect_url).toMatch(/\/payment-sandbox\/[\w-]+$/);

  const big = await page.request.post("/v1/file/upload", {
    multipart: { file: { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4"), Buffer.alloc(5 * 1024 * 1024)]) } },
  });
  expect(big.status()).toBe(413);
  const elf = await page.request.post("/v1/file/upload", {
    multipart: { file: { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]) } },
  });
  expect(elf.status()).toBe(400);
  const ok = await page.request.post("/v1/file/upload", {
    multipart: { file: { name: "r.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4"), Buffer.alloc(100)]) } },
  });
  expect(ok.status()).toBe(201);
  // A signed link the uploader can fetch (ADR 0132); the file itself stays out of /files/*.
  const link = (await ok.json()).data.fileFullUrl as string;
  expect(link).toMatch(/\/v1\/file\/receipt\?key=receipts%2Fuploads%2F[0-9a-f-]{36}\.pdf&expires=\d+&signature=/);
  const fetched = await page.request.get(link);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("application/pdf");
});
