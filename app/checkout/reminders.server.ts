// Reminders sent by the job runner (ADR 0102), each at most once: a row in sent_reminders is
// written in the same transaction as the queued e-mail, so two runs (or two processes) can
// never send the same reminder twice.
//  - planners: the payment deadline is 12 hours away (unpaid invoice);
//  - planners: the day before the event (the 24 hours before its first line that day), with
//    each venue's address and the vendor's contact;
//  - vendors: a paid booking has waited 24 hours for their acknowledgement.
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { getDb, tables, write, transaction } from "~/db.server";
import { queueMail } from "~/mail/mail.server";
import { confirmationUrl, defaultOrigin, holdsSlots, UNPAID_LABEL, type Tx } from "~/payments/invoice-status.server";
import { BRAND } from "~/utils/constants";
import { dateTimeIn, fill, invoiceLanguage, mailStrings } from "~/mail/mail-language.server";
import { remindBalances } from "~/payments/balances.server";
import { baliIsoDate, formatDate, formatDateTime, formatRupiah } from "~/utils/format";

const HOUR = 60 * 60 * 1000;
export const PAYMENT_REMINDER_BEFORE_MS = 12 * HOUR;
export const EVENT_REMINDER_BEFORE_MS = 24 * HOUR;
export const ACKNOWLEDGE_REMINDER_AFTER_MS = 24 * HOUR;

type ReminderKind = (typeof tables.sentReminders.$inferInsert)["kind"];

/** Records the reminder; false when it was already sent. */
async function claimReminder(tx: Tx, kind: ReminderKind, ref: string, now: Date): Promise<boolean> {
  const row = (await write((db) => db
      .insert(tables.sentReminders)
      .values({ kind, ref, sentAt: now })
      .onConflictDoNothing()
      .returning({ ref: tables.sentReminders.ref })))[0];
  return !!row;
}

export type ReminderCounts = { paymentDeadline: number; eventEve: number; vendorAcknowledge: number; balance: number };

export async function sendDueReminders(now = new Date(), origin = defaultOrigin()): Promise<ReminderCounts> {
  return {
    paymentDeadline: await remindPaymentDeadlines(now, origin),
    eventEve: await remindEventEve(now),
    vendorAcknowledge: await remindVendorAcknowledgements(now, origin),
    balance: await remindBalances(now, origin),
  };
}

async function remindPaymentDeadlines(now: Date, origin: string): Promise<number> {
  const db = getDb();
  const due = await db
      .select()
      .from(tables.invoices)
      .where(
        and(
          eq(tables.invoices.status, "pending"),
          eq(tables.invoices.paymentStatus, UNPAID_LABEL),
          gt(tables.invoices.expiresAt, now),
          lte(tables.invoices.expiresAt, new Date(now.getTime() + PAYMENT_REMINDER_BEFORE_MS)),
        ),
      );
  let sent = 0;
  for (const invoice of due) {
    await transaction(async (tx) => {
            if (!await claimReminder(tx, "payment-deadline", String(invoice.id), now)) return;
            const lang = invoiceLanguage(invoice);
            const t = mailStrings(lang);
            const deadline = dateTimeIn(lang, invoice.expiresAt);
            await queueMail(tx, {
              to: invoice.email,
              subject: fill(t.payReminderSubject, { invoiceNo: invoice.invoiceNo, deadline }),
              text: [
                fill(t.dear, { name: invoice.name }),
                fill(t.payReminderText, { invoiceNo: invoice.invoiceNo, amount: formatRupiah(invoice.totalCost), deadline }),
                fill(t.payReminderLink, { link: confirmationUrl(origin, invoice) }),
                BRAND,
              ].join("\n\n"),
            });
            sent++;
          });
  }
  return sent;
}

