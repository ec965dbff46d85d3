// The one payment status model (ADR 0041). `invoices.status` is what customer, vendor and
// admin all see: pending | paid | expired | cancelled. The gateway's transaction_status and the
// admin's labels (Waiting Payment, Booking Fee, Down Payment, Full Paid) feed into it here,
// and only here. Becoming paid issues the voucher and queues the e-mails in the same
// transaction; they are delivered after commit.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { isSlotAvailable, lockForBooking, occupiedWindow } from "~/availability/availability.server";
import { getDb, type DB, type Tx, tables, run, first, transaction } from "~/db.server";
import { ADMIN_PAYMENT_STATUSES } from "~/db/schema";
import { deliverQueuedMail, queueMail, withLinks } from "~/mail/mail.server";
import { TEST_PAYMENT_NOTICE } from "~/i18n/english/payment-notices";
import { recordLinePayments } from "~/ledger/ledger.server";
import { BRAND } from "~/utils/constants";
import { appOrigin } from "~/utils/url.server";
import { baliIsoDate, formatDate, formatDateTime, formatInvoiceDate, formatRupiah } from "~/utils/format";
import { dateTimeIn, fill, invoiceLanguage, mailStrings, unitIn, type Lang } from "~/mail/mail-language.server";
import { taxConfig } from "~/env.server";
import { invoiceTax } from "~/payments/tax";
import { taxMailText } from "~/payments/tax-words.server";
import { msg } from "~/i18n/message-ref";
import { paymentStatusRef } from "~/i18n/payment-status-ref";

export type { Tx };
export type Invoice = typeof tables.invoices.$inferSelect;
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

