import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { type DB, tables } from "~/db.server";
import { action as confirmationAction } from "~/routes/payment-confirmation";
import { loader as filesLoader } from "~/routes/files.$";
import { action as uploadAction } from "~/routes/v1.file.upload";
import { loader as receiptLoader } from "~/routes/v1.file.receipt";
import { action as apiConfirmationAction } from "~/routes/v1.confirmation";
import { checkReceipt, FILE_TOO_LARGE, parseReceiptForm } from "~/payments/upload.server";
import { createTestInvoice } from "../support/invoices";
import { freshDatabase } from "../support/test-db";

let db: DB;
const MB = 1024 * 1024;

const pdfBytes = (size = 2048) => {
  const b = new Uint8Array(size);
  b.set(new TextEncoder().encode("%PDF-1.7\n"));
  return b;
};
const elfBytes = () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(600).fill(0)]);
const mzBytes = () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(600).fill(0)]);
// A real 1 x 1 PNG: image receipts are decoded and re-encoded before storage (ADR 0093).
const pngBytes = () =>
  new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));

function storedReceipts(): string[] {
  const dir = path.join(process.env.STORAGE_DIR!, "receipts");
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)) : [];
}

function confirmationForm(invoiceNo: string, token: string, file: File | null, overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    invoice: invoiceNo,
    token,
    fullName: "Komang Tester",
    email: "komang@example.test",
    paymentTime: "2026-01-05T10:30",
    amount: "1500000",
    bankAccountName: "Komang Tester",
    bankName: "BCA",
    bankAccount: "1234567890",
    bankAddress: "Denpasar",
    destinationBankAccountName: "PT Bali MICE",
    destinationBankName: "Bank Mandiri",
    destinationBankAccount: "9876543210",
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("receipt", file);
  return new Request(`http://localhost/payment-confirmation?invoice=${invoiceNo}&token=${token}`, { method: "POST", body: form });
}

