// The admin's payouts (ADR 0257): each vendor's available shares in one transfer. Creating a
// batch takes every available vendor-share entry at most once (payout_items has each entry
// once), so creating the same batch again pays nothing twice. Vendors without complete,
// verified bank data are flagged and skipped. Every step is audited.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { getDb, getEngine, tables, write, run, first, transaction } from "~/db.server";
import { byEngine } from "~/db/engine.server";
import { availableEntries } from "~/ledger/earnings.server";
import { commissionBpsFor, DEFAULT_COMMISSION_BPS, platformCommissionBps, TEST_PAID_VIA } from "~/ledger/ledger.server";
import { getEnv } from "~/env.server";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { BRAND } from "~/utils/constants";
import { fill, mailStrings } from "~/mail/mail-language.server";
import { toCsv } from "~/utils/csv";
import { addDaysIso, baliIsoDate, baliToUtc, formatDate, formatInvoiceDate, formatRupiah } from "~/utils/format";

export function bankProblem(s: Pick<typeof tables.suppliers.$inferSelect, "accountHolderName" | "bankName" | "bankAccount" | "bankVerifiedAt">): string | null {
  if (!s.accountHolderName.trim() || !s.bankName.trim() || !s.bankAccount.trim()) return "bank data missing";
  if (!s.bankVerifiedAt) return "bank data not verified";
  return null;
}

/** Every vendor with something available (or in an unpaid payout), for the admin's payouts page. */
export async function payoutOverview(now = new Date()) {
  const db = getDb();
  const vendors = await db.select().from(tables.suppliers).orderBy(asc(tables.suppliers.name));
  return (await Promise.all(vendors
    .map(async (v) => {
      const available = (await availableEntries(db, v.id, now)).reduce((s, e) => s + e.amount, 0);
      return { id: v.id, name: v.name || `Vendor ${v.id}`, available, problem: bankProblem(v), commissionBps: v.commissionBps, bank: `${v.bankName} ${v.bankAccount} (${v.accountHolderName})`.trim() };
    })))
    .filter((v) => v.available !== 0);
}

export type PayoutRunResult = { batch: string; created: { supplierId: number; payoutId: number; amount: number }[]; skipped: { supplierId: number; reason: string }[] };

/** Creates payouts for these vendors (all with something available when omitted), one batch. */
export async function createPayouts({ supplierIds, actor, now = new Date(), batch }: { supplierIds?: number[]; actor: AuditActor; now?: Date; batch?: string }): Promise<PayoutRunResult> {
  const db = getDb();
  const batchId = batch ?? `PB-${baliIsoDate(now).replace(/-/g, "")}-${now.getTime().toString(36).toUpperCase()}`;
  return await transaction(async (tx): Promise<PayoutRunResult> => {
        const result: PayoutRunResult = { batch: batchId, created: [], skipped: [] };
        const vendors = (await tx.select().from(tables.suppliers)).filter((v) => !supplierIds || supplierIds.includes(v.id));
        for (const v of vendors) {
          const entries = await availableEntries(tx, v.id, now);
          const amount = entries.reduce((s, e) => s + e.amount, 0);
          if (!entries.length || amount <= 0) continue;
          const problem = bankProblem(v);
          if (problem) {
            result.skipped.push({ supplierId: v.id, reason: problem });
            continue;
          }
          const payout = (await write((db) => db
                    .insert(tables.payouts)
                    .values({ supplierId: v.id, batch: batchId, amount, reference: `${batchId}-V${v.id}`, accountHolder: v.accountHolderName, bankName: v.bankName, bankAccount: v.bankAccount, beneficiary: v.beneficiary, createdAt: now })
                    .returning()))[0];
          for (const e of entries) await run((db) => db.insert(tables.payoutItems).values({ payoutId: payout.id, entryId: e.id }));
          await recordAudit(tx, actor, { action: "payoutCreate", subject: `payout ${payout.reference} to ${v.name || `vendor ${v.id}`}`, newValue: formatRupiah(amount) }, now);
          result.created.push({ supplierId: v.id, payoutId: payout.id, amount });
        }
        return result;
      });
}

