// Issue 40, item 10: the "refund sent" e-mail links to the origin every other admin mail uses
// (the request's, or the one configured origin), never to a http://localhost:PORT of its own.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { markRefundSent } from "~/payments/refunds.server";
import { first, run, tables, type DB } from "~/db.server";
import { appOrigin } from "~/utils/url.server";
import { freshDatabase } from "../support/test-db";

const actor = { id: 1, email: "admin@balimice.local", via: "console" as const };
let db: DB;

async function bankRefund(invoiceNo: string) {
  const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo))))!;
  const line = (await first(db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))))!;
  await run((d) => d.insert(tables.refunds).values({ invoiceId: invoice.id, lineId: line.id, refundKey: `test-${line.id}`, amount: 1_000_000, linePaid: line.totalPrice, initiatedBy: "admin", method: "bank", bankAccountName: "Ni Luh Sari", bankName: "BCA", bankAccount: "123" }));
  return (await first(db.select().from(tables.refunds).where(eq(tables.refunds.lineId, line.id))))!;
}
const lastMail = async () => (await first(db.select().from(tables.outbox).orderBy(desc(tables.outbox.id))))!;

beforeAll(async () => {
  db = await freshDatabase();
});

describe("the refund sent e-mail", () => {
  it("links to the admin's origin, as the other admin mails do", async () => {
    const refund = await bankRefund("INV-DEMO-0001");
    expect(await markRefundSent(refund.id, { reference: "TRF-1", actor, origin: "https://balimice.example" })).toEqual({ ok: true });
    const mail = await lastMail();
    expect(mail.subject).toContain("INV-DEMO-0001");
    expect(mail.text).toContain("https://balimice.example/voucher/INV-DEMO-0001");
    expect(mail.text).not.toMatch(/localhost/);
  });

  it("without a request, uses the one configured origin (appOrigin)", async () => {
    const refund = await bankRefund("INV-DEMO-0004");
    expect(await markRefundSent(refund.id, { reference: "TRF-2", actor })).toEqual({ ok: true });
    expect((await lastMail()).text).toContain(`${appOrigin()}/voucher/INV-DEMO-0004`);
  });
});
