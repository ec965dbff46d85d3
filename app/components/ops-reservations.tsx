// Vendor's Manage Reservation and admin's Manage Payment: the reservations table, the pager
// (spec: Next only when the page is full, else 'Data not available!'), the Reservation Detail
// and a dialog shell. Dialogs are page states (?ack=ID, ?detail=ID ...) rendered as an overlay
// with a Close link, so they work without JS; with JS they are modal <dialog>s.
import { Link } from "@remix-run/react";
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import { LineCancellationNote, type LineCancellation } from "~/components/line-cancellation";
import { usePageStateDialog } from "~/components/page-dialog";
import { formatRupiah, timesIn } from "~/utils/format";
import { Money } from "~/components/money";
import { fill } from "~/i18n/config";
import { useLang } from "~/i18n/use-strings";
import { MoneyBadge, MoneyLines } from "~/components/reservation-money";
import type { MoneyStateLabels } from "~/i18n/dict/reservation-labels.server";
import { RESERVATIONS_LABELS } from "~/i18n/english/ops-reservations";

export type ReservationsLabels = typeof RESERVATIONS_LABELS;

export type ReservationRowView = {
  id: number;
  invoiceNo: string;
  name: string;
  companyName: string;
  venueName: string;
  subVenueName: string;
  productName: string;
  date: string;
  start: string;
  setup: string;
  totalUnit: string;
  paymentStatus: string;
  invoiceStatus: string;
  acknowledge: boolean;
  totalPrice: number;
  /** What is still owed for a deposit booking's line (ADR 0256). */
  balance?: { amount: number; due: string; state: string } | null;
  /** Set once the line is cancelled (issue 22): who, when (Bali time), why. */
  cancelled?: { by: string; at: string; reason: string } | null;
  /** The vendor may cancel it now (paid, not over). */
  cancellable?: boolean;
  /** Set when the line is cancelled (admin console). */
  cancellation?: LineCancellation | null;
  /** The admin may cancel it (a live line of a paid or pending invoice). */
  canCancel?: boolean;
  /** Admin: no real money is tied to it (a paid reservation is cancelled, never deleted, ADR 0357). */
  canDelete?: boolean;
  /** The vendor's list: the booking's money state from the ledger (issue 40, ADR 0380). */
  money?: ComponentProps<typeof MoneyLines>["money"] | null;
};