async function remindEventEve(now: Date): Promise<number> {
  const db = getDb();
  const rows = (await db
      .select({
        line: tables.reservationLines,
        invoice: tables.invoices,
        venueAddress: tables.venues.address,
        venueLocation: tables.venues.location,
        vendorName: tables.suppliers.name,
        vendorContact: tables.suppliers.contactPerson,
        vendorPhone: tables.suppliers.phone,
        vendorEmail: tables.users.email,
      })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .leftJoin(tables.venues, eq(tables.venues.id, tables.reservationLines.venueId))
      .leftJoin(tables.suppliers, eq(tables.suppliers.id, tables.reservationLines.supplierId))
      .leftJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
      .where(
        and(
          inArray(tables.invoices.status, ["pending", "paid"]),
          isNull(tables.reservationLines.cancelledAt),
          gt(tables.reservationLines.startsAt, now),
          lte(tables.reservationLines.startsAt, new Date(now.getTime() + EVENT_REMINDER_BEFORE_MS)),
        ),
      )
      .orderBy(tables.reservationLines.startsAt))
    .filter((r) => holdsSlots(r.invoice, now));

  // One e-mail per invoice and event day.
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const ref = `${row.invoice.id}:${baliIsoDate(row.line.startsAt)}`;
    groups.set(ref, [...(groups.get(ref) ?? []), row]);
  }
  let sent = 0;
  for (const [ref, group] of groups) {
    const { invoice } = group[0];
    await transaction(async (tx) => {
            if (!await claimReminder(tx, "event-eve", ref, now)) return;
            const lang = invoiceLanguage(invoice);
            const t = mailStrings(lang);
            const lines = group.map((r) => {
              const address = [r.venueAddress, r.venueLocation].filter(Boolean).join(", ");
              const contact = [r.vendorContact || r.vendorName, r.vendorPhone, r.vendorEmail].filter(Boolean).join(", ");
              return [
                `- ${r.line.productName}, ${r.line.subVenueName}, ${r.line.venueName}: ${dateTimeIn(lang, r.line.startsAt)} (${t.baliTime})`,
                `  ${fill(t.eveAddress, { address: address || t.eveAddressUnknown })}`,
                `  ${fill(t.eveContact, { contact: contact || "-" })}`,
              ].join("\n");
            });
            await queueMail(tx, {
              to: invoice.email,
              subject: fill(t.eveSubject, { venue: group[0].line.venueName, invoiceNo: invoice.invoiceNo }),
              text: [
                fill(t.dear, { name: invoice.name }),
                fill(t.eveIntro, { date: formatDate(group[0].line.startsAt) }),
                lines.join("\n\n"),
                invoice.voucherNo ? fill(t.eveShowVoucher, { voucherNo: invoice.voucherNo }) : fill(t.eveInvoice, { invoiceNo: invoice.invoiceNo }),
                BRAND,
              ].join("\n\n"),
            });
            sent++;
          });
  }
  return sent;
}

async function remindVendorAcknowledgements(now: Date, origin: string): Promise<number> {
  const db = getDb();
  const rows = await db
      .select({ line: tables.reservationLines, invoice: tables.invoices, vendorEmail: tables.users.email, vendorFirstName: tables.users.firstName, vendorLanguage: tables.users.language })
      .from(tables.reservationLines)
      .innerJoin(tables.invoices, eq(tables.invoices.id, tables.reservationLines.invoiceId))
      .innerJoin(tables.suppliers, eq(tables.suppliers.id, tables.reservationLines.supplierId))
      .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
      .where(
        and(
          eq(tables.reservationLines.acknowledge, false),
          isNull(tables.reservationLines.cancelledAt),
          eq(tables.invoices.status, "paid"),
          lte(tables.invoices.paidAt, new Date(now.getTime() - ACKNOWLEDGE_REMINDER_AFTER_MS)),
          gt(tables.reservationLines.startsAt, now),
        ),
      );
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const ref = `${row.invoice.id}:${row.line.supplierId}`;
    groups.set(ref, [...(groups.get(ref) ?? []), row]);
  }
  let sent = 0;
  for (const [ref, group] of groups) {
    const { invoice, vendorEmail, vendorFirstName, vendorLanguage: lang } = group[0];
    const t = mailStrings(lang);
    await transaction(async (tx) => {
            if (!await claimReminder(tx, "vendor-acknowledge", ref, now)) return;
            await queueMail(tx, {
              to: vendorEmail,
              subject: fill(t.ackSubject, { invoiceNo: invoice.invoiceNo }),
              text: [
                fill(t.hello, { name: vendorFirstName }),
                fill(t.ackWaiting, { since: dateTimeIn(lang, invoice.paidAt!) }),
                group.map((r) => `- ${r.line.productName}, ${r.line.subVenueName}: ${dateTimeIn(lang, r.line.startsAt)} (${t.baliTime})`).join("\n"),
                fill(t.booker, { who: `${invoice.name}, ${invoice.email}, ${invoice.cellPhone}` }),
                fill(t.ackLink, { link: `${origin}/dashboard/manage-reservations` }),
                BRAND,
              ].join("\n\n"),
            });
            sent++;
          });
  }
  return sent;
}
