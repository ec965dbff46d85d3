// Scheduled work on the job runner (ADR 0102), run deterministically with an injected clock:
// invoice expiry, reminders (each sent once) and the cleanup of unused API receipt uploads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { getEnv } from "~/env.server";
import { runDueJobs } from "~/jobs/runner.server";
import { drawAttachments } from "~/mail/mail.server";
import { scheduleRecurringJobs } from "~/background-work.server";
import { getStorage } from "~/storage/storage.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";

const HOUR = 3_600_000;
let db: DB;
let productId: number;
let vendorEmail: string;
let supplier: typeof tables.suppliers.$inferSelect;
let venue: typeof tables.venues.$inferSelect;

beforeAll(async () => {
  db = await freshDatabase();
  const product = (await first(db.select().from(tables.products)))!;
  productId = product.id;
  supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, product.supplierId))))!;
  venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.id, product.venueId))))!;
  vendorEmail = (await first(db.select().from(tables.users).where(eq(tables.users.id, supplier.userId))))!.email;
});

// Each test starts its own clock: recurring tasks due at `now`.
let now: Date;
beforeEach(async () => {
  now = new Date();
  await run((db) => db.delete(tables.jobs));
  await scheduleRecurringJobs(now);
});

/** Runs what is due `hours` after the test's start. */
const runAt = (hours: number) => runDueJobs({ now: new Date(now.getTime() + hours * HOUR) });
const mailsTo = async (email: string) => await db.select().from(tables.outbox).where(eq(tables.outbox.to, email));
const setInvoice = async (id: number, values: Partial<typeof tables.invoices.$inferInsert>) =>
  await run((db) => db.update(tables.invoices).set(values).where(eq(tables.invoices.id, id)));

describe("invoice expiry", () => {
  it("runs on the runner: an unpaid invoice past its deadline expires, a paid one does not", async () => {
    const unpaid = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 72 * HOUR) })).invoice;
    const paid = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 96 * HOUR) })).invoice;
    await setInvoice(unpaid.id, { expiresAt: new Date(now.getTime() - 60_000) });
    await setInvoice(paid.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now, expiresAt: new Date(now.getTime() - 60_000) });
    await runAt(0);
    const status = async (id: number) => (await first(db.select().from(tables.invoices).where(eq(tables.invoices.id, id))))!.status;
    expect(await status(unpaid.id)).toBe("expired");
    expect(await status(paid.id)).toBe("paid");
    // Rescheduled, not finished.
    const job = (await first(db.select().from(tables.jobs).where(eq(tables.jobs.key, "every:invoices.expire"))))!;
    expect(job.status).toBe("pending");
    expect(job.runAt.getTime()).toBe(now.getTime() + 5 * 60_000);
  });
});