/** A query string that keeps the page (and search) and sets one dialog parameter. */
export function withParams(base: URLSearchParams, set: Record<string, string | number | null>) {
  const next = new URLSearchParams(base);
  for (const key of ["ack", "detail", "cancel", "status", "delete", "nodata"]) next.delete(key);
  for (const [key, value] of Object.entries(set)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  const s = next.toString();
  return s ? `?${s}` : "?";
}

/** " (expired)" or " (cancelled)" after the payment status of an invoice that is neither paid nor pending. */
function statusExtra(row: ReservationRowView, labels: ReservationsLabels) {
  return row.invoiceStatus === "expired" || row.invoiceStatus === "cancelled" ? ` (${labels[`invoiceStatus.${row.invoiceStatus}`]})` : "";
}

function StatusCell({ row, labels }: { row: ReservationRowView; labels: ReservationsLabels }) {
  const extra = statusExtra(row, labels);
  return (
    <>
      <span className={row.cancelled ? "text-slate-600" : row.invoiceStatus === "paid" ? "font-semibold text-emerald-700" : "text-amber-800"}>
        {row.paymentStatus}
        {extra}
      </span>
      {row.cancelled ? <CancelledNote cancelled={row.cancelled} labels={labels} /> : null}
    </>
  );
}

/** A cancelled line, said in the row: the booking no longer holds the time. */
function CancelledNote({ cancelled, labels }: { cancelled: NonNullable<ReservationRowView["cancelled"]>; labels: ReservationsLabels }) {
  return (
    <span className="mt-1 block whitespace-normal text-xs" data-testid="line-cancelled">
      <span className="rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800">{labels.cancelledBadge}</span>{" "}
      {fill(labels.cancelledByAt, { by: cancelled.by, at: cancelled.at })}
    </span>
  );
}

export function ReservationsTable({
  rows,
  offset,
  params,
  admin = false,
  showVenue = admin,
  labels = RESERVATIONS_LABELS,
  moneyLabels,
}: {
  rows: ReservationRowView[];
  offset: number;
  params: URLSearchParams;
  admin?: boolean;
  /** The Venue column: the admin's, and a hotel group's (ADR 0282). */
  showVenue?: boolean;
  labels?: ReservationsLabels;
  /**
   * The vendor's list: each row's money state in these words (the planner's, ADR 0380) instead of
   * the spec's payment label, which the admin's console keeps (ADR 0381).
   */
  moneyLabels?: MoneyStateLabels;
}) {
  const lang = useLang();
  const l = labels;
  // Actions first (ADR 0140): Acknowledge, Detail and Delete stay in reach at any width;
  // the remaining columns wrap, and under 640 px each row is a card (table-cards).
  const cell = "px-3 py-2 whitespace-nowrap";
  const th = "px-3 py-2 align-bottom";
  return (
    <div className="rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent sm:overflow-x-auto">
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={th}>#</th>
            <th scope="col" className={th}>{l.colActions}</th>
            <th scope="col" className={th}>{l.colAcknowledge}</th>
            <th scope="col" className={th}>{l.colPaymentStatus}</th>
            <th scope="col" className={th}>{l.colDate}</th>
            <th scope="col" className={th}>{l.colStartTime}</th>
            <th scope="col" className={th}>{l.colName}</th>
            <th scope="col" className={th}>{l.colCompany}</th>
            {admin ? <th scope="col" className={th}>{l.colInvoice}</th> : null}
            {admin ? <th scope="col" className={th}>{l.colAmount}</th> : null}
            {showVenue ? <th scope="col" className={th}>{l.colVenue}</th> : null}
            <th scope="col" className={th}>{l.colSubVenue}</th>
            <th scope="col" className={th}>{l.colSetup}</th>
            <th scope="col" className={th}>{l.colTotalUnit}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, i) => (
            <tr key={row.id} data-testid="reservation-row" data-invoice={row.invoiceNo} data-line={row.id}>
              <td className={cell} data-label="#">{offset + i + 1}</td>
              <td className={cell} data-label={l.colActions}>
                <Link to={withParams(params, { detail: row.id })} preventScrollReset className="font-semibold text-teal-800 underline">
                  {l.detail}
                </Link>
                {(!admin && row.cancellable) || (admin && row.canCancel) ? (
                  <Link
                    to={withParams(params, { cancel: row.id })}
                    preventScrollReset
                    className="ml-3 font-semibold text-red-700 underline"
                    aria-label={fill(l.cancelReservationN, { n: offset + i + 1 })}
                  >
                    {l.cancel}
                  </Link>
                ) : null}
                {admin && row.canDelete ? (
                  <Link to={withParams(params, { delete: row.id })} preventScrollReset className="ml-3 font-semibold text-red-700 underline">
                    {l.delete}
                  </Link>
                ) : null}
              </td>
              <td className={cell} data-label={l.colAcknowledge}>
                {row.cancelled && !admin ? (
                  <span className="text-slate-500">-</span>
                ) : (
                <Link
                  to={withParams(params, { ack: row.id })}
                  preventScrollReset
                  data-testid="acknowledge"
                  aria-label={fill(l.acknowledgeChange, { value: row.acknowledge ? l.yes : l.no, n: offset + i + 1 })}
                  className={`inline-block rounded-full px-3 py-0.5 text-xs font-bold ${row.acknowledge ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
                >
                  {row.acknowledge ? l.yes : l.no}
                </Link>
                )}
              </td>
              <td className={cell} data-label={l.colPaymentStatus} data-testid="payment-status">
                {admin ? (
                  <Link
                    to={withParams(params, { status: row.id })}
                    preventScrollReset
                    className="underline decoration-dotted underline-offset-2"
                    aria-label={fill(l.statusChange, { status: row.paymentStatus, extra: statusExtra(row, l), invoiceNo: row.invoiceNo })}
                  >
                    <StatusCell row={row} labels={l} />
                  </Link>
                ) : moneyLabels && row.money ? (
                  <span className="block whitespace-normal">
                    <MoneyBadge money={row.money} labels={moneyLabels} />
                    <MoneyLines money={row.money} labels={moneyLabels} />
                    {row.cancelled ? <CancelledNote cancelled={row.cancelled} labels={l} /> : null}
                  </span>
                ) : (
                  <StatusCell row={row} labels={l} />
                )}
                {row.cancellation ? <LineCancellationNote cancellation={row.cancellation} labels={l} /> : null}
                {row.balance && !(moneyLabels && row.money) ? (
                  <span className="block text-xs text-amber-800" data-testid="line-balance">
                    {/* Money stays one unbreakable piece (issue 26) inside the sentence. */}
                    {l.balanceDue.split("{amount}")[0]}<Money amount={row.balance.amount} />{fill(l.balanceDue.split("{amount}")[1] ?? "", { due: row.balance.due, state: row.balance.state })}
                  </span>
                ) : null}
              </td>
              <td className={cell} data-label={l.colDate}>{row.date}</td>
              <td className={cell} data-label={l.colStartTime}>{timesIn(row.start, lang)}</td>
              <td className="px-3 py-2 break-words" data-label={l.colName} translate="no">{row.name}</td>
              <td className="px-3 py-2 break-words" data-label={l.colCompany} translate="no">{row.companyName || "-"}</td>
              {admin ? <td className={cell} data-label={l.colInvoice}>{row.invoiceNo}</td> : null}
              {admin ? <td className={cell} data-label={l.colAmount}><Money amount={row.totalPrice} /></td> : null}
              {showVenue ? <td className="px-3 py-2" data-label={l.colVenue} data-testid="reservation-venue">{row.venueName}</td> : null}
              <td className="px-3 py-2" data-label={l.colSubVenue}>{row.subVenueName}</td>
              <td className="px-3 py-2" data-label={l.colSetup}>{row.setup}</td>
              <td className={cell} data-label={l.colTotalUnit}>{row.totalUnit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const DATA_NOT_AVAILABLE = "Data not available!";

/**
 * Previous / page / Next. Next is allowed only when the page is full (spec section 4): with JS
 * the notice shows in place; without JS the link carries `nodata` and the page shows it.
 */
export function Pager({
  page,
  full,
  params,
  notice,
  labels = RESERVATIONS_LABELS,
}: {
  page: number;
  full: boolean;
  params: URLSearchParams;
  notice: boolean;
  labels?: Pick<ReservationsLabels, "pages" | "previous" | "next" | "pageN" | "dataNotAvailable">;
}) {
  const [shown, setShown] = useState(notice);
  useEffect(() => setShown(notice), [notice, page]);
  const button = "rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold";
  return (
    <nav aria-label={labels.pages} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={withParams(params, { page: page - 1 })} className={`${button} hover:bg-slate-100`}>
          {labels.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${button} cursor-not-allowed opacity-50`}>{labels.previous}</span>
      )}
      <span className="text-sm text-slate-600" data-testid="page-number">{fill(labels.pageN, { n: page })}</span>
      <Link
        to={full ? withParams(params, { page: page + 1 }) : withParams(params, { nodata: 1 })}
        preventScrollReset
        className={`${button} hover:bg-slate-100`}
        onClick={(e) => {
          if (full) return;
          e.preventDefault();
          setShown(true);
        }}
      >
        {labels.next}
      </Link>
      {shown ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900">
          {labels.dataNotAvailable}
        </p>
      ) : null}
    </nav>
  );
}