const callAction = async (request: Request) => {
  try {
    return await confirmationAction({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

beforeAll(async () => {
  db = await freshDatabase();
});

describe("receipt checks (by content, at most 4 MB)", () => {
  test("a 5 MB receipt and executables named .pdf are refused; images and PDFs pass", async () => {
    expect(await checkReceipt(pdfBytes(5 * MB))).toEqual({ ok: false, problem: "tooBig" });
    expect(await checkReceipt(new File([elfBytes()], "receipt.pdf", { type: "application/pdf" }))).toEqual({ ok: false, problem: "type" });
    expect(await checkReceipt(new File([mzBytes()], "receipt.pdf", { type: "application/pdf" }))).toEqual({ ok: false, problem: "type" });
    expect(await checkReceipt(null)).toEqual({ ok: false, problem: "missing" });
    expect(await checkReceipt(new File([], ""))).toEqual({ ok: false, problem: "missing" });
    expect(await checkReceipt(new File([pdfBytes()], "r.pdf"))).toMatchObject({ ok: true, type: { ext: "pdf" } });
    expect(await checkReceipt(new File([pngBytes()], "photo.exe"))).toMatchObject({ ok: true, type: { ext: "png" } });
  });

  test("the multipart parser drains an oversized file and keeps the other fields", async () => {
    const form = new FormData();
    form.append("fullName", "Wayan");
    form.append("receipt", new File([pdfBytes(5 * MB)], "big.pdf", { type: "application/pdf" }));
    const body = new Request("http://localhost/x", { method: "POST", body: form });
    const parsed = await parseReceiptForm(body, "receipt");
    expect(parsed.get("fullName")).toBe("Wayan");
    expect(parsed.get("receipt")).toBe(FILE_TOO_LARGE);
  });
});

describe("payment confirmation page action", () => {
  test("refuses a 5 MB receipt and a disguised executable with a message next to the field, storing nothing", async () => {
    const invoice = await createTestInvoice(db);
    for (const [file, message] of [
      [new File([pdfBytes(5 * MB)], "receipt.pdf", { type: "application/pdf" }), "File is too big!"],
      [new File([elfBytes()], "receipt.pdf", { type: "application/pdf" }), "The receipt must be an image (JPG, PNG, WebP, GIF) or a PDF file"],
      [new File([mzBytes()], "receipt.pdf", { type: "application/pdf" }), "The receipt must be an image (JPG, PNG, WebP, GIF) or a PDF file"],
    ] as const) {
      const response = await callAction(confirmationForm(invoice.invoiceNo, invoice.accessToken, file));
      expect(response.status).toBe(400);
      const data = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      expect(data.result.error.receipt).toEqual([message]);
      // What the user typed comes back.
      expect(data.result.initialValue.bankAccount).toBe("1234567890");
    }
    const rows = await db.select().from(tables.paymentConfirmations).where(eq(tables.paymentConfirmations.invoiceId, invoice.id));
    expect(rows).toHaveLength(0);
    expect(storedReceipts()).toHaveLength(0);
  });

  test("stores a valid confirmation with its receipt under a private key and tells the admins", async () => {
    const invoice = await createTestInvoice(db);
    const response = await callAction(
      confirmationForm(invoice.invoiceNo, invoice.accessToken, new File([pdfBytes()], "transfer.pdf", { type: "application/pdf" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`);
    const [row] = await db.select().from(tables.paymentConfirmations).where(eq(tables.paymentConfirmations.invoiceId, invoice.id));
    expect(row).toMatchObject({ fullName: "Komang Tester", amount: 1500000, paymentTime: "2026-01-05 10:30:00", bankName: "BCA" });
    expect(row.fileKey).toMatch(new RegExp(`^receipts/${invoice.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(storedReceipts()).toHaveLength(1);
    const adminMail = (await db.select().from(tables.outbox).where(eq(tables.outbox.to, "admin@balimice.local"))).at(-1);
    expect(adminMail?.subject).toBe(`Payment confirmation for invoice ${invoice.invoiceNo}`);

    // Receipts are never served publicly.
    await expect(filesLoader({ request: new Request("http://localhost/files/x"), params: { "*": row.fileKey! }, context: {} })).rejects.toMatchObject({
      status: 404,
    });
  });

  test("a wrong token is a 404 and required fields get their messages", async () => {
    const invoice = await createTestInvoice(db);
    const wrong = await callAction(confirmationForm(invoice.invoiceNo, "not-the-token", new File([pdfBytes()], "r.pdf")));
    expect(wrong.status).toBe(404);
    const empty = await callAction(confirmationForm(invoice.invoiceNo, invoice.accessToken, null, { fullName: "", bankAccount: "12ab" }));
    const data = (await empty.json()) as { result: { error: Record<string, string[]> } };
    expect(data.result.error).toMatchObject({
      fullName: ["Please fill your full name"],
      bankAccount: ["The account number may only contain digits"],
      receipt: ["Please attach your transfer receipt"],
    });
  });
});

describe("/v1 file upload and confirmation", () => {
  const upload = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return uploadAction({ request: new Request("http://localhost/v1/file/upload", { method: "POST", body: form }), params: {}, context: {} });
  };

  test("refuses a 5 MB file and an executable; a receipt upload can then be confirmed", async () => {
    expect((await upload(new File([pdfBytes(5 * MB)], "a.pdf"))).status).toBe(413);
    expect((await upload(new File([elfBytes()], "a.pdf"))).status).toBe(400);

    const ok = await upload(new File([pngBytes()], "a.png"));
    expect(ok.status).toBe(201);
    const { data } = (await ok.json()) as { data: { fileFullUrl: string } };
    // An absolute, signed link the uploader can fetch (ADR 0132); tampering with it finds nothing.
    expect(data.fileFullUrl).toMatch(/^http:\/\/localhost\/v1\/file\/receipt\?key=receipts%2Fuploads%2F[0-9a-f-]{36}\.png&expires=\d+&signature=/);
    const fetched = await receiptLoader({ request: new Request(data.fileFullUrl), params: {}, context: {} });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    // Another first character of the signature (a fixed one would match it once in 64 runs).
    const forged = data.fileFullUrl.replace(/signature=(.)/, (_, c: string) => `signature=${c === "x" ? "y" : "x"}`);
    expect((await receiptLoader({ request: new Request(forged), params: {}, context: {} })).status).toBe(404);

    const invoice = await createTestInvoice(db);
    const post = (body: Record<string, unknown>) =>
      apiConfirmationAction({
        request: new Request("http://localhost/v1/confirmation", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        params: {},
        context: {},
      });
    const payload = {
      invoiceId: invoice.invoiceNo,
      token: invoice.accessToken,
      fullName: "Komang",
      email: "komang@example.test",
      paymentTime: "2026-01-05 10:30:00",
      amount: invoice.totalCost,
      bankAccountName: "Komang",
      bankName: "BNI",
      bankAccount: "555",
      fileFullUrl: data.fileFullUrl,
    };
    expect((await post({ ...payload, token: "nope" })).status).toBe(404);
    expect((await post({ ...payload, fileFullUrl: "venues/1/image-1.jpg" })).status).toBe(400);
    const created = await post(payload);
    expect(created.status).toBe(201);
    expect(((await created.json()) as { message: string }).message).toBe("Your payment confirmation has been send!");
  });
});
