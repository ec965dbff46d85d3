// Balances of bookings secured by a deposit (ADR 0256), on the job runner: reminders 7 days
// and 1 day before the due date (each once: a sent_reminders row in the same transaction as the
// e-mail); the lapse of a balance still unpaid `BALANCE_GRACE_DAYS` after its due date is a
// cancellation (app/cancellations/lapsed-balances.server.ts).
import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import { getDb, tables, write, run, transaction } from "~/db.server";
import { queueMail, withLinks } from "~/mail/mail.server";
import { balanceOwed, defaultOrigin, DEPOSIT_LABEL, voucherUrl } from "~/payments/invoice-status.server";
import { BRAND } from "~/utils/constants";
import { fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { baliIsoDate, baliToUtc, formatDate, formatRupiah } from "~/utils/format";
import { msg } from "~/i18n/message-ref";

export const DAY = 24 * 60 * 60 * 1000;
export const BALANCE_REMINDERS = [
  { kind: "balance-7d", beforeMs: 7 * DAY },
  { kind: "balance-1d", beforeMs: 1 * DAY },
] as const;
export const BALANCE_GRACE_DAYS = 3;

/** Paid invoices secured by a deposit whose balance is still open, matching `where`. */
export async function depositInvoices(where: ReturnType<typeof and>) {
  return await getDb()
      .select()
      .from(tables.invoices)
      .where(and(eq(tables.invoices.status, "paid"), eq(tables.invoices.paymentStatus, DEPOSIT_LABEL), isNotNull(tables.invoices.balanceDueAt), where));
}

/** Reminds planners of balances due within 7 days and within 1 day; returns how many were queued. */
export async function remindBalances(now = new Date(), origin = defaultOrigin()): Promise<number> {
  const db = getDb();
  let sent = 0;
  // The 1-day reminder first: a booking already inside a day is not sent the 7-day one too.
  for (const { kind, beforeMs } of [...BALANCE_REMINDERS].reverse()) {
    for (const invoice of await depositInvoices(and(gt(tables.invoices.balanceDueAt, now), lte(tables.invoices.balanceDueAt, new Date(now.getTime() + beforeMs))))) {
      await transaction(async (tx) => {
                  const owed = await balanceOwed(tx, invoice);
                  if (owed <= 0) return;
                  const claimed = (await write((db) => db
                              .insert(tables.sentReminders)
                              .values({ kind, ref: String(invoice.id), sentAt: now })
                              .onConflictDoNothing()
                              .returning({ ref: tables.sentReminders.ref })))[0];
                  if (!claimed) return;
                  // One reminder a day at most: the 1-day one also stands for the 7-day one.
                  if (kind === "balance-1d") await run((db) => db.insert(tables.sentReminders).values({ kind: "balance-7d", ref: String(invoice.id), sentAt: now }).onConflictDoNothing());
                  const link = voucherUrl(origin, invoice);
                  const t = mailStrings(invoiceLanguage(invoice));
                  const date = formatDate(invoice.balanceDueAt!);
                  await queueMail(
                    tx,
                    withLinks(
                      {
                        to: invoice.email,
                        subject: fill(t.balanceSubject, { invoiceNo: invoice.invoiceNo, date }),
                        text: [
                          fill(t.dear, { name: invoice.name }),
                          fill(t.balanceText, { invoiceNo: invoice.invoiceNo, deposit: formatRupiah(invoice.amountPaid), balance: formatRupiah(owed), date }),
                          fill(t.balanceLink, { link }),
                          fill(t.balanceGrace, { days: BALANCE_GRACE_DAYS }),
                          BRAND,
                        ].join("\n\n"),
                      },
                      [link],
                    ),
                  );
                  sent++;
                });
    }
  }
  return sent;
}

/**
 * Balances of deposit bookings due within `withinDays` or overdue, soonest first: the admin's
 * overview (all) and the vendor's reservations and action centre (their lines' invoices).
 */
export async function balancesDue({ now = new Date(), withinDays = 7, supplierId }: { now?: Date; withinDays?: number; supplierId?: number } = {}) {
  const db = getDb();
  const invoices = await depositInvoices(lte(tables.invoices.balanceDueAt, new Date(now.getTime() + withinDays * DAY)));
  const rows = (await Promise.all(invoices
    .map(async (invoice) => {
      const lines = (await db.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id))).filter((l) => !l.cancelledAt && (supplierId === undefined || l.supplierId === supplierId));
      const owed = lines.reduce((sum, l) => sum + Math.max(0, l.totalPrice - l.discountShare - l.paidAmount), 0);
      return { invoice, lines, owed };
    })))
    .filter((r) => r.owed > 0)
    .sort((a, b) => a.invoice.balanceDueAt!.getTime() - b.invoice.balanceDueAt!.getTime());
  return rows.map(({ invoice, lines, owed }) => ({
    invoiceNo: invoice.invoiceNo,
    lineIds: lines.map((l) => l.id),
    booker: invoice.name,
    owed: formatRupiah(owed),
    dueDate: formatDate(invoice.balanceDueAt!),
    state: balanceState(invoice.balanceDueAt!, now),
    overdue: daysUntil(invoice.balanceDueAt!, now) < 0,
  }));
}

/** Days from now to a due date, in Bali days: negative once it has passed. */
function daysUntil(dueAt: Date, now: Date): number {
  return Math.round((baliToUtc(baliIsoDate(dueAt)).getTime() - baliToUtc(baliIsoDate(now)).getTime()) / DAY);
}

/** "balance due in 5 days", "due today", "overdue by 2 days": how near a due date is, as a message reference (the page renders it). */
export function balanceState(dueAt: Date, now: Date): string {
  const days = daysUntil(dueAt, now);
  if (days > 1) return msg("payments.balanceDueIn", { days });
  if (days === 1) return msg("payments.balanceDueTomorrow");
  if (days === 0) return msg("payments.balanceDueToday");
  return days === -1 ? msg("payments.overdueOneDay") : msg("payments.overdueDays", { days: -days });
}