/**
 * Dialog shell: an overlay with a Close link back to the list (works without JS); with JS a
 * modal <dialog> (focus stays inside, Escape closes, focus returns to the opener; ADR 0192).
 */
export function Dialog({ title, closeTo, children, closeLabel = "Close" }: { title: string; closeTo: string; children: ReactNode; closeLabel?: string }) {
  const titleId = useId();
  const { ref, modal, onClose } = usePageStateDialog(closeTo);
  return (
    // One box before and after hydration (fixed, centred, scrolling inside past 90vh): as an
    // overlay it stood top-aligned on phones and its full height, so the link a visitor was
    // reaching for moved when it became modal.
    <div className={modal ? "contents" : "fixed inset-0 z-50 bg-slate-900/60"}>
      <dialog
        ref={ref}
        open
        onClose={onClose}
        aria-labelledby={titleId}
        className="fixed inset-0 m-auto h-fit max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        <Link
          to={closeTo}
          preventScrollReset
          aria-label={closeLabel}
          className="absolute right-3 top-2 px-2 text-2xl leading-none text-slate-500 hover:text-slate-900"
        >
          ×
        </Link>
        <h2 id={titleId} className="pr-8 text-xl font-bold">{title}</h2>
        <div className="mt-4">{children}</div>
      </dialog>
    </div>
  );
}

