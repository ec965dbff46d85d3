// The admin's /admin overview (ADR 0230): bank transfers waiting for confirmation with their
// receipt links, events starting today (Bali day, live invoices only), undelivered e-mail and
// recent inquiries, each with the link to where it is handled; admins only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, write, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader } from "~/routes/admin._index";
import { addDaysIso, baliIsoDate, baliToUtc } from "~/utils/format";
import { createLineInvoice } from "../support/ops-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let product: number;
let adminCookie: string;
let vendorCookie: string;

type Overview = {
  payments: { total: number; rows: { invoiceNo: string; receiptUrl: string | null; handleUrl: string; amount: string }[] };
  checkIns: { id: number; time: string; invoiceNo: string; handleUrl: string }[];
  mail: { total: number; givenUp: number; rows: { subject: string }[] };
  inquiries: { total: number; rows: { id: number; name: string; handleUrl: string }[] };
};

beforeAll(async () => {
  db = await freshDatabase();
  const byEmail = async (email: string) => (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  adminCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.admin.email)).id);
  vendorCookie = await sessionCookieFor((await byEmail(DEMO_ACCOUNTS.vendor.email)).id);
  product = (await first(db.select().from(tables.products)))!.id;
});

const overview = async (cookie = adminCookie) => callRoute(loader, new Request("http://app.test/admin", { headers: { Cookie: cookie } }));
const read = async () => (await (await overview()).json()) as Overview;

async function confirm(invoiceId: number, withReceipt: boolean) {
  return (await write((db) => db
      .insert(tables.paymentConfirmations)
      .values({
        invoiceId,
        fullName: "Made Transfer",
        email: "made@example.test",
        paymentTime: `${baliIsoDate()} 09:00:00`,
        amount: 1_500_000,
        bankAccountName: "Made Transfer",
        bankName: "BCA",
        bankAccount: "1234567890",
        fileKey: withReceipt ? "receipts/1/receipt.jpg" : null,
      })
      .returning()))[0];
}

describe("admin overview", () => {
  it("lists announced bank transfers of pending invoices with the receipt and the invoice's line; gone once paid", async () => {
    const { invoice, lineIds } = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(addDaysIso(baliIsoDate(), 40), "10:00") });
    const withReceipt = await confirm(invoice.id, true);
    const other = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(addDaysIso(baliIsoDate(), 41), "10:00") });
    await confirm(other.invoice.id, false);

    let data = await read();
    const row = data.payments.rows.find((p) => p.invoiceNo === invoice.invoiceNo)!;
    expect(row).toMatchObject({ receiptUrl: `/admin/receipts/${withReceipt.id}`, amount: "Rp 1.500.000" });
    expect(row.handleUrl).toBe(`/admin/manage-payments?q=${invoice.invoiceNo}&detail=${lineIds[0]}`);
    expect(data.payments.rows.find((p) => p.invoiceNo === other.invoice.invoiceNo)?.receiptUrl).toBeNull();
    const before = data.payments.total;

    await run((db) => db.update(tables.invoices).set({ status: "paid", paymentStatus: "Full Paid" }).where(eq(tables.invoices.id, invoice.id)));
    data = await read();
    expect(data.payments.rows.map((p) => p.invoiceNo)).not.toContain(invoice.invoiceNo);
    expect(data.payments.total).toBe(before - 1);
  });

  it("shows events starting today (Bali time) of live invoices, not tomorrow's or cancelled ones", async () => {
    const today = baliIsoDate();
    const early = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(today, "00:00") });
    const late = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(today, "23:00") });
    const tomorrow = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(addDaysIso(today, 1), "00:00") });
    const cancelled = await createLineInvoice(db as never, { productId: product, startsAt: baliToUtc(today, "12:00") });
    await run((db) => db.update(tables.invoices).set({ status: "cancelled" }).where(eq(tables.invoices.id, cancelled.invoice.id)));

    const ids = (await read()).checkIns.map((c) => c.id);
    expect(ids).toContain(early.lineIds[0]);
    expect(ids).toContain(late.lineIds[0]);
    expect(ids).not.toContain(tomorrow.lineIds[0]);
    expect(ids).not.toContain(cancelled.lineIds[0]);
    const lateRow = (await read()).checkIns.find((c) => c.id === late.lineIds[0])!;
    expect(lateRow.time).toBe("23:00");
    expect(lateRow.handleUrl).toBe(`/admin/manage-payments?q=${late.invoice.invoiceNo}&detail=${late.lineIds[0]}`);
  });

  it("counts undelivered e-mail (given up ones apart) and shows the newest inquiries with their anchor", async () => {
    await run((db) => db.insert(tables.outbox).values({ to: "lost@example.test", subject: "Your voucher (overview test)", text: "x", status: "failed", attempts: 12 }));
    const inquiry = (await write((db) => db.insert(tables.inquiries).values({ name: "Ketut Enquirer", email: "k@example.test", phone: "0812", note: "Gala for 300" }).returning()))[0];
    const data = await read();
    expect(data.mail.givenUp).toBeGreaterThanOrEqual(1);
    expect(data.mail.total).toBeGreaterThanOrEqual(data.mail.givenUp);
    expect(data.inquiries.rows[0]).toMatchObject({ id: inquiry.id, name: "Ketut Enquirer", handleUrl: `/admin/inquiries#inquiry-${inquiry.id}` });
  });

  it("is for the admin only: a vendor or a guest is sent to log in", async () => {
    for (const cookie of [vendorCookie, ""]) {
      const res = await overview(cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/login/);
    }
  });
});