export const PAYOUT_MESSAGES = {
  reference: msg("admin.transferReference"),
  date: msg("admin.payoutDate"),
  notOpen: msg("admin.payoutNotOpen"),
} as const;

/** The admin marks a payout paid with the transfer's reference and date; the vendor gets its statement. */
export async function markPayoutPaid(payoutId: number, { reference, paidOn, actor, origin, now = new Date() }: { reference: string; paidOn: string; actor: AuditActor; origin: string; now?: Date }) {
  const ref = reference.trim();
  if (!ref || ref.length > 100) return { ok: false as const, message: PAYOUT_MESSAGES.reference };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return { ok: false as const, message: PAYOUT_MESSAGES.date };
  const db = getDb();
  const mailId = await transaction(async (tx) => {
        const payout = await first(tx.select().from(tables.payouts).where(eq(tables.payouts.id, payoutId)));
        if (!payout || payout.status === "paid") return null;
        await run((db) => db.update(tables.payouts).set({ status: "paid", transferReference: ref, paidOn, paidAt: now }).where(eq(tables.payouts.id, payout.id)));
        await recordAudit(tx, actor, { action: "payoutPaid", subject: `payout ${payout.reference}`, oldValue: "created", newValue: `paid ${formatRupiah(payout.amount)} on ${paidOn}, reference ${ref}` }, now);
        const vendor = await first(tx
                .select({ email: tables.users.email, name: tables.suppliers.name, language: tables.users.language })
                .from(tables.suppliers)
                .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
                .where(eq(tables.suppliers.id, payout.supplierId)));
        if (!vendor) return 0;
        const lines = await tx
                .select({ productName: tables.reservationLines.productName, startsAt: tables.reservationLines.startsAt, amount: sql<number>`sum(${tables.ledgerEntries.amount})`.mapWith(Number) })
                .from(tables.payoutItems)
                .innerJoin(tables.ledgerEntries, eq(tables.ledgerEntries.id, tables.payoutItems.entryId))
                .innerJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
                .where(eq(tables.payoutItems.payoutId, payout.id))
                .groupBy(tables.reservationLines.id);
        const link = `${origin}/dashboard/earnings`;
        // In the vendor user's language (ADR 0322).
        const lang = vendor.language;
        const t = mailStrings(lang);
        return await queueMail(
          tx,
          withLinks(
            {
              to: vendor.email,
              subject: fill(t.payoutSubject, { brand: BRAND, reference: payout.reference, amount: formatRupiah(payout.amount) }),
              text: [
                fill(t.dear, { name: vendor.name || t.partner }),
                fill(t.payoutText, { amount: formatRupiah(payout.amount), bank: payout.bankName, account: payout.bankAccount, holder: payout.accountHolder, date: formatInvoiceDate(new Date(`${paidOn}T00:00:00+08:00`), lang), reference: ref }),
                `${t.payoutStatement}\n${lines.map((l) => `- ${l.productName}, ${formatInvoiceDate(l.startsAt, lang)}: ${formatRupiah(Number(l.amount))}`).join("\n")}`,
                fill(t.payoutEarnings, { link }),
              ].join("\n\n"),
            },
            [link],
          ),
        );
      });
  if (mailId === null) return { ok: false as const, message: PAYOUT_MESSAGES.notOpen };
  if (mailId) await deliverQueuedMail([mailId]);
  return { ok: true as const };
}

export async function payoutBatches() {
  return await getDb().select().from(tables.payouts).orderBy(sql`${tables.payouts.id} desc`).limit(200);
}

/** The bank's file for a batch: beneficiary, account holder, bank, account number, amount, reference. */
export async function payoutBatchCsv(batch: string): Promise<string | null> {
  const rows = await getDb().select().from(tables.payouts).where(eq(tables.payouts.batch, batch)).orderBy(asc(tables.payouts.id));
  if (!rows.length) return null;
  return toCsv(
    ["beneficiary", "account_holder", "bank", "account_number", "amount", "reference"],
    rows.map((p) => [p.beneficiary, p.accountHolder, p.bankName, p.bankAccount, p.amount, p.reference]),
  );
}