export type ReservationDetailView = ReservationRowView & {
  productId: number;
  datetime: string;
  ends: string;
  eventName: string;
  note: string;
  price: number;
  totalPrice: number;
  /** Sanitized on the server. */
  inclusion: string;
  user: { firstName: string; lastName: string; email: string } | null;
  invoiceReservationVenue: {
    invoiceNo: string;
    name: string;
    companyName: string;
    email: string;
    officePhone: string;
    cellPhone: string;
    address: string;
  };
  /** The planner's phone numbers and e-mail addresses are notices until a booking is paid (ADR 0260). */
  contactsHidden?: boolean;
};

export function ReservationDetailList({
  detail,
  labels: l = RESERVATIONS_LABELS,
  moneyLabels,
}: {
  detail: ReservationDetailView;
  labels?: ReservationsLabels;
  /** The vendor's detail: the booking's money state in the planner's words (ADR 0380). */
  moneyLabels?: MoneyStateLabels;
}) {
  const inv = detail.invoiceReservationVenue;
  const rows: [string, ReactNode][] = [
    [l.dInvoiceNo, inv.invoiceNo],
    [l.dProduct, `${detail.productName} (ID ${detail.productId})`],
    [l.dVenue, `${detail.venueName}, ${detail.subVenueName}`],
    // The planner's own words (like a name): not a text of the site to translate.
    [l.dEvent, detail.eventName ? <span translate="no">{detail.eventName}</span> : "-"],
    [l.dStart, fill(l.dBaliTime, { when: detail.datetime })],
    [l.dEnd, fill(l.dBaliTime, { when: detail.ends })],
    [l.dSetup, detail.setup],
    [l.dQuantity, detail.totalUnit],
    [l.dPrice, `${formatRupiah(detail.price)} x ${detail.totalUnit}`],
    [l.dTotal, formatRupiah(detail.totalPrice)],
    [
      l.dPaymentStatus,
      moneyLabels && detail.money ? (
        <span key="money">
          <MoneyBadge money={detail.money} labels={moneyLabels} />
          <MoneyLines money={detail.money} labels={moneyLabels} />
        </span>
      ) : (
        detail.paymentStatus
      ),
    ],
    [l.dAcknowledge, detail.acknowledge ? ("acknowledgedBy" in detail && detail.acknowledgedBy ? fill(l.dYesBy, { name: String(detail.acknowledgedBy) }) : l.yes) : l.no],
    ...(detail.cancelled
      ? ([
          [l.dCancelled, fill(l.dCancelledByOn, { by: detail.cancelled.by, at: detail.cancelled.at })],
          [l.dCancellationReason, detail.cancelled.reason || "-"],
        ] as [string, ReactNode][])
      : []),
    [l.dNote, detail.note || "-"],
    // People's and companies' names are not words to translate (translate="no").
    [l.dBooker, <span key="booker" translate="no">{inv.name}</span>],
    [l.dCompany, <span key="company" translate="no">{inv.companyName || "-"}</span>],
    [l.dEmail, inv.email],
    [l.dMobile, inv.cellPhone],
    [l.dOffice, inv.officePhone || "-"],
    [l.dAddress, inv.address || "-"],
    [l.dAccount, detail.user ? <span key="account" translate="no">{`${detail.user.firstName} ${detail.user.lastName} (${detail.user.email})`.trim()}</span> : l.dGuest],
  ];
  return (
    <>
      <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="reservation-detail">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
      {detail.inclusion ? (
        <div className="mt-3 text-sm">
          <p className="font-medium text-slate-500">{l.dInclusion}</p>
          <div className="[&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: detail.inclusion }} />
        </div>
      ) : null}
    </>
  );
}
