// /dashboard/earnings: what the vendor earned per booking (what the planner paid, the
// commission, the net), its state (pending until the event has taken place, available, paid
// out with the payout's reference), monthly totals and a CSV (ADR 0257).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { earningsOf, payoutsOf } from "~/ledger/earnings.server";
import { requireVendorMember, venueFilterOf, venueFilterParam } from "~/supplier/access.server";
import { VenueFilterForm } from "~/components/venue-filter";
import { baliToUtc, formatInvoiceDate, formatRupiah, isIsoDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "earnings", "view");
  const { user } = member;
  // One venue's bookings or all (ADR 0282); payouts are the organisation's, so always all.
  const venue = venueFilterOf(new URL(request.url).searchParams, member);
  const venueParam = venueFilterParam(member, venue);
  const payouts = payoutsOf(user.supplierId).map((p) => ({
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    status: p.status,
    transferReference: p.transferReference,
    paidOn: p.paidOn && isIsoDate(p.paidOn) ? formatInvoiceDate(baliToUtc(p.paidOn)) : null,
    createdOn: formatInvoiceDate(p.createdAt),
  }));
  return json({
    ...earningsOf(user.supplierId, new Date(), venue),
    payouts,
    venues: member.venues.length > 1 ? member.venues : null,
    venue,
    csvHref: venueParam ? `/dashboard/earnings.csv?venue=${venueParam}` : "/dashboard/earnings.csv",
  });
}

const money = (n: number) => <Money amount={n} />;
const cell = "block px-3 py-1 sm:table-cell sm:py-2 max-sm:before:mr-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]";

export default function Earnings() {
  const e = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Earnings</h1>
        <a href={e.csvHref} className="text-sm font-semibold text-teal-800 underline" download>Download CSV</a>
      </div>
      {e.venues ? <VenueFilterForm path="/dashboard/earnings" venues={e.venues} venue={e.venue} /> : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-emerald-50 p-3"><dt className="text-sm text-emerald-900">Available for payout</dt><dd className="text-xl font-bold" data-testid="earnings-available">{money(e.available)}</dd></div>
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-sm text-slate-700">Pending (event not yet held)</dt><dd className="text-xl font-bold" data-testid="earnings-pending">{money(e.pending)}</dd></div>
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-sm text-slate-700">Paid out</dt><dd className="text-xl font-bold" data-testid="earnings-paid-out">{money(e.paidOut)}</dd></div>
      </dl>

      <h2 className="mt-8 text-lg font-semibold">By booking</h2>
      {e.rows.length ? (
        <table className="mt-2 block w-full text-left text-sm sm:table">
          <thead className="bg-slate-100 text-xs uppercase text-slate-600 max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">Booking</th>
              <th scope="col" className="px-3 py-2">Event</th>
              <th scope="col" className="px-3 py-2 text-right">Paid</th>
              <th scope="col" className="px-3 py-2 text-right">Refunded</th>
              <th scope="col" className="px-3 py-2 text-right">Commission</th>
              <th scope="col" className="px-3 py-2 text-right">Net</th>
              <th scope="col" className="px-3 py-2">State</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 sm:table-row-group">
            {e.rows.map((r) => (
              <tr key={r.lineId} className="block py-2 sm:table-row sm:py-0" data-testid="earning-row">
                <td className={cell} data-label="Booking"><span className="font-semibold">{r.productName}</span><span className="block text-xs text-slate-500">{r.invoiceNo}</span></td>
                <td className={cell} data-label="Event">{r.eventDate}{r.cancelled ? " (cancelled)" : ""}</td>
                <td className={`${cell} sm:text-right`} data-label="Paid">{money(r.paid)}</td>
                <td className={`${cell} sm:text-right`} data-label="Refunded">{money(r.refunded)}</td>
                <td className={`${cell} sm:text-right`} data-label="Commission">{money(r.commission)}</td>
                <td className={`${cell} font-semibold sm:text-right`} data-label="Net">{money(r.net)}</td>
                <td className={cell} data-label="State">{r.state}{r.payoutReference ? <span className="block text-xs text-slate-500">{r.payoutReference}</span> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-slate-600">No paid booking yet.</p>
      )}

      <h2 className="mt-8 text-lg font-semibold">Payouts</h2>
      {e.venue ? <p className="mt-1 text-sm text-slate-600">Payouts cover all your venues.</p> : null}
      {e.payouts.length ? (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {e.payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="vendor-payout">
              <span>
                <span className="font-semibold">{p.reference}</span>: {money(p.amount)} ·{" "}
                {p.status === "paid" ? `paid on ${p.paidOn ?? ""}, transfer ${p.transferReference ?? ""}` : `created ${p.createdOn}, being transferred`}
              </span>
              <a href={`/dashboard/earnings/payout/${p.id}.pdf`} download className="font-semibold text-teal-800 underline">
                Statement (PDF)<span className="sr-only"> of payout {p.reference}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No payout yet.</p>
      )}

      <h2 className="mt-8 text-lg font-semibold">By month of the event</h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {e.months.map((m) => (
          <li key={m.month} className="flex flex-wrap justify-between gap-2 py-2" data-testid="earnings-month">
            <span className="font-semibold">{m.month}</span>
            <span>paid {money(m.paid)} · refunded {money(m.refunded)} · commission {money(m.commission)} · net {money(m.net)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Earnings", "What your bookings earned, the commission, and your payouts.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