/** The planner's page to move one line (the token keeps a guest's access). */
export function dateChangePath(invoice: Pick<Invoice, "invoiceNo" | "accessToken">, lineId: number) {
  return `/change-date/${encodeURIComponent(invoice.invoiceNo)}?${new URLSearchParams({ line: String(lineId), token: invoice.accessToken })}`;
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
export async function markInvoicePaid(
  tx: Tx,
  invoice: Invoice,
  { origin, now = new Date(), paidVia = "admin", part = "full" }: { origin: string; now?: Date; paidVia?: PaidVia; part?: "full" | "deposit" },
): Promise<number[]> {
  if (invoice.status === "paid") return [];
  const voucherNo = invoice.voucherNo ?? newVoucherNo(now);
  // A deposit secures the booking like a full payment (ADR 0256): the voucher is issued, the
  // admin label follows (Down Payment), and each line records what was paid for it.
  const deposit = part === "deposit" && invoice.paymentPlan === "deposit" && invoice.depositAmount > 0 && invoice.depositAmount < invoice.totalCost;
  const amountPaid = deposit ? invoice.depositAmount : invoice.totalCost;
  const paymentStatus = deposit ? DEPOSIT_LABEL : PAID_LABEL;
  await run((db) => db.update(tables.invoices)
        .set({ status: "paid", paymentStatus, paidAt: now, voucherNo, paidVia, amountPaid })
        .where(eq(tables.invoices.id, invoice.id)));
  await run((db) => db.update(tables.reservationLines)
        .set({ paidAmount: deposit ? tables.reservationLines.depositAmount : sql`${tables.reservationLines.totalPrice} - ${tables.reservationLines.discountShare}` })
        .where(eq(tables.reservationLines.invoiceId, invoice.id)));
  await recordLinePayments(tx, invoice.id, `pay:${deposit ? "deposit" : "full"}:I${invoice.id}`, now);
  return await queuePaidMails(tx, { ...invoice, status: "paid", paidAt: now, voucherNo, paidVia, paymentStatus, amountPaid }, origin);
}

export const DEPOSIT_LABEL: AdminPaymentStatus = "Down Payment";

/** What a paid invoice still owes: what its bookings not cancelled cost, less what was paid for them. */
export async function balanceOwed(tx: Pick<Tx, "select">, invoice: Pick<Invoice, "id" | "status">): Promise<number> {
  if (invoice.status !== "paid") return 0;
  return (await tx
      .select({ net: sql<number>`${tables.reservationLines.totalPrice} - ${tables.reservationLines.discountShare}`, paid: tables.reservationLines.paidAmount, cancelledAt: tables.reservationLines.cancelledAt })
      .from(tables.reservationLines)
      .where(eq(tables.reservationLines.invoiceId, invoice.id)))
    .filter((l) => !l.cancelledAt)
    .reduce((sum, l) => sum + Math.max(0, l.net - l.paid), 0);
}

/** What the planner is asked for now: the whole invoice or its deposit while unpaid, then the balance. */
export async function amountDue(tx: Pick<Tx, "select">, invoice: Invoice): Promise<{ part: "full" | "deposit" | "balance"; amount: number }> {
  if (invoice.status === "paid") return { part: "balance", amount: await balanceOwed(tx, invoice) };
  if (invoice.paymentPlan === "deposit" && invoice.depositAmount > 0) return { part: "deposit", amount: invoice.depositAmount };
  return { part: "full", amount: invoice.totalCost };
}

export async function amountDueNow(invoice: Invoice) {
  return await amountDue(getDb(), invoice);
}

/**
 * The balance arrived (gateway or a transfer the admin confirmed): every booking not cancelled
 * is paid in full, the invoice is Full Paid, and the voucher is sent again without "balance due".
 */
export async function markBalancePaid(tx: Tx, invoice: Invoice, { origin, now = new Date(), amount }: { origin: string; now?: Date; amount: number }): Promise<number[]> {
  if (invoice.status !== "paid" || invoice.paymentStatus === PAID_LABEL) return [];
  const owed = await balanceOwed(tx, invoice);
  if (owed <= 0 || amount !== owed) return [];
  await run((db) => db.update(tables.reservationLines)
        .set({ paidAmount: sql`${tables.reservationLines.totalPrice} - ${tables.reservationLines.discountShare}` })
        .where(and(eq(tables.reservationLines.invoiceId, invoice.id), isNull(tables.reservationLines.cancelledAt))));
  const amountPaid = invoice.amountPaid + owed;
  await run((db) => db.update(tables.invoices).set({ paymentStatus: PAID_LABEL, amountPaid }).where(eq(tables.invoices.id, invoice.id)));
  await recordLinePayments(tx, invoice.id, `pay:balance:I${invoice.id}`, now);
  return await queuePaidMails(tx, { ...invoice, voucherNo: invoice.voucherNo ?? invoice.invoiceNo, paymentStatus: PAID_LABEL, amountPaid }, origin, { balance: owed, at: now });
}

async function queuePaidMails(tx: Tx, invoice: Invoice & { voucherNo: string }, origin: string, balancePaid?: { balance: number; at: Date }): Promise<number[]> {
  const lines = await tx
      .select()
      .from(tables.reservationLines)
      .where(eq(tables.reservationLines.invoiceId, invoice.id));
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
  const changeDates = lines.filter((l) => !l.cancelledAt).map((l) => ({ product: l.productName, startsAt: l.startsAt, link: `${origin}${dateChangePath(invoice, l.id)}` }));
  const testNotice = (l: Lang) => (test ? [l === "en" ? TEST_PAYMENT_NOTICE : mailStrings(l).testNotice] : []);
  ids.push(
    await queueMail(tx, withLinks({
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
        `${fill(t.paidVoucherNo, { voucherNo: invoice.voucherNo })}\n${fill(t.paidTotal, { amount: formatRupiah(invoice.amountPaid) })}\n${taxMailText(lang, invoiceTax(lines, taxConfig()).paid)}${
          invoice.paymentStatus === DEPOSIT_LABEL && invoice.balanceDueAt
            ? `\n${fill(t.paidBalanceDue, { amount: formatRupiah(invoice.totalCost - invoice.amountPaid), date: formatDate(invoice.balanceDueAt), link: voucher })}`
            : ""
        }`,
        `${t.paidReservations}\n${lines.map(describe(lang)).join("\n")}`,
        fill(t.paidOpenVoucher, { link: voucher }),
        // Offered wherever Cancel is (issue 40): moving a booking keeps what was paid.
        `${t.paidChangeDate}\n${changeDates.map((c) => fill(t.paidChangeDateLine, { product: c.product, when: dateTimeIn(lang, c.startsAt), link: c.link })).join("\n")}`,
        `${t.paidShowVoucher}\n${BRAND}`,
      ].join("\n\n"),
    }, [voucher, ...changeDates.map((c) => c.link)])),
  );

  const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
  if (supplierIds.length && !balancePaid) {
    const vendors = await tx
          .select({ supplierId: tables.suppliers.id, email: tables.users.email, firstName: tables.users.firstName, language: tables.users.language })
          .from(tables.suppliers)
          .innerJoin(tables.users, eq(tables.users.id, tables.suppliers.userId))
          .where(inArray(tables.suppliers.id, supplierIds));
    for (const vendor of vendors) {
      const own = lines.filter((l) => l.supplierId === vendor.supplierId);
      const v = mailStrings(vendor.language);
      ids.push(
        await queueMail(tx, withLinks({
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
export async function queueDoubleBookingAlert(tx: Tx, invoice: Invoice, taken: { productName: string; subVenueName: string; venueName: string; startsAt: Date }[]): Promise<number[]> {
  const admins = await tx.select({ email: tables.users.email, language: tables.users.language }).from(tables.users).where(eq(tables.users.isAdmin, true));
  return await Promise.all(admins.map(async (a) => {
    const t = mailStrings(a.language);
    const what = taken.map((l) => `- ${l.productName}, ${l.subVenueName}, ${l.venueName}: ${dateTimeIn(a.language, l.startsAt)} (${t.baliTime})`).join("\n");
    return await queueMail(tx, {
      to: a.email,
      subject: fill(t.doubleBookedSubject, { invoiceNo: invoice.invoiceNo }),
      text: [
        fill(t.doubleBookedIntro, { invoiceNo: invoice.invoiceNo, name: invoice.name, email: invoice.email, phone: invoice.cellPhone }),
        `${t.doubleBookedSlots}\n${what}`,
        t.doubleBookedAsk,
      ].join("\n\n"),
    });
  }));
}

export const ADMIN_STATUS_MESSAGES = {
  paidStays: (invoiceNo: string, label: string) =>
    `Invoice ${invoiceNo} is ${label}: its payment is in the ledger, so its status cannot go back. Cancel its bookings with a refund instead.`,
};

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
export async function linesTakenSince(tx: Tx, invoice: Invoice, now: Date) {
  if (holdsSlots(invoice, now)) return [];
  const lines = await tx.select().from(tables.reservationLines).where(eq(tables.reservationLines.invoiceId, invoice.id));
  await lockForBooking(tx, { subVenueIds: lines.map((l) => l.subVenueId) }); // all rooms first, in one order (PostgreSQL)
  const taken: typeof lines = [];
  for (const l of lines) {
    if (l.cancelledAt) continue;
    const window = occupiedWindow(l.unit, l.startsAt, l.endsAt);
    if (!(await isSlotAvailable(tx, { subVenueId: l.subVenueId, productId: l.productId, window }, now))) taken.push(l);
  }
  return taken;
}

/** "Ballroom on 09/03/2027 10:00" as a message reference (the refusals of reviving and restoring, ADR 0391). */
export function lineAt(product: string, startsAt: Date | number): string {
  return msg("admin.lineAt", { product, when: formatDateTime(startsAt) });
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
    return { ok: false, status: 400, message: msg("admin.unknownPaymentStatus") };
  }
  const db = getDb();
  const result = await transaction(async (tx): Promise<AdminStatusResult & { mailIds?: number[] }> => {
        const invoice = await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId)));
        if (!invoice) return { ok: false, status: 404, message: msg("admin.invoiceNotFound") };
        if (label !== UNPAID_LABEL) {
          // Reviving a lapsed invoice must not double-book a slot resold in the meantime.
          const taken = await linesTakenSince(tx, invoice, now);
          if (taken.length) {
            // "A on 09/03/2027 10:00, B on ...": each line a reference, the list one nested in the next.
            const what = taken.map((l) => lineAt(l.productName, l.startsAt)).reduce((list, line) => msg("admin.lineList", { list, line }));
            return {
              ok: false,
              status: 409,
              message: msg("admin.reviveTaken", { invoiceNo: invoice.invoiceNo, lines: what, status: paymentStatusRef(label) }),
            };
          }
        }
        const depositPaid = invoice.status === "paid" && invoice.paymentStatus === DEPOSIT_LABEL;
        if (label === DEPOSIT_LABEL && depositPaid) return { ok: true, invoice, changed: false };
        // A label never takes back money the ledger holds (issue 40): a paid invoice goes back
        // only through a cancellation with its refund.
        if (invoice.status === "paid" && label !== PAID_LABEL) {
          return { ok: false, status: 409, message: ADMIN_STATUS_MESSAGES.paidStays(invoice.invoiceNo, invoice.paymentStatus) };
        }
        if ((label === PAID_LABEL && !depositPaid) || (label === DEPOSIT_LABEL && invoice.paymentPlan === "deposit" && invoice.status !== "paid")) {
          // A transfer of the whole invoice, or of its deposit (ADR 0256), received.
          const mailIds = await markInvoicePaid(tx, invoice, { origin, now, part: label === DEPOSIT_LABEL ? "deposit" : "full" });
          const after = (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId))))!;
          onApplied?.(tx, invoice, after);
          return { ok: true, invoice: after, changed: mailIds.length > 0, mailIds };
        }
        if (label === PAID_LABEL) {
          // The balance received by transfer.
          const mailIds = await markBalancePaid(tx, invoice, { origin, now, amount: await balanceOwed(tx, invoice) });
          const after = (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId))))!;
          onApplied?.(tx, invoice, after);
          return { ok: true, invoice: after, changed: mailIds.length > 0, mailIds };
        }
        const changes: Partial<Invoice> = { paymentStatus: label, status: "pending", paidAt: null };
        if (label !== UNPAID_LABEL) {
          const lastEnd = (await tx
                    .select({ endsAt: tables.reservationLines.endsAt })
                    .from(tables.reservationLines)
                    .where(eq(tables.reservationLines.invoiceId, invoiceId)))
            .reduce((max, l) => Math.max(max, l.endsAt.getTime()), invoice.expiresAt.getTime());
          changes.expiresAt = new Date(lastEnd);
        } else if (invoice.expiresAt.getTime() <= now.getTime()) {
          changes.status = "expired";
        }
        await run((db) => db.update(tables.invoices).set(changes).where(eq(tables.invoices.id, invoiceId)));
        const after = (await first(tx.select().from(tables.invoices).where(eq(tables.invoices.id, invoiceId))))!;
        const changed = after.status !== invoice.status || after.paymentStatus !== invoice.paymentStatus;
        onApplied?.(tx, invoice, after);
        return { ok: true, invoice: after, changed };
      });
  if ("mailIds" in result && result.mailIds?.length) await deliverQueuedMail(result.mailIds);
  if (result.ok) return { ok: true, invoice: result.invoice, changed: result.changed };
  return result;
}

/**
 * Pending, unpaid invoices past their deadline (2 x 24 h after checkout) become expired,
 * which frees their slots. Invoices with a booking fee or down payment are not touched.
 * Returns how many expired.
 */
export async function expireUnpaidInvoices(now: Date = new Date()): Promise<number> {
  const db = getDb();
  const result = await run((db) => db
      .update(tables.invoices)
      .set({ status: "expired" })
      .where(
        and(
          eq(tables.invoices.status, "pending"),
          eq(tables.invoices.paymentStatus, UNPAID_LABEL),
          lte(tables.invoices.expiresAt, now),
        ),
      ));
  return result.changes;
}