describe("mail attachments", () => {
  // Mail is below the domain modules (ADR 0390): the app's wiring gives it the invoice PDF.
  it("draws an invoice PDF attached to a confirmation mail through the drawer the wiring registers", async () => {
    const { invoice } = await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 72 * HOUR) });
    const files = await drawAttachments(JSON.stringify([{ kind: "invoice-pdf", invoiceId: invoice.id }]));
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toBe("application/pdf");
    expect(files[0]!.filename).toContain(invoice.invoiceNo);
    expect(files[0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("reminders", () => {
  it("tells the planner once when the payment deadline is 12 hours away", async () => {
    const soon = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 200 * HOUR) })).invoice;
    const later = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 210 * HOUR) })).invoice;
    await setInvoice(soon.id, { expiresAt: new Date(now.getTime() + 11 * HOUR) });
    await setInvoice(later.id, { expiresAt: new Date(now.getTime() + 13 * HOUR) });
    await runAt(0);
    const mail = await mailsTo(soon.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(soon.invoiceNo);
    expect(mail[0].text).toContain(`/confirmation?id=${encodeURIComponent(soon.invoiceNo)}&token=`);
    expect(await mailsTo(later.email)).toHaveLength(0);
    // The next runs send nothing new to the first; the second is reminded once it is 12 hours away.
    await runAt(0.5);
    await runAt(1.2);
    expect(await mailsTo(soon.email)).toHaveLength(1);
    expect(await mailsTo(later.email)).toHaveLength(1);
  });

  it("tells the planner once the day before the event, with the venue's address and the vendor's contact", async () => {
    const { invoice } = await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 20 * HOUR) });
    await setInvoice(invoice.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now, voucherNo: `VC-${crypto.randomUUID().slice(0, 8)}` });
    const notYet = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 30 * HOUR) })).invoice;
    await setInvoice(notYet.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now });
    await runAt(0);
    const mail = (await mailsTo(invoice.email)).filter((m) => m.subject.startsWith("Tomorrow"));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(venue.address);
    expect(mail[0].text).toContain(vendorEmail);
    expect(supplier.phone).not.toBe("");
    expect(mail[0].text).toContain(supplier.phone);
    expect((await mailsTo(notYet.email)).filter((m) => m.subject.startsWith("Tomorrow"))).toHaveLength(0);
    await runAt(0.5);
    expect((await mailsTo(invoice.email)).filter((m) => m.subject.startsWith("Tomorrow"))).toHaveLength(1);
  });

  it("tells the vendor once when a paid booking has waited 24 hours for acknowledgement", async () => {
    const waiting = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 100 * HOUR) })).invoice;
    const acknowledged = await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 110 * HOUR) });
    const fresh = (await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 120 * HOUR) })).invoice;
    await setInvoice(waiting.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 25 * HOUR) });
    await setInvoice(acknowledged.invoice.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 25 * HOUR) });
    await run((db) => db.update(tables.reservationLines).set({ acknowledge: true }).where(eq(tables.reservationLines.id, acknowledged.lineIds[0])));
    await setInvoice(fresh.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 2 * HOUR) });
    await runAt(0);
    await runAt(0.5);
    const reminders = await db
          .select()
          .from(tables.outbox)
          .where(and(eq(tables.outbox.to, vendorEmail), like(tables.outbox.subject, "Please acknowledge%")));
    // The seeded demo has a paid booking of its own waiting for this vendor: only this test's three count here.
    const ours = [waiting.invoiceNo, acknowledged.invoice.invoiceNo, fresh.invoiceNo];
    expect(reminders.map((m) => m.subject).filter((s) => ours.some((no) => s.endsWith(no)))).toEqual([`Please acknowledge booking ${waiting.invoiceNo}`]);
    expect(reminders[0].text).toContain("/dashboard/manage-reservations");
  });
});

describe("unused receipt uploads", () => {
  it("are deleted 24 hours after upload unless a confirmation uses them", async () => {
    const storage = getStorage();
    const key = (name: string) => `receipts/uploads/${crypto.randomUUID()}.${name}`;
    const [oldUnused, oldUsed, recentUnused] = [key("jpg"), key("png"), key("pdf")];
    for (const k of [oldUnused, oldUsed, recentUnused]) await storage.put(k, new Uint8Array([1, 2, 3]), "application/octet-stream");
    const aged = new Date(now.getTime() - 25 * HOUR);
    for (const k of [oldUnused, oldUsed]) fs.utimesSync(path.join(getEnv().STORAGE_DIR, k), aged, aged);
    const { invoice } = await createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 300 * HOUR) });
    await run((db) => db.insert(tables.paymentConfirmations)
            .values({ invoiceId: invoice.id, fullName: "A", email: "a@example.test", paymentTime: "2026-01-01 10:00:00", amount: 1, bankAccountName: "A", bankName: "BCA", bankAccount: "1", fileKey: oldUsed }));
    await runAt(0);
    expect(await storage.get(oldUnused)).toBeNull();
    expect(await storage.get(oldUsed)).not.toBeNull();
    expect(await storage.get(recentUnused)).not.toBeNull();
    // A day later the recent one has had its 24 hours too.
    await runAt(25);
    expect(await storage.get(recentUnused)).toBeNull();
    expect(await storage.get(oldUsed)).not.toBeNull();
  });
});
