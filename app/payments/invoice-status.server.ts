// The one payment status model (ADR 0041). `invoices.status` is what customer, vendor and
// admin all see: pending | paid | expired | cancelled. The gateway's transaction_status and the
// admin's labels (Waiting Payment, Booking Fee, Down Payment, Full Paid) feed into it here,
// and only here. Becoming paid issues the voucher and queues the e-mails in the same
// transaction; they are delivered after commit.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { isSlotAvailable, occupiedWindow } from "~/availability/availability.server";
import { getDb, schema, type DB } from "~/db.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { TEST_PAYMENT_NOTICE } from "~/payments/payment-notices";
import { recordLinePayments } from "~/ledger/ledger.server";
import { BRAND } from "~/utils/constants";
import { appOrigin } from "~/utils/url.server";
import { baliIsoDate, formatDate, formatDateTime, formatInvoiceDate, formatRupiah } from "~/utils/format";
import { dateTimeIn, fill, invoiceLanguage, mailStrings, unitIn, type Lang } from "~/mail/mail-language.server";

export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];
export type Invoice = typeof schema.invoices.$inferSelect;
export type InvoiceStatus = Invoice["status"];
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];

export type PaidVia = NonNullable<Invoice["paidVia"]>;

export function isTestPayment(invoice: Pick<Invoice, "status" | "paidVia">): boolean {
  return invoice.status === "paid" && invoice.paidVia === "sandbox";
}

export const PAID_LABEL: AdminPaymentStatus = "Full Paid";
export const UNPAID_LABEL: AdminPaymentStatus = "Waiting Payment";

/** Origin for links in mail when there is no request (timers): the one public origin. */
export function defaultOrigin(): string {
  return appOrigin();
}

export function voucherUrl(origin: string, invoice: Pick<Invoice, "invoiceNo" | "accessToken">) {
  return `${origin}/voucher/${encodeURIComponent(invoice.invoiceNo)}?token=${encodeURIComponent(invoice.accessToken)}`;
}

export function confirmationUrl(origin: string, invoice: Pick<Invoice, "invoiceNo" | "accessToken">) {
  return `${origin}/confirmation?id=${encodeURIComponent(invoice.invoiceNo)}&token=${encodeURIComponent(invoice.accessToken)}`;
}

function newVoucherNo(now: Date): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(6);
  const suffix = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return `VC-${baliIsoDate(now).replace(/-/g, "")}-${suffix}`;
}

/**
 * Marks the invoice paid (inside the caller's transaction) unless it already is: sets paidAt,
 * the voucher number and the admin label, and queues the voucher e-mail to the booker and a
 * "booking paid" e-mail to each vendor concerned. Returns the queued mail ids.
 */
export function markInvoicePaid(
  tx: Tx,
  invoice: Invoice,
  { origin, now = new Date(), paidVia = "admin", part = "full" }: { origin: string; now?: Date; paidVia?: PaidVia; part?: "full" | "deposit" },
): number[] {
  if (invoice.status === "paid") return [];
  const voucherNo = invoice.voucherNo ?? newVoucherNo(now);
  // A deposit secures the booking like a full payment (ADR 0256): the voucher is issued, the
  // admin label follows (Down Payment), and each line records what was paid for it.
  const deposit = part === "deposit" && invoice.paymentPlan === "deposit" && invoice.depositAmount > 0 && invoice.depositAmount < invoice.totalCost;
  const amountPaid = deposit ? invoice.depositAmount : invoice.totalCost;
  const paymentStatus = deposit ? DEPOSIT_LABEL : PAID_LABEL;
  tx.update(schema.invoices)
    .set({ status: "paid", paymentStatus, paidAt: now, voucherNo, paidVia, amountPaid })
    .where(eq(schema.invoices.id, invoice.id))
    .run();
  tx.update(schema.reservationLines)
    .set({ paidAmount: deposit ? schema.reservationLines.depositAmount : sql`${schema.reservationLines.totalPrice} - ${schema.reservationLines.discountShare}` })
    .where(eq(schema.reservationLines.invoiceId, invoice.id))
    .run();
  recordLinePayments(tx, invoice.id, `pay:${deposit ? "deposit" : "full"}:I${invoice.id}`, now);
  return queuePaidMails(tx, { ...invoice, status: "paid", paidAt: now, voucherNo, paidVia, paymentStatus, amountPaid }, origin);
}

export const DEPOSIT_LABEL: AdminPaymentStatus = "Down Payment";

