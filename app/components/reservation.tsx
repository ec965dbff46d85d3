// UI pieces shared by the reservation summary, confirmation, voucher and My Reservation:
// the reservation lines table, the totals block and the payment status badge.
import { Form } from "~/components/form";
import type { ReactNode } from "react";
import { PolicyTimeline, type PolicyView } from "~/components/cancellation-policy";
import { fill } from "~/i18n/config";
import { SubmitButton } from "~/components/forms";
import { formatRupiah } from "~/utils/format";
import { Money } from "~/components/money";
import { Words } from "~/components/words";

/** The balance block's words, apart so the account dictionary can reuse them (its other keys differ). */
export const RESERVATION_BALANCE_LABELS = {
  cancelBookings: "Cancel bookings",
  balanceDue: "Balance due",
  depositPaid: "Deposit paid:",
  balanceDueBy: "Balance due by {date}:",
  balanceDueNow: "Balance due:",
  overdue: "(overdue)",
  payBalance: "Pay the balance",
};

/** The money state's words (issue 40): one badge and one sentence per state, on every planner view. */
export const MONEY_LABELS = {
  stateUnpaid: "Awaiting payment",
  stateExpired: "Expired",
  stateReleased: "Released",
  stateDepositPaid: "Deposit paid",
  stateBalanceOverdue: "Balance overdue",
  statePaidInFull: "Paid in full",
  stateCancelled: "Cancelled",
  moneyToPayDeposit: "To pay now: the deposit, {amount}, before {date} (Bali time). The balance, {balance}, follows by its due date.",
  moneyToPayFull: "To pay: {amount} before {date} (Bali time).",
  moneyPaidNow: "Paid so far: {paid}.",
  moneyBalanceDue: "Balance {balance} due by {date}.",
  moneyBalanceOverdue: "Balance {balance} was due on {date}: pay it now or the booking lapses.",
  moneyPaidInFull: "Paid in full: {paid}.",
  moneyReleased: "Released: nothing was paid and nothing is owed.",
  moneyExpired: "Expired: it was not paid before its deadline; nothing is owed.",
  moneyCancelled: "Cancelled: this booking is no longer valid.",
  moneyRefundPending: "Refund {amount}: on its way through the payment gateway.",
  moneyRefundSent: "Refund {amount}: sent.",
  moneyRefundToSend: "Refund {amount}: to be sent by bank transfer.",
  moneyRefundFailed: "Refund {amount}: delayed, we are on it.",
  moneyNoRefund: "No refund under the booking's policy.",
  moneyPartlyCancelled: "Some bookings of this invoice are cancelled; the totals below are the live ones.",
  moneyDateChangeRequested: "Date change requested: waiting for the venue's answer.",
  changeTheDate: "Change the date",
  voucherNotValid: "NOT VALID",
  voucherCancelledText: "This booking was cancelled: the voucher is no longer valid at the venue.",
};
export type MoneyLabels = typeof MONEY_LABELS;

/**
 * The pieces' words, English by default: a page in Indonesian passes its "checkout" strings,
 * which hold these keys (ADR 0300's labels pattern, so My Reservation keeps working as it is).
 */