/** The platform's commission (basis points), audited. */
export async function setPlatformCommission(bps: number, actor: AuditActor, now = new Date()): Promise<boolean> {
  if (!Number.isInteger(bps) || bps < 0 || bps > 5000) return false;
  const db = getDb();
  await transaction(async (tx) => {
        const before = await platformCommissionBps(tx);
        await run((db) => db.insert(tables.settings).values({ key: "commission_bps", value: String(bps), updatedAt: now }).onConflictDoUpdate({ target: tables.settings.key, set: { value: String(bps), updatedAt: now } }));
        await recordAudit(tx, actor, { action: "commission", subject: "platform commission", oldValue: `${before / 100} %`, newValue: `${bps / 100} %` }, now);
      });
  return true;
}

/** A vendor's own commission (null: the platform's), audited. */
export async function setVendorCommission(supplierId: number, bps: number | null, actor: AuditActor, now = new Date()): Promise<boolean> {
  if (bps !== null && (!Number.isInteger(bps) || bps < 0 || bps > 5000)) return false;
  const db = getDb();
  return await transaction(async (tx) => {
      const vendor = await first(tx.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
      if (!vendor) return false;
      await run((db) => db.update(tables.suppliers).set({ commissionBps: bps }).where(eq(tables.suppliers.id, supplierId)));
      await recordAudit(tx, actor, { action: "commission", subject: `commission of ${vendor.name || `vendor ${supplierId}`}`, oldValue: vendor.commissionBps === null ? "platform rate" : `${vendor.commissionBps / 100} %`, newValue: bps === null ? "platform rate" : `${bps / 100} %` }, now);
      return true;
    });
}

/** The admin checked the vendor's bank data: payouts may go to it (until the vendor changes it). */
export async function verifyBankData(supplierId: number, actor: AuditActor, now = new Date()): Promise<boolean> {
  const db = getDb();
  return await transaction(async (tx) => {
      const vendor = await first(tx.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
      if (!vendor || !vendor.bankAccount.trim()) return false;
      await run((db) => db.update(tables.suppliers).set({ bankVerifiedAt: now }).where(eq(tables.suppliers.id, supplierId)));
      await recordAudit(tx, actor, { action: "bankVerified", subject: `bank data of ${vendor.name || `vendor ${supplierId}`}`, newValue: `${vendor.bankName} ${vendor.bankAccount}` }, now);
      return true;
    });
}

/** "2026-11": the Bali month of an instant stored as epoch milliseconds, in each engine's SQL (ADR 0338's twins). */
function baliMonth(instant: SQLiteColumn): SQL<string> {
  return byEngine(getEngine(), {
    sqlite: () => sql<string>`strftime('%Y-%m', (${instant} + 28800000) / 1000, 'unixepoch')`,
    postgres: () => sql<string>`to_char(to_timestamp((${instant} + 28800000) / 1000.0) at time zone 'UTC', 'YYYY-MM')`,
  });
}

/**
 * The two month bases of the money reports (ADR 0355): "payment", the Bali month the money moved
 * (the ledger entry's, the payout's transfer), and "event", the Bali month of the booking's event,
 * the vendor's basis (/dashboard/earnings). The admin's report offers both, so a vendor's month
 * can be reconciled with the admin's figures.
 */
export { REPORT_BASES, reportBasisOf, type ReportBasis } from "~/ledger/report-basis";
import type { ReportBasis } from "~/ledger/report-basis";
import { msg } from "~/i18n/message-ref";

export type ReportMonth = { month: string; revenue: number; refunds: number; commission: number; payouts: number; test: number };

/**
 * Revenue, refunds, commission and payouts by Bali month, for the admin's report, on either basis.
 * TEST money (sandbox, ADR 0356) is never revenue, commission or a payout: its payments are
 * shown apart (`test`).
 */
export async function monthlyReport({ basis = "payment" }: { basis?: ReportBasis } = {}): Promise<ReportMonth[]> {
  const db = getDb();
  const month =
    basis === "event"
      ? sql<string>`coalesce(${baliMonth(tables.reservationLines.startsAt)}, ${baliMonth(tables.ledgerEntries.at)})`
      : baliMonth(tables.ledgerEntries.at);
  const test = sql<number>`case when ${tables.invoices.paidVia} = ${TEST_PAID_VIA} then 1 else 0 end`;
  const rows = await db
      .select({ month, kind: tables.ledgerEntries.kind, test, amount: sql<number>`sum(${tables.ledgerEntries.amount})`.mapWith(Number) })
      .from(tables.ledgerEntries)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.ledgerEntries.invoiceId))
      .leftJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
      .groupBy(sql`1`, tables.ledgerEntries.kind, sql`3`);
  // Paid payouts: by the transfer's month, or by their bookings' event months (their items' shares).
  const paid =
    basis === "event"
      ? await db
          .select({ month, amount: sql<number>`sum(${tables.ledgerEntries.amount})`.mapWith(Number) })
          .from(tables.payoutItems)
          .innerJoin(tables.payouts, eq(tables.payouts.id, tables.payoutItems.payoutId))
          .innerJoin(tables.ledgerEntries, eq(tables.ledgerEntries.id, tables.payoutItems.entryId))
          .leftJoin(tables.reservationLines, eq(tables.reservationLines.id, tables.ledgerEntries.lineId))
          .where(eq(tables.payouts.status, "paid"))
          .groupBy(sql`1`)
      : await db
          .select({ month: baliMonth(tables.payouts.paidAt), amount: sql<number>`sum(${tables.payouts.amount})`.mapWith(Number) })
          .from(tables.payouts)
          .where(eq(tables.payouts.status, "paid"))
          .groupBy(sql`1`);
  const months = new Map<string, ReportMonth>();
  const at = (m: string) => months.get(m) ?? months.set(m, { month: m, revenue: 0, refunds: 0, commission: 0, payouts: 0, test: 0 }).get(m)!;
  for (const r of rows) {
    const m = at(r.month);
    const amount = Number(r.amount);
    if (Number(r.test)) {
      if (r.kind === "payment") m.test += amount;
      if (r.kind === "refund") m.test -= amount;
      continue;
    }
    if (r.kind === "payment") m.revenue += amount;
    if (r.kind === "refund") m.refunds += amount;
    if (r.kind === "commission") m.commission += amount;
  }
  for (const p of paid) if (p.month) at(p.month).payouts += Number(p.amount);
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

export const PAYOUT_WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type PayoutWeekday = (typeof PAYOUT_WEEKDAYS)[number];

/** The next payout day (PAYOUT_WEEKDAY, Bali): today when it is that day, else the next one. "2026-11-30". */
export function nextPayoutDay(now: Date, weekday: PayoutWeekday = getEnv().PAYOUT_WEEKDAY): string {
  const today = baliIsoDate(now);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDaysIso(today, (PAYOUT_WEEKDAYS.indexOf(weekday) - dow + 7) % 7);
}

/** When payouts happen, in the page's language: the weekday's name and the next payout's date (DD/MM/YYYY). */
export function payoutSchedule(now: Date, lang: "en" | "id" = "en") {
  const next = baliToUtc(nextPayoutDay(now));
  return {
    weekday: new Intl.DateTimeFormat(lang === "id" ? "id-ID" : "en-GB", { weekday: "long", timeZone: "Asia/Makassar" }).format(next),
    next: formatDate(next),
  };
}

/**
 * What the vendor is told about being paid (issue 40): the commission rate taken from each
 * booking, when payouts happen (every PAYOUT_WEEKDAY for bookings whose event has ended, ADR
 * 0355) and the account they go to, with what still stops a payout.
 */
export async function payoutTermsOf(supplierId: number, now = new Date(), lang: "en" | "id" = "en") {
  const db = getDb();
  const vendor = await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplierId)));
  if (!vendor) return null;
  return {
    commissionBps: await commissionBpsFor(db, supplierId),
    /** The vendor's own rate (an agreement) rather than the platform's. */
    ownRate: vendor.commissionBps !== null,
    schedule: payoutSchedule(now, lang),
    bank: { bankName: vendor.bankName, account: vendor.bankAccount, holder: vendor.accountHolderName },
    problem: bankProblem(vendor),
  };
}

export { DEFAULT_COMMISSION_BPS };
