// Scheduled work on the job runner (ADR 0102), run deterministically with an injected clock:
// invoice expiry, reminders (each sent once) and the cleanup of unused API receipt uploads.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { getEnv } from "~/env.server";
import { runDueJobs } from "~/jobs/runner.server";
import { scheduleRecurringJobs } from "~/jobs/scheduled.server";
import { getStorage } from "~/storage/storage.server";
import { createLineInvoice } from "../support/ops-fixtures";
import { freshDatabase } from "../support/test-db";

const HOUR = 3_600_000;
let db: DB;
let productId: number;
let vendorEmail: string;
let supplier: typeof schema.suppliers.$inferSelect;
let venue: typeof schema.venues.$inferSelect;

beforeAll(async () => {
  db = await freshDatabase();
  const product = db.select().from(schema.products).get()!;
  productId = product.id;
  supplier = db.select().from(schema.suppliers).where(eq(schema.suppliers.id, product.supplierId)).get()!;
  venue = db.select().from(schema.venues).where(eq(schema.venues.id, product.venueId)).get()!;
  vendorEmail = db.select().from(schema.users).where(eq(schema.users.id, supplier.userId)).get()!.email;
});

// Each test starts its own clock: recurring tasks due at `now`.
let now: Date;
beforeEach(() => {
  now = new Date();
  db.delete(schema.jobs).run();
  scheduleRecurringJobs(now);
});

/** Runs what is due `hours` after the test's start. */
const runAt = (hours: number) => runDueJobs({ now: new Date(now.getTime() + hours * HOUR) });
const mailsTo = (email: string) => db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all();
const setInvoice = (id: number, values: Partial<typeof schema.invoices.$inferInsert>) =>
  db.update(schema.invoices).set(values).where(eq(schema.invoices.id, id)).run();

describe("invoice expiry", () => {
  it("runs on the runner: an unpaid invoice past its deadline expires, a paid one does not", async () => {
    const unpaid = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 72 * HOUR) }).invoice;
    const paid = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 96 * HOUR) }).invoice;
    setInvoice(unpaid.id, { expiresAt: new Date(now.getTime() - 60_000) });
    setInvoice(paid.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now, expiresAt: new Date(now.getTime() - 60_000) });
    await runAt(0);
    const status = (id: number) => db.select().from(schema.invoices).where(eq(schema.invoices.id, id)).get()!.status;
    expect(status(unpaid.id)).toBe("expired");
    expect(status(paid.id)).toBe("paid");
    // Rescheduled, not finished.
    const job = db.select().from(schema.jobs).where(eq(schema.jobs.key, "every:invoices.expire")).get()!;
    expect(job.status).toBe("pending");
    expect(job.runAt.getTime()).toBe(now.getTime() + 5 * 60_000);
  });
});

describe("reminders", () => {
  it("tells the planner once when the payment deadline is 12 hours away", async () => {
    const soon = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 200 * HOUR) }).invoice;
    const later = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 210 * HOUR) }).invoice;
    setInvoice(soon.id, { expiresAt: new Date(now.getTime() + 11 * HOUR) });
    setInvoice(later.id, { expiresAt: new Date(now.getTime() + 13 * HOUR) });
    await runAt(0);
    const mail = mailsTo(soon.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(soon.invoiceNo);
    expect(mail[0].text).toContain(`/confirmation?id=${encodeURIComponent(soon.invoiceNo)}&token=`);
    expect(mailsTo(later.email)).toHaveLength(0);
    // The next runs send nothing new to the first; the second is reminded once it is 12 hours away.
    await runAt(0.5);
    await runAt(1.2);
    expect(mailsTo(soon.email)).toHaveLength(1);
    expect(mailsTo(later.email)).toHaveLength(1);
  });

  it("tells the planner once the day before the event, with the venue's address and the vendor's contact", async () => {
    const { invoice } = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 20 * HOUR) });
    setInvoice(invoice.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now, voucherNo: `VC-${crypto.randomUUID().slice(0, 8)}` });
    const notYet = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 30 * HOUR) }).invoice;
    setInvoice(notYet.id, { status: "paid", paymentStatus: "Full Paid", paidAt: now });
    await runAt(0);
    const mail = mailsTo(invoice.email).filter((m) => m.subject.startsWith("Tomorrow"));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(venue.address);
    expect(mail[0].text).toContain(vendorEmail);
    if (supplier.phone) expect(mail[0].text).toContain(supplier.phone);
    expect(mailsTo(notYet.email).filter((m) => m.subject.startsWith("Tomorrow"))).toHaveLength(0);
    await runAt(0.5);
    expect(mailsTo(invoice.email).filter((m) => m.subject.startsWith("Tomorrow"))).toHaveLength(1);
  });

  it("tells the vendor once when a paid booking has waited 24 hours for acknowledgement", async () => {
    const waiting = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 100 * HOUR) }).invoice;
    const acknowledged = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 110 * HOUR) });
    const fresh = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 120 * HOUR) }).invoice;
    setInvoice(waiting.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 25 * HOUR) });
    setInvoice(acknowledged.invoice.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 25 * HOUR) });
    db.update(schema.reservationLines).set({ acknowledge: true }).where(eq(schema.reservationLines.id, acknowledged.lineIds[0])).run();
    setInvoice(fresh.id, { status: "paid", paymentStatus: "Full Paid", paidAt: new Date(now.getTime() - 2 * HOUR) });
    await runAt(0);
    await runAt(0.5);
    const reminders = db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, vendorEmail), like(schema.outbox.subject, "Please acknowledge%")))
      .all();
    expect(reminders.map((m) => m.subject)).toEqual([`Please acknowledge booking ${waiting.invoiceNo}`]);
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
    const { invoice } = createLineInvoice(db, { productId, startsAt: new Date(now.getTime() + 300 * HOUR) });
    db.insert(schema.paymentConfirmations)
      .values({ invoiceId: invoice.id, fullName: "A", email: "a@example.test", paymentTime: "2026-01-01 10:00:00", amount: 1, bankAccountName: "A", bankName: "BCA", bankAccount: "1", fileKey: oldUsed })
      .run();
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