export const RESERVATION_LABELS = {
  colProduct: "Product",
  colVenue: "Venue",
  colSetup: "Setup",
  colWhen: "Date & time",
  colPrice: "Price",
  colSubtotal: "Sub total",
  actions: "Actions",
  productId: "Product ID {id}",
  eventLine: "Event: {name}",
  venueConfirmed: "Confirmed by the venue",
  venueWaiting: "Waiting for the venue to confirm",
  inclusion: "Inclusion",
  noteLine: "Note: {note}",
  cancelled: "Cancelled",
  cancelledOnBy: "on {at} by {by}",
  refundReference: "(reference {reference})",
  noRefund: "No refund under the booking's policy.",
  policyLine: "Cancellation policy: {label}",
  policyCancellation: "Cancellation policy: {label}.",
  policyTimeline: "Cancellation timeline, {label}",
  policyUntil: "until {date}",
  cancelThisBooking: "Cancel this booking",
  cancelClosed: "Cancellation is closed from the day before the event; please message the venue.",
  subtotal: "Subtotal",
  discount: "Discount",
  discountCoupon: "(coupon {code}, {percent}%)",
  grandTotal: "Grand Total",
  name: "Name",
  company: "Company",
  address: "Address",
  taxNumber: "Tax number (NPWP)",
  officePhone: "Office phone",
  mobilePhone: "Mobile phone",
  email: "E-mail",
  resendToEmail: "Resend to Email",
  whatHappensNext: "What happens next",
  done: "Done:",
  stepStartPayment: "Start the payment, or tell us you will pay by bank transfer, before {date} (Bali time); after that the reservation expires. Starting it gives you 2 x 24 hours from checkout to complete the payment.",
  stepPayBefore: "Pay before {date} (Bali time); after that the reservation expires.",
  stepSlotsHeld: "Until then the slots are held for you.",
  stepVenueAcknowledges: "We send your booking to the venue, and the venue acknowledges it.",
  stepShowsConfirmed: 'Each reservation then shows "Confirmed by the venue" here, on your voucher and in My Reservation.',
  stepPaid: "Paid: your voucher is ready.",
  stepConfirmed: "Confirmed by the venue: the venue has acknowledged your booking.",
  stepSentToVenue: 'We have sent your booking to the venue. The venue acknowledges it, and each reservation then shows "Confirmed by the venue".',
  stepOnTheDay: "On the day, show your voucher at the venue.",
  cancelReservation: "Cancel this reservation",
  ...RESERVATION_BALANCE_LABELS,
  ...MONEY_LABELS,
  confirmATransfer: "Confirm a bank transfer",
  downloadInvoice: "Download invoice (PDF)",
  downloadReceipt: "Download receipt (PDF)",
};
export type ReservationLabels = typeof RESERVATION_LABELS;
type Labelled = { labels?: ReservationLabels };

/** A reservation line as the pages show it (dates already formatted on the server). */
export type LineView = {
  id: number;
  productId: number;
  productName: string;
  venueName: string;
  subVenueName: string;
  /** Sanitized vendor HTML. */
  inclusion: string;
  setupLabel: string;
  when: string;
  eventName: string;
  note: string;
  price: number;
  qty: number;
  unitLabel: string;
  totalPrice: number;
  /** Whether the price includes tax and service charge, in words (ADR 0263). */
  taxAndService?: string;
  problem?: string | null;
  /** The venue's answer to a booked line (invoices only): acknowledged, or paid and awaited. */
  venueStatus?: "confirmed" | "waiting" | null;
  /** The line's cancellation tier (booked lines: the one copied at checkout). */
  policy?: PolicyView;
  /** Set once the line is cancelled: when, by whom, and its refund. */
  cancellation?: { at: string; by: string; reason: string; refund: { amount: number; label: string; reference: string | null } | null } | null;
  /** Where the planner cancels this line, while it may. */
  cancelPath?: string | null;
  /** Why it can no longer be cancelled online (from the day before the event). */
  cancelClosed?: boolean;
  /** Where the planner asks to move this line, while it may (issue 40: offered wherever Cancel is). */
  dateChangePath?: string | null;
  /** A date change waits for the venue's answer. */
  dateChangeRequested?: boolean;
};

