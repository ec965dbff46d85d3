// The reservation list's search, filters and sort (ADR 0143): a GET form, so every state is in
// the query string and works without JS; plus the CSV export of the same filtered list.
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { PAYMENT_STATUS_OPTIONS } from "~/db/enums";
import { RESERVATION_SORTS, type ReservationFilters } from "~/supplier/reservation-filters";
import { RESERVATION_FILTER_LABELS } from "~/i18n/english/reservation-filters";

export type ReservationFilterLabels = typeof RESERVATION_FILTER_LABELS;

const field = "rounded-md border border-slate-300 px-3 py-2 text-sm";
const label = "mb-1 block text-sm font-medium text-slate-700";

export function ReservationFilterForm({
  filters,
  path,
  csvHref,
  searchLabel,
  venues,
  allVenuesLabel,
  labels: l = RESERVATION_FILTER_LABELS,
}: {
  filters: ReservationFilters;
  path: string;
  csvHref: string;
  searchLabel: string;
  /** Offered as a Venue filter when given (the admin's payments table). */
  venues?: { id: number; name: string }[];
  /** The empty choice of the Venue filter ("All venues" for a hotel group, ADR 0282). */
  allVenuesLabel?: string;
  labels?: ReservationFilterLabels;
}) {
  const active = !!(filters.q || filters.paymentStatus || filters.ack || filters.from || filters.to || filters.venue);
  return (
    <Form method="get" action={path} role="search" className="mt-4 flex flex-wrap items-end gap-3" data-testid="reservation-filters">
      <div>
        <label htmlFor="rf-q" className={label}>{searchLabel}</label>
        <input id="rf-q" name="q" type="search" defaultValue={filters.q} className={`${field} w-64`} />
      </div>
      <div>
        <label htmlFor="rf-status" className={label}>{l.fPaymentStatus}</label>
        <select id="rf-status" name="paymentStatus" defaultValue={filters.paymentStatus} className={field}>
          <option value="">{l.fAny}</option>
          {PAYMENT_STATUS_OPTIONS.map((s) => <option key={s} value={s}>{l[`paymentStatus.${s}`]}</option>)}
        </select>
      </div>
      {venues ? (
        <div>
          <label htmlFor="rf-venue" className={label}>{l.fVenue}</label>
          <select id="rf-venue" name="venue" defaultValue={filters.venue || ""} className={`${field} max-w-64`}>
            <option value="">{allVenuesLabel ?? l.fAny}</option>
            {venues.map((v) => <option key={v.id} value={v.id}>{v.name}</option>)}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="rf-ack" className={label}>{l.fAcknowledged}</label>
        <select id="rf-ack" name="acknowledged" defaultValue={filters.ack} className={field}>
          <option value="">{l.fAny}</option>
          <option value="no">{l.fNotYet}</option>
          <option value="yes">{l.fYes}</option>
        </select>
      </div>
      <div>
        <label htmlFor="rf-from" className={label}>{l.fEventFrom}</label>
        <input id="rf-from" name="from" type="date" defaultValue={filters.from} className={field} />
      </div>
      <div>
        <label htmlFor="rf-to" className={label}>{l.fEventTo}</label>
        <input id="rf-to" name="to" type="date" defaultValue={filters.to} className={field} />
      </div>
      <div>
        <label htmlFor="rf-sort" className={label}>{l.fSort}</label>
        <select id="rf-sort" name="sort" defaultValue={filters.sort} className={field}>
          {(Object.keys(RESERVATION_SORTS) as (keyof typeof RESERVATION_SORTS)[]).map((value) => <option key={value} value={value}>{l[`sort.${value}`]}</option>)}
        </select>
      </div>
      <button type="submit" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white">{l.fApply}</button>
      {active ? <Link to={path} className="px-2 py-2 text-sm underline">{l.fClear}</Link> : null}
      <a href={csvHref} className="px-2 py-2 text-sm font-semibold text-teal-800 underline" download>
        {l.fExportCsv}
      </a>
    </Form>
  );
}