/** What a paid invoice still owes: what its bookings not cancelled cost, less what was paid for them. */
export function balanceOwed(tx: Pick<Tx, "select">, invoice: Pick<Invoice, "id" | "status">): number {
  if (invoice.status !== "paid") return 0;
  return tx
    .select({ net: sql<number>`${schema.reservationLines.totalPrice} - ${schema.reservationLines.discountShare}`, paid: schema.reservationLines.paidAmount, cancelledAt: schema.reservationLines.cancelledAt })
    .from(schema.reservationLines)
    .where(eq(schema.reservationLines.invoiceId, invoice.id))
    .all()
    .filter((l) => !l.cancelledAt)
    .reduce((sum, l) => sum + Math.max(0, l.net - l.paid), 0);
}

/** What the planner is asked for now: the whole invoice or its deposit while unpaid, then the balance. */
export function amountDue(tx: Pick<Tx, "select">, invoice: Invoice): { part: "full" | "deposit" | "balance"; amount: number } {
  if (invoice.status === "paid") return { part: "balance", amount: balanceOwed(tx, invoice) };
  if (invoice.paymentPlan === "deposit" && invoice.depositAmount > 0) return { part: "deposit", amount: invoice.depositAmount };
  return { part: "full", amount: invoice.totalCost };
}

export function amountDueNow(invoice: Invoice) {
  return amountDue(getDb(), invoice);
}

/**
 * The balance arrived (gateway or a transfer the admin confirmed): every booking not cancelled
 * is paid in full, the invoice is Full Paid, and the voucher is sent again without "balance due".
 */
export function markBalancePaid(tx: Tx, invoice: Invoice, { origin, now = new Date(), amount }: { origin: string; now?: Date; amount: number }): number[] {
  if (invoice.status !== "paid" || invoice.paymentStatus === PAID_LABEL) return [];
  const owed = balanceOwed(tx, invoice);
  if (owed <= 0 || amount !== owed) return [];
  tx.update(schema.reservationLines)
    .set({ paidAmount: sql`${schema.reservationLines.totalPrice} - ${schema.reservationLines.discountShare}` })
    .where(and(eq(schema.reservationLines.invoiceId, invoice.id), isNull(schema.reservationLines.cancelledAt)))
    .run();
  const amountPaid = invoice.amountPaid + owed;
  tx.update(schema.invoices).set({ paymentStatus: PAID_LABEL, amountPaid }).where(eq(schema.invoices.id, invoice.id)).run();
  recordLinePayments(tx, invoice.id, `pay:balance:I${invoice.id}`, now);
  return queuePaidMails(tx, { ...invoice, voucherNo: invoice.voucherNo ?? invoice.invoiceNo, paymentStatus: PAID_LABEL, amountPaid }, origin, { balance: owed, at: now });
}

