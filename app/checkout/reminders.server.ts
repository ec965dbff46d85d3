// Reminders sent by the job runner (ADR 0102), each at most once: a row in sent_reminders is
// written in the same transaction as the queued e-mail, so two runs (or two processes) can
// never send the same reminder twice.
//  - planners: the payment deadline is 12 hours away (unpaid invoice);
//  - planners: the day before the event (the 24 hours before its first line that day), with
//    each venue's address and the vendor's contact;
//  - vendors: a paid booking has waited 24 hours for their acknowledgement.
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
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

type ReminderKind = (typeof schema.sentReminders.$inferInsert)["kind"];

/** Records the reminder; false when it was already sent. */
function claimReminder(tx: Tx, kind: ReminderKind, ref: string, now: Date): boolean {
  const row = tx
    .insert(schema.sentReminders)
    .values({ kind, ref, sentAt: now })
    .onConflictDoNothing()
    .returning({ ref: schema.sentReminders.ref })
    .get();
  return !!row;
}

export type ReminderCounts = { paymentDeadline: number; eventEve: number; vendorAcknowledge: number; balance: number };

export function sendDueReminders(now = new Date(), origin = defaultOrigin()): ReminderCounts {
  return {
    paymentDeadline: remindPaymentDeadlines(now, origin),
    eventEve: remindEventEve(now),
    vendorAcknowledge: remindVendorAcknowledgements(now, origin),
    balance: remindBalances(now, origin),
  };
}

function remindPaymentDeadlines(now: Date, origin: string): number {
  const db = getDb();
  const due = db
    .select()
    .from(schema.invoices)
    .where(
      and(
        eq(schema.invoices.status, "pending"),
        eq(schema.invoices.paymentStatus, UNPAID_LABEL),
        gt(schema.invoices.expiresAt, now),
        lte(schema.invoices.expiresAt, new Date(now.getTime() + PAYMENT_REMINDER_BEFORE_MS)),
      ),
    )
    .all();
  let sent = 0;
  for (const invoice of due) {
    db.transaction((tx) => {
      if (!claimReminder(tx, "payment-deadline", String(invoice.id), now)) return;
      const lang = invoiceLanguage(invoice);
      const t = mailStrings(lang);
      const deadline = dateTimeIn(lang, invoice.expiresAt);
      queueMail(tx, {
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

function remindEventEve(now: Date): number {
  const db = getDb();
  const rows = db
    .select({
      line: schema.reservationLines,
      invoice: schema.invoices,
      venueAddress: schema.venues.address,
      venueLocation: schema.venues.location,
      vendorName: schema.suppliers.name,
      vendorContact: schema.suppliers.contactPerson,
      vendorPhone: schema.suppliers.phone,
      vendorEmail: schema.users.email,
    })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .leftJoin(schema.venues, eq(schema.venues.id, schema.reservationLines.venueId))
    .leftJoin(schema.suppliers, eq(schema.suppliers.id, schema.reservationLines.supplierId))
    .leftJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
    .where(
      and(
        inArray(schema.invoices.status, ["pending", "paid"]),
        isNull(schema.reservationLines.cancelledAt),
        gt(schema.reservationLines.startsAt, now),
        lte(schema.reservationLines.startsAt, new Date(now.getTime() + EVENT_REMINDER_BEFORE_MS)),
      ),
    )
    .orderBy(schema.reservationLines.startsAt)
    .all()
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
    db.transaction((tx) => {
      if (!claimReminder(tx, "event-eve", ref, now)) return;
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
      queueMail(tx, {
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

function remindVendorAcknowledgements(now: Date, origin: string): number {
  const db = getDb();
  const rows = db
    .select({ line: schema.reservationLines, invoice: schema.invoices, vendorEmail: schema.users.email, vendorFirstName: schema.users.firstName, vendorLanguage: schema.users.language })
    .from(schema.reservationLines)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.reservationLines.invoiceId))
    .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.reservationLines.supplierId))
    .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
    .where(
      and(
        eq(schema.reservationLines.acknowledge, false),
        isNull(schema.reservationLines.cancelledAt),
        eq(schema.invoices.status, "paid"),
        lte(schema.invoices.paidAt, new Date(now.getTime() - ACKNOWLEDGE_REMINDER_AFTER_MS)),
        gt(schema.reservationLines.startsAt, now),
      ),
    )
    .all();
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const ref = `${row.invoice.id}:${row.line.supplierId}`;
    groups.set(ref, [...(groups.get(ref) ?? []), row]);
  }
  let sent = 0;
  for (const [ref, group] of groups) {
    const { invoice, vendorEmail, vendorFirstName, vendorLanguage: lang } = group[0];
    const t = mailStrings(lang);
    db.transaction((tx) => {
      if (!claimReminder(tx, "vendor-acknowledge", ref, now)) return;
      queueMail(tx, {
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