export function ReservationLinesTable({
  lines,
  showProductId = false,
  action,
  labels: l = RESERVATION_LABELS,
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

export function TotalsBlock({ totals, children, labels: l = RESERVATION_LABELS }: Labelled & { totals: TotalsView; children?: ReactNode }) {
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
  labels: l = RESERVATION_LABELS,
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
export function ResendToEmail({ action, resend, labels: l = RESERVATION_LABELS }: Labelled & { action: string; resend?: { ok: boolean; message: string } | null }) {
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
  labels: l = RESERVATION_LABELS,
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
export function CancelBookingLink({ path, pending, labels: l = RESERVATION_LABELS }: Labelled & { path: string | null; pending: boolean }) {
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
  labels: l = RESERVATION_LABELS,
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

type MoneyStateName = "unpaid" | "expired" | "released" | "deposit_paid" | "balance_overdue" | "paid_in_full" | "cancelled";
type MoneyShown = {
  state: MoneyStateName;
  tone: "success" | "warning";
  paid: number;
  balance: number;
  balanceDueDate: string | null;
  dueNow: { part: "full" | "deposit" | "balance"; amount: number } | null;
  deadline: string | null;
  refund: { amount: number; progress: "pending" | "sent" | "to_send" | "failed" } | null;
  partlyCancelled: boolean;
};

export function moneyStateLabel(state: MoneyStateName, l: MoneyLabels = MONEY_LABELS): string {
  const words: Record<MoneyStateName, string> = {
    unpaid: l.stateUnpaid,
    expired: l.stateExpired,
    released: l.stateReleased,
    deposit_paid: l.stateDepositPaid,
    balance_overdue: l.stateBalanceOverdue,
    paid_in_full: l.statePaidInFull,
    cancelled: l.stateCancelled,
  };
  return words[state];
}

/** The booking's money state as a badge (issue 40): the planner's words, never a gateway code. */
export function MoneyBadge({ money, labels: l = RESERVATION_LABELS }: Labelled & { money: Pick<MoneyShown, "state" | "tone"> }) {
  return (
    <span
      data-testid="payment-badge"
      data-state={money.state}
      className={`inline-block rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide ${
        money.tone === "success" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"
      }`}
    >
      {moneyStateLabel(money.state, l)}
    </span>
  );
}

type MoneySentence = { template: string; amounts: Record<string, number>; words?: Record<string, string> };

/** What was paid, what is still owed and by when, or what comes back: one sentence per state. */
export function moneySentences(money: MoneyShown, l: MoneyLabels = MONEY_LABELS): MoneySentence[] {
  const refund: MoneySentence | null = money.refund
    ? {
        template: { pending: l.moneyRefundPending, sent: l.moneyRefundSent, to_send: l.moneyRefundToSend, failed: l.moneyRefundFailed }[money.refund.progress],
        amounts: { amount: money.refund.amount },
      }
    : null;
  switch (money.state) {
    case "unpaid":
      return money.dueNow?.part === "deposit"
        ? [{ template: l.moneyToPayDeposit, amounts: { amount: money.dueNow.amount, balance: money.balance - money.dueNow.amount }, words: { date: money.deadline ?? "" } }]
        : [{ template: l.moneyToPayFull, amounts: { amount: money.dueNow?.amount ?? money.balance }, words: { date: money.deadline ?? "" } }];
    case "deposit_paid":
    case "balance_overdue":
      return [
        { template: l.moneyPaidNow, amounts: { paid: money.paid } },
        { template: money.state === "deposit_paid" ? l.moneyBalanceDue : l.moneyBalanceOverdue, amounts: { balance: money.balance }, words: { date: money.balanceDueDate ?? "" } },
        ...(money.partlyCancelled && refund ? [refund] : []),
      ];
    case "paid_in_full":
      return [{ template: l.moneyPaidInFull, amounts: { paid: money.paid } }, ...(money.partlyCancelled && refund ? [refund] : [])];
    case "cancelled":
      return [{ template: l.moneyCancelled, amounts: {} }, refund ?? { template: l.moneyNoRefund, amounts: {} }];
    case "released":
      return [{ template: l.moneyReleased, amounts: {} }];
    case "expired":
      return [{ template: l.moneyExpired, amounts: {} }];
  }
}

/** A sentence as plain text (e-mails, PDFs): the amounts formatted. */
export function moneySentenceText(sentence: MoneySentence): string {
  return fill(sentence.template, { ...sentence.words, ...Object.fromEntries(Object.entries(sentence.amounts).map(([k, v]) => [k, formatRupiah(v)])) });
}

export function MoneySummary({ money, labels: l = RESERVATION_LABELS }: Labelled & { money: MoneyShown }) {
  const tone = money.state === "cancelled" || money.state === "balance_overdue" ? "bg-red-50 text-red-900" : money.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900";
  return (
    <section className={`rounded-lg p-3 text-sm ${tone}`} data-testid="money-summary" data-state={money.state} aria-label={moneyStateLabel(money.state, l)}>
      {moneySentences(money, l).map((s) => (
        <p key={s.template}>
          <Words template={s.template} parts={{ ...s.words, ...Object.fromEntries(Object.entries(s.amounts).map(([k, v]) => [k, <Money key={k} amount={v} className="font-semibold" />])) }} />
        </p>
      ))}
    </section>
  );
}

/** "Download invoice (PDF)" / "Download receipt (PDF)": the invoice's document (ADR 0258). */
export function InvoicePdfLink({ path, kind, className, labels: l = RESERVATION_LABELS }: Labelled & { path: string; kind: "Invoice" | "Receipt"; className?: string }) {
  return (
    <a href={path} download className={className ?? "text-sm font-semibold text-teal-800 underline"} data-testid="invoice-pdf-link">
      {kind === "Receipt" ? l.downloadReceipt : l.downloadInvoice}
    </a>
  );
}