function queuePaidMails(tx: Tx, invoice: Invoice & { voucherNo: string }, origin: string, balancePaid?: { balance: number; at: Date }): number[] {
  const lines = tx
    .select()
    .from(schema.reservationLines)
    .where(eq(schema.reservationLines.invoiceId, invoice.id))
    .all();
  // The booker's mail in their language, each vendor's in the vendor's (ADR 0322).
  const describe = (lang: Lang) => (l: (typeof lines)[number]) =>
    fill(mailStrings(lang).paidLine, {
      product: l.productName, room: l.subVenueName, venue: l.venueName, when: dateTimeIn(lang, l.startsAt),
      setup: l.setup, qty: l.qty, unit: unitIn(lang, l.unit), price: formatRupiah(l.price), total: formatRupiah(l.totalPrice),
    }) + (l.eventName ? ` [${l.eventName}]` : "");

  const test = isTestPayment(invoice);
  const ids: number[] = [];
  const voucher = voucherUrl(origin, invoice);
  const dashboard = `${origin}/dashboard/manage-reservations`;
  const lang = invoiceLanguage(invoice);
  const t = mailStrings(lang);
  const testNotice = (l: Lang) => (test ? [l === "en" ? TEST_PAYMENT_NOTICE : mailStrings(l).testNotice] : []);
  ids.push(
    queueMail(tx, withLinks({
      to: invoice.email,
      subject: fill(t.paidSubject, { test: test ? t.testSubject : "", brand: BRAND, voucherNo: invoice.voucherNo, invoiceNo: invoice.invoiceNo }),
      // The receipt as a PDF (ADR 0258), drawn when the mail is delivered.
      attachments: [{ kind: "invoice-pdf", invoiceId: invoice.id }],
      text: [
        ...testNotice(lang),
        fill(t.dear, { name: invoice.name }),
        balancePaid
          ? fill(t.paidBalance, { amount: formatRupiah(balancePaid.balance), invoiceNo: invoice.invoiceNo })
          : fill(invoice.paymentStatus === DEPOSIT_LABEL ? t.paidDeposit : t.paidFull, { invoiceNo: invoice.invoiceNo, date: formatInvoiceDate(invoice.createdAt, lang) }),
        `${fill(t.paidVoucherNo, { voucherNo: invoice.voucherNo })}\n${fill(t.paidTotal, { amount: formatRupiah(invoice.amountPaid) })}${
          invoice.paymentStatus === DEPOSIT_LABEL && invoice.balanceDueAt
            ? `\n${fill(t.paidBalanceDue, { amount: formatRupiah(invoice.totalCost - invoice.amountPaid), date: formatDate(invoice.balanceDueAt), link: voucher })}`
            : ""
        }`,
        `${t.paidReservations}\n${lines.map(describe(lang)).join("\n")}`,
        fill(t.paidOpenVoucher, { link: voucher }),
        `${t.paidShowVoucher}\n${BRAND}`,
      ].join("\n\n"),
    }, [voucher])),
  );

  const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
  if (supplierIds.length && !balancePaid) {
    const vendors = tx
      .select({ supplierId: schema.suppliers.id, email: schema.users.email, firstName: schema.users.firstName, language: schema.users.language })
      .from(schema.suppliers)
      .innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId))
      .where(inArray(schema.suppliers.id, supplierIds))
      .all();
    for (const vendor of vendors) {
      const own = lines.filter((l) => l.supplierId === vendor.supplierId);
      const v = mailStrings(vendor.language);
      ids.push(
        queueMail(tx, withLinks({
          to: vendor.email,
          subject: fill(v.vendorPaidSubject, { test: test ? v.testSubject : "", invoiceNo: invoice.invoiceNo }),
          text: [
            ...testNotice(vendor.language),
            fill(v.hello, { name: vendor.firstName }),
            fill(v.vendorPaidIntro, { invoiceNo: invoice.invoiceNo, voucherNo: invoice.voucherNo }),
            fill(v.booker, { who: `${invoice.name}${invoice.companyName ? `, ${invoice.companyName}` : ""}, ${invoice.email}, ${invoice.cellPhone}` }),
            `${v.vendorPaidReservations}\n${own.map(describe(vendor.language)).join("\n")}`,
            fill(v.acknowledgeInDashboard, { link: dashboard }),
            BRAND,
          ].join("\n\n"),
        }, [dashboard])),
      );
    }
  }
  return ids;
}

/**
 * Money arrived for an invoice whose slots were resold after it lapsed: it is recorded as paid
 * (the booker did pay), and every admin is told at once to arrange a refund or another slot.
 */
export function queueDoubleBookingAlert(tx: Tx, invoice: Invoice, taken: { productName: string; subVenueName: string; venueName: string; startsAt: Date }[]): number[] {
  const admins = tx.select({ email: schema.users.email, language: schema.users.language }).from(schema.users).where(eq(schema.users.isAdmin, true)).all();
  return admins.map((a) => {
    const t = mailStrings(a.language);
    const what = taken.map((l) => `- ${l.productName}, ${l.subVenueName}, ${l.venueName}: ${dateTimeIn(a.language, l.startsAt)} (${t.baliTime})`).join("\n");
    return queueMail(tx, {
      to: a.email,
      subject: fill(t.doubleBookedSubject, { invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.doubleBookedIntro, { invoiceNo: invoice.invoiceNo, name: invoice.name, email: invoice.email, phone: invoice.cellPhone }),
        `${t.doubleBookedSlots}\n${what}`,
        t.doubleBookedAsk,
      ].join("\n\n"),
    });
  });
}

export type AdminStatusResult =
  | { ok: true; invoice: Invoice; changed: boolean }
  | { ok: false; status: 400 | 404 | 409; message: string };

/** The invoice holds its slots now: paid, or pending before its deadline. */
export function holdsSlots(invoice: Pick<Invoice, "status" | "expiresAt">, now: Date): boolean {
  return invoice.status === "paid" || (invoice.status === "pending" && invoice.expiresAt.getTime() > now.getTime());
}

/**
 * Lines of an invoice that no longer holds its slots (expired, cancelled) whose slots someone
 * else has booked or a vendor has blocked since: making the invoice live again would
 * double-book them.
 */
export function linesTakenSince(tx: Tx, invoice: Invoice, now: Date) {
  if (holdsSlots(invoice, now)) return [];
  return tx
    .select()
    .from(schema.reservationLines)
    .where(eq(schema.reservationLines.invoiceId, invoice.id))
    .all()
    .filter(
      (l) =>
        !l.cancelledAt &&
        !isSlotAvailable(
          tx,
          { subVenueId: l.subVenueId, productId: l.productId, window: occupiedWindow(l.unit, l.startsAt, l.endsAt) },
          now,
        ),
    );
}

