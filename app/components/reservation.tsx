// UI pieces shared by the reservation summary, confirmation, voucher and My Reservation:
// the reservation lines table, the totals block and the payment status badge. The money state's
// badge and sentences are in reservation-money.tsx (the payment status page needs only those).
import { Form } from "~/components/form";
import type { ReactNode } from "react";
import { PolicyTimeline } from "~/components/cancellation-policy";
import type { LineView } from "~/checkout/line-view";
import { fill } from "~/i18n/config";
import { SubmitButton } from "~/components/forms";
import { Money } from "~/components/money";
import type { ReservationLabels } from "~/i18n/dict/reservation-labels.server";

type Labelled = { labels: ReservationLabels };

export type { LineView };

export function ReservationLinesTable({
  lines,
  showProductId = false,
  action,
  labels: l,
}: Labelled & {
  lines: LineView[];
  showProductId?: boolean;
  /** Extra last cell per line (e.g. a Remove form). */
  action?: (line: LineView) => ReactNode;
}) {
  // Under 640 px (sm) the table is a stack of cards: rows and cells become blocks and each cell
  // shows its column name from data-label, so nothing scrolls sideways on a phone.
  const cell = "block px-3 py-1 sm:table-cell sm:py-2 max-sm:before:mr-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";
  return (
    <div className="rounded-lg border border-slate-200 bg-white sm:overflow-x-auto print:border-0">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[720px] print:table print:min-w-0">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2">{l.colProduct}</th>
            <th scope="col" className="px-3 py-2">{l.colVenue}</th>
            <th scope="col" className="px-3 py-2">{l.colSetup}</th>
            <th scope="col" className="px-3 py-2">{l.colWhen}</th>
            <th scope="col" className="px-3 py-2">{l.colPrice}</th>
            <th scope="col" className="px-3 py-2 text-right">{l.colSubtotal}</th>
            {action ? <th scope="col" className="px-3 py-2 print:hidden"><span className="sr-only">{l.actions}</span></th> : null}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 align-top sm:table-row-group">
          {lines.map((line) => (
            <tr key={line.id} data-testid="reservation-line" className={`block py-2 sm:table-row sm:py-0 ${line.problem ? "bg-red-50" : ""}`}>
              <td className="block px-3 py-1 sm:table-cell sm:py-2">
                <p className="font-semibold text-slate-900">{line.productName}</p>
                {showProductId ? <p className="text-xs text-slate-500">{fill(l.productId, { id: line.productId })}</p> : null}
                {line.eventName ? <p className="text-xs text-slate-600">{fill(l.eventLine, { name: line.eventName })}</p> : null}
                {line.venueStatus === "confirmed" ? (
                  <p className="mt-1"><span className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800" data-testid="venue-confirmed">{l.venueConfirmed}</span></p>
                ) : line.venueStatus === "waiting" ? (
                  <p className="mt-1"><span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="venue-waiting">{l.venueWaiting}</span></p>
                ) : null}
                {line.inclusion ? (
                  <>
                    <details className="mt-1 text-xs text-slate-600 print:hidden">
                      <summary className="cursor-pointer">{l.inclusion}</summary>
                      <div className="prose-sm mt-1 [&_ul]:list-disc [&_ul]:pl-4" dangerouslySetInnerHTML={{ __html: line.inclusion }} />
                    </details>
                    {/* A closed <details> prints closed: on paper the inclusions are written out. */}
                    <div className="mt-1 hidden text-xs text-slate-700 print:block" data-testid="print-inclusion">
                      <p className="font-semibold">{l.inclusion}</p>
                      <div className="[&_ul]:list-disc [&_ul]:pl-4" dangerouslySetInnerHTML={{ __html: line.inclusion }} />
                    </div>
                  </>
                ) : null}
                {line.note ? <p className="mt-1 break-words text-xs text-slate-600">{fill(l.noteLine, { note: line.note })}</p> : null}
                {line.cancellation ? (
                  <div className="mt-1 text-xs" data-testid="line-cancelled">
                    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800">{l.cancelled}</span>{" "}
                    <span className="text-slate-600">{fill(l.cancelledOnBy, { at: line.cancellation.at, by: line.cancellation.by })}{line.cancellation.reason ? `: ${line.cancellation.reason}` : ""}</span>
                    {line.cancellation.refund ? (
                      <p className="mt-0.5 font-semibold text-slate-800" data-testid="refund-state">
                        <Money amount={line.cancellation.refund.amount} /> · {line.cancellation.refund.label}
                        {line.cancellation.refund.reference ? ` ${fill(l.refundReference, { reference: line.cancellation.refund.reference })}` : ""}
                      </p>
                    ) : (
                      <p className="mt-0.5 text-slate-600">{l.noRefund}</p>
                    )}
                  </div>
                ) : null}
                {line.policy && !line.cancellation ? (
                  <details className="mt-1 print:open">
                    <summary className="cursor-pointer text-xs text-slate-600">{fill(l.policyLine, { label: line.policy.label })}</summary>
                    <PolicyTimeline policy={line.policy} compact labels={{ cancellationPolicy: l.policyCancellation, cancellationTimeline: l.policyTimeline, until: l.policyUntil }} />
                  </details>
                ) : null}
                {line.dateChangeRequested ? (
                  <p className="mt-1 text-xs font-semibold text-amber-800" data-testid="date-change-requested">{l.moneyDateChangeRequested}</p>
                ) : null}
                {line.dateChangePath ? (
                  <p className="mt-1 text-xs print:hidden"><a className="font-semibold text-teal-800 underline" href={line.dateChangePath} data-testid="change-date-link">{l.changeTheDate}</a></p>
                ) : null}
                {line.cancelPath ? (
                  <p className="mt-1 text-xs print:hidden"><a className="font-semibold text-red-700 underline" href={line.cancelPath}>{l.cancelThisBooking}</a></p>
                ) : line.cancelClosed && !line.cancellation ? (
                  <p className="mt-1 text-xs text-slate-600 print:hidden">{l.cancelClosed}</p>
                ) : null}
                {line.problem ? <p className="mt-1 text-xs font-semibold text-red-700" role="alert">{line.problem}</p> : null}
              </td>
              <td className={cell} data-label={l.colVenue}>
                <span className="sm:block">{line.venueName}</span>
                <span className="text-xs text-slate-500 max-sm:before:content-['_·_'] sm:block">{line.subVenueName}</span>
              </td>
              <td className={cell} data-label={l.colSetup}>{line.setupLabel}</td>
              <td className={`${cell} sm:whitespace-nowrap`} data-label={l.colWhen}>{line.when}</td>
              <td className={`${cell} sm:whitespace-nowrap`} data-label={l.colPrice}>
                <Money amount={line.price} /> x {line.qty} {line.unitLabel}
                {line.taxAndService ? <span className="block text-xs text-slate-600" data-testid="tax-and-service">{line.taxAndService}</span> : null}
              </td>
              <td className={`${cell} font-semibold sm:whitespace-nowrap sm:text-right`} data-label={l.colSubtotal}><Money amount={line.totalPrice} /></td>
              {action ? <td className="block px-3 py-1 sm:table-cell sm:py-2 sm:text-right print:hidden">{action(line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type TotalsView = {
  subtotal: number;
  couponCode: string | null;
  discountPercentage: number;
  discountAmount: number;
  totalCost: number;
};

export function TotalsBlock({ totals, children, labels: l }: Labelled & { totals: TotalsView; children?: ReactNode }) {
  return (
    <dl className="space-y-1 text-sm" data-testid="totals">
      <div className="flex justify-between gap-4">
        <dt>{l.subtotal}</dt>
        <dd data-testid="subtotal"><Money amount={totals.subtotal} /></dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>
          {l.discount}
          {totals.couponCode ? ` ${fill(l.discountCoupon, { code: totals.couponCode, percent: totals.discountPercentage })}` : ""}
        </dt>
        <dd data-testid="discount"><Money amount={totals.discountAmount} negative={totals.discountAmount > 0} /></dd>
      </div>
      {children}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{l.grandTotal}</dt>
        <dd data-testid="grand-total"><Money amount={totals.totalCost} /></dd>
      </div>
    </dl>
  );
}

/** The status in plain words, with the spec's status word beside it when that differs (ADR 0152). */
export function PaymentBadge({ text, label = text, tone }: { text: string; label?: string; tone: "success" | "warning" }) {
  return (
    <span className="inline-flex items-baseline gap-1">
      <span
        data-testid="payment-badge"
        className={`inline-block rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide ${
          tone === "success" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"
        }`}
      >
        {label}
      </span>
      {label.toLowerCase() !== text.toLowerCase() ? (
        <span className="text-xs text-slate-500" data-testid="payment-code">({text})</span>
      ) : null}
    </span>
  );
}

export function ContactDetails({
  invoice,
  labels: l,
}: Labelled & {
  invoice: { name: string; companyName: string; address: string; taxNumber?: string; officePhone: string; cellPhone: string; email: string };
}) {
  const rows: [string, string][] = [
    [l.name, invoice.name],
    [l.company, invoice.companyName],
    [l.address, invoice.address],
    [l.taxNumber, invoice.taxNumber ?? ""],
    [l.officePhone, invoice.officePhone],
    [l.mobilePhone, invoice.cellPhone],
    [l.email, invoice.email],
  ];
  return (
    <dl className="grid grid-cols-[minmax(5rem,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="[overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
    </dl>
  );
}

/** 'Resend to Email' (a POST to the page's own action, intent "resend") and its answer. */
export function ResendToEmail({ action, resend, labels: l }: Labelled & { action: string; resend?: { ok: boolean; message: string } | null }) {
  return (
    <>
      <Form method="post" action={action}>
        <SubmitButton
          name="intent"
          value="resend"
          formAction={action}
          className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {l.resendToEmail}
        </SubmitButton>
      </Form>
      {resend ? (
        <p role="status" className={resend.ok ? "text-sm font-semibold text-emerald-700" : "text-sm font-semibold text-red-700"}>
          {resend.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * What happens after checkout, in the booking's own state: pay, then the venue acknowledges the
 * booking ("Confirmed by the venue" on each line), then the event. Shown on the confirmation,
 * the voucher and My Reservation.
 */
export function NextSteps({
  status,
  payBefore,
  held = false,
  lines,
  labels: l,
}: Labelled & {
  status: string;
  payBefore: string;
  /** Only held: the deadline is for starting the payment (ADR 0264). */
  held?: boolean;
  lines: { venueStatus?: "confirmed" | "waiting" | null }[];
}) {
  if (status !== "paid" && status !== "pending") return null;
  const confirmed = lines.length > 0 && lines.every((l) => l.venueStatus === "confirmed");
  const steps =
    status === "pending"
      ? [
          // The one deadline (ADR 0264): the wording of paymentDeadlineText (checkout/payment-deadline).
          { text: `${fill(held ? l.stepStartPayment : l.stepPayBefore, { date: payBefore })} ${l.stepSlotsHeld}`, done: false },
          { text: l.stepVenueAcknowledges, done: false },
          { text: l.stepShowsConfirmed, done: false },
        ]
      : [
          { text: l.stepPaid, done: true },
          { text: confirmed ? l.stepConfirmed : l.stepSentToVenue, done: confirmed },
          { text: l.stepOnTheDay, done: false },
        ];
  return (
    <section className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm" aria-label={l.whatHappensNext} data-testid="next-steps">
      <h2 className="font-semibold">{confirmed ? l.venueConfirmed : l.whatHappensNext}</h2>
      <ol className="mt-2 space-y-1">
        {steps.map((step, i) => (
          <li key={step.text} className="flex gap-2">
            <span aria-hidden="true" className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${step.done ? "bg-emerald-600 text-white" : "bg-slate-200 text-slate-700"}`}>
              {step.done ? "✓" : i + 1}
            </span>
            <span>
              {step.done ? <span className="sr-only">{l.done} </span> : null}
              {step.text}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the planner cancels: the whole unpaid reservation, or chooses among paid bookings. */
export function CancelBookingLink({ path, pending, labels: l }: Labelled & { path: string | null; pending: boolean }) {
  if (!path) return null;
  return (
    <p className="mt-2 text-sm print:hidden">
      <a href={path} className="font-semibold text-red-700 underline" data-testid="cancel-booking-link">
        {pending ? l.cancelReservation : l.cancelBookings}
      </a>
    </p>
  );
}

/** A booking secured by its deposit: the balance, its due date, and paying it (online or by transfer). */
export function BalanceDue({
  balance,
  invoiceNo,
  token,
  onlinePayment,
  transferPath,
  labels: l,
}: Labelled & {
  balance: { paid: number; due: number; dueDate: string | null; overdue: boolean } | null;
  invoiceNo: string;
  token: string;
  onlinePayment: boolean;
  transferPath: string;
}) {
  if (!balance) return null;
  return (
    <section className={`mt-3 rounded-lg p-3 text-sm ${balance.overdue ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-900"}`} data-testid="balance-due" aria-label={l.balanceDue}>
      <p>
        {l.depositPaid} <Money amount={balance.paid} className="font-semibold" />.{" "}
        {balance.dueDate ? fill(l.balanceDueBy, { date: balance.dueDate }) : l.balanceDueNow} <Money amount={balance.due} className="font-semibold" />
        {balance.overdue ? ` ${l.overdue}` : ""}.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3 print:hidden">
        {onlinePayment ? (
          <Form method="post" action="/checkout/pay">
            <input type="hidden" name="invoiceNo" value={invoiceNo} />
            <input type="hidden" name="token" value={token} />
            <SubmitButton formAction="/checkout/pay">{l.payBalance}</SubmitButton>
          </Form>
        ) : null}
        <a href={transferPath} className="font-semibold underline">{l.confirmATransfer}</a>
      </div>
    </section>
  );
}

/** "Download invoice (PDF)" / "Download receipt (PDF)": the invoice's document (ADR 0258). */
export function InvoicePdfLink({ path, kind, className, labels: l }: Labelled & { path: string; kind: "Invoice" | "Receipt"; className?: string }) {
  return (
    <a href={path} download className={className ?? "text-sm font-semibold text-teal-800 underline"} data-testid="invoice-pdf-link">
      {kind === "Receipt" ? l.downloadReceipt : l.downloadInvoice}
    </a>
  );
}