/**
 * The admin's Update Payment Status. 'Full Paid' makes the invoice paid (voucher, e-mails);
 * 'Booking Fee' and 'Down Payment' keep it pending but hold its slots until the event
 * (money has been received, so it must not expire); 'Waiting Payment' reopens it as unpaid.
 */
export async function applyAdminPaymentStatus(
  invoiceId: number,
  label: string,
  {
    origin = defaultOrigin(),
    now = new Date(),
    onApplied,
  }: {
    origin?: string;
    now?: Date;
    /** Runs inside the write's transaction (the admin audit trail, ADR 0141). */
    onApplied?: (tx: Tx, before: Invoice, after: Invoice) => void;
  } = {},
): Promise<AdminStatusResult> {
  if (!(ADMIN_PAYMENT_STATUSES as readonly string[]).includes(label)) {
    return { ok: false, status: 400, message: "Unknown payment status" };
  }
  const db = getDb();
  const result = db.transaction(
    (tx): AdminStatusResult & { mailIds?: number[] } => {
      const invoice = tx.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId)).get();
      if (!invoice) return { ok: false, status: 404, message: "Invoice not found" };
      if (label !== UNPAID_LABEL) {
        // Reviving a lapsed invoice must not double-book a slot resold in the meantime.
        const taken = linesTakenSince(tx, invoice, now);
        if (taken.length) {
          const what = taken.map((l) => `${l.productName} on ${formatDateTime(l.startsAt)}`).join(", ");
          return {
            ok: false,
            status: 409,
            message: `Invoice ${invoice.invoiceNo} has lapsed and ${what} has been booked or blocked since; it cannot be set to ${label}. Arrange a refund or another slot with the booker.`,
          };
        }
      }
      const depositPaid = invoice.status === "paid" && invoice.paymentStatus === DEPOSIT_LABEL;
      if (label === DEPOSIT_LABEL && depositPaid) return { ok: true, invoice, changed: false };
      if ((label === PAID_LABEL && !depositPaid) || (label === DEPOSIT_LABEL && invoice.paymentPlan === "deposit" && invoice.status !== "paid")) {
        // A transfer of the whole invoice, or of its deposit (ADR 0256), received.
        const mailIds = markInvoicePaid(tx, invoice, { origin, now, part: label === DEPOSIT_LABEL ? "deposit" : "full" });
        const after = tx.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId)).get()!;
        onApplied?.(tx, invoice, after);
        return { ok: true, invoice: after, changed: mailIds.length > 0, mailIds };
      }
      if (label === PAID_LABEL) {
        // The balance received by transfer.
        const mailIds = markBalancePaid(tx, invoice, { origin, now, amount: balanceOwed(tx, invoice) });
        const after = tx.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId)).get()!;
        onApplied?.(tx, invoice, after);
        return { ok: true, invoice: after, changed: mailIds.length > 0, mailIds };
      }
      const changes: Partial<Invoice> = { paymentStatus: label, status: "pending", paidAt: null };
      if (label !== UNPAID_LABEL) {
        const lastEnd = tx
          .select({ endsAt: schema.reservationLines.endsAt })
          .from(schema.reservationLines)
          .where(eq(schema.reservationLines.invoiceId, invoiceId))
          .all()
          .reduce((max, l) => Math.max(max, l.endsAt.getTime()), invoice.expiresAt.getTime());
        changes.expiresAt = new Date(lastEnd);
      } else if (invoice.expiresAt.getTime() <= now.getTime()) {
        changes.status = "expired";
      }
      tx.update(schema.invoices).set(changes).where(eq(schema.invoices.id, invoiceId)).run();
      const after = tx.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId)).get()!;
      const changed = after.status !== invoice.status || after.paymentStatus !== invoice.paymentStatus;
      onApplied?.(tx, invoice, after);
      return { ok: true, invoice: after, changed };
    },
    { behavior: "immediate" },
  );
  if ("mailIds" in result && result.mailIds?.length) await deliverQueuedMail(result.mailIds);
  if (result.ok) return { ok: true, invoice: result.invoice, changed: result.changed };
  return result;
}

/**
 * Pending, unpaid invoices past their deadline (2 x 24 h after checkout) become expired,
 * which frees their slots. Invoices with a booking fee or down payment are not touched.
 * Returns how many expired.
 */
export function expireUnpaidInvoices(now: Date = new Date()): number {
  const db = getDb();
  const result = db
    .update(schema.invoices)
    .set({ status: "expired" })
    .where(
      and(
        eq(schema.invoices.status, "pending"),
        eq(schema.invoices.paymentStatus, UNPAID_LABEL),
        lte(schema.invoices.expiresAt, now),
      ),
    )
    .run();
  return result.changes;
}
