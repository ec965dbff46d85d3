// /dashboard/earnings: what the vendor earned per booking (what the planner paid, the
// commission, the net), its state (due after the event, due in the next payout, paid out with
// the payout's reference, refunded and closed, TEST), monthly totals by event month and a CSV
// (ADR 0257), and how the vendor is paid: the commission rate, the payout day and the account
// (issue 40, ADR 0355). The dashboard's month card reads the same earningsOf.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { earningsOf, payoutsOf } from "~/ledger/earnings.server";
import { payoutTermsOf } from "~/ledger/payouts.server";
import { fillNodes } from "~/components/fill-nodes";
import { requireVendorMember, venueFilterOf, venueFilterParam } from "~/supplier/access.server";
import { VenueFilterForm } from "~/components/venue-filter";
import { baliToUtc, formatInvoiceDate, isIsoDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";
import { fill, optionLabel } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage } from "~/i18n/page-language.server";
import { useLang, useStrings } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "earnings", "view");
  const { user } = member;
  // One venue's bookings or all (ADR 0282); payouts are the organisation's, so always all.
  const venue = venueFilterOf(new URL(request.url).searchParams, member);
  const venueParam = venueFilterParam(member, venue);
  // The words come from the layout ("dashboard"); dates in the page's language here.
  const { lang } = pageLanguage(request);
  const payouts = (await payoutsOf(user.supplierId)).map((p) => ({
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    status: p.status,
    transferReference: p.transferReference,
    paidOn: p.paidOn && isIsoDate(p.paidOn) ? formatInvoiceDate(baliToUtc(p.paidOn), lang) : null,
    createdOn: formatInvoiceDate(p.createdAt, lang),
  }));
  const now = new Date();
  const terms = await payoutTermsOf(user.supplierId, now, lang);
  return json({
    ...await earningsOf(user.supplierId, now, venue),
    terms,
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
  const t = useStrings("dashboard");
  const lang = useLang();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.earnings}</h1>
        <a href={e.csvHref} className="text-sm font-semibold text-teal-800 underline" download>{t.erDownloadCsv}</a>
      </div>
      {e.venues ? <VenueFilterForm path="/dashboard/earnings" venues={e.venues} venue={e.venue} /> : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-emerald-50 p-3"><dt className="text-sm text-emerald-900">{t.erAvailable}</dt><dd className="text-xl font-bold" data-testid="earnings-available">{money(e.available)}</dd></div>
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-sm text-slate-700">{t.erPending}</dt><dd className="text-xl font-bold" data-testid="earnings-pending">{money(e.pending)}</dd></div>
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-sm text-slate-700">{t.erPaidOut}</dt><dd className="text-xl font-bold" data-testid="earnings-paid-out">{money(e.paidOut)}</dd></div>
      </dl>

      {e.terms ? (
        <section aria-labelledby="terms-title" className="mt-6 rounded-lg border border-slate-200 p-4 text-sm" data-testid="payout-terms">
          <h2 id="terms-title" className="font-semibold">{t.erTermsTitle}</h2>
          <p className="mt-2" data-testid="commission-rate">{fill(t.erCommissionRate, { percent: String(e.terms.commissionBps / 100).replace(".", lang === "id" ? "," : ".") })}{e.terms.ownRate ? t.erOwnRate : ""}</p>
          <p className="mt-1" data-testid="payout-schedule">{fill(t.erSchedule, { weekday: e.terms.schedule.weekday, date: e.terms.schedule.next })}</p>
          <p className="mt-1" data-testid="payout-account">
            {e.terms.problem === "bank data missing" ? t.erAccountMissing : fill(t.erAccount, { bank: e.terms.bank.bankName, account: e.terms.bank.account, holder: e.terms.bank.holder })}
            {e.terms.problem === "bank data not verified" ? <strong className="ml-1 text-amber-800">{t.erAccountUnverified}</strong> : null}{" "}
            <Link to="/dashboard/supplier-info" className="font-semibold text-teal-800 underline">{t.erEditAccount}</Link>
          </p>
        </section>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold">{t.erByBooking}</h2>
      {e.rows.length ? (
        <table className="mt-2 block w-full text-left text-sm sm:table">
          <thead className="bg-slate-100 text-xs uppercase text-slate-600 max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">{t.erBooking}</th>
              <th scope="col" className="px-3 py-2">{t.erEvent}</th>
              <th scope="col" className="px-3 py-2 text-right">{t.erPaid}</th>
              <th scope="col" className="px-3 py-2 text-right">{t.erRefunded}</th>
              <th scope="col" className="px-3 py-2 text-right">{t.erCommission}</th>
              <th scope="col" className="px-3 py-2 text-right">{t.erNet}</th>
              <th scope="col" className="px-3 py-2">{t.erState}</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 sm:table-row-group">
            {e.rows.map((r) => (
              <tr key={r.lineId} className="block py-2 sm:table-row sm:py-0" data-testid="earning-row">
                <td className={cell} data-label={t.erBooking}>{r.test ? <span className="mr-1 rounded bg-amber-200 px-1 text-xs font-bold text-amber-900" data-testid="earning-test">{t.erTest}</span> : null}<span className="font-semibold">{r.productName}</span><span className="block text-xs text-slate-500">{r.invoiceNo}</span></td>
                <td className={cell} data-label={t.erEvent}>{r.eventDate}{r.cancelled ? t.erCancelled : ""}</td>
                <td className={`${cell} sm:text-right`} data-label={t.erPaid}>{money(r.paid)}</td>
                <td className={`${cell} sm:text-right`} data-label={t.erRefunded}>{money(r.refunded)}</td>
                <td className={`${cell} sm:text-right`} data-label={t.erCommission}>{money(r.commission)}</td>
                <td className={`${cell} font-semibold sm:text-right`} data-label={t.erNet}>{money(r.net)}</td>
                <td className={cell} data-label={t.erState}>{optionLabel(t, "erStateOf", r.state, r.state)}{r.payoutReference ? <span className="block text-xs text-slate-500">{r.payoutReference}</span> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-slate-600">{t.erNoBooking}</p>
      )}

      <h2 className="mt-8 text-lg font-semibold">{t.erPayouts}</h2>
      {e.venue ? <p className="mt-1 text-sm text-slate-600">{t.erPayoutsAll}</p> : null}
      {e.payouts.length ? (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {e.payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="vendor-payout">
              <span>
                <span className="font-semibold">{p.reference}</span>: {money(p.amount)} ·{" "}
                {p.status === "paid" ? fill(t.erPaidOn, { date: p.paidOn ?? "", ref: p.transferReference ?? "" }) : fill(t.erCreated, { date: p.createdOn })}
              </span>
              <a href={`/dashboard/earnings/payout/${p.id}.pdf`} download className="font-semibold text-teal-800 underline">
                {t.erStatement}<span className="sr-only">{fill(t.erOfPayout, { ref: p.reference })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t.erNoPayout}</p>
      )}

      <h2 className="mt-8 text-lg font-semibold">{t.erByMonth}</h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {e.months.map((m) => (
          <li key={m.month} className="flex flex-wrap justify-between gap-2 py-2" data-testid="earnings-month" data-month={m.month}>
            <span className="font-semibold">{m.month}</span>
            <span>{fillNodes(t.erMonthLine, { paid: money(m.paid), refunded: money(m.refunded), commission: money(m.commission), net: <span data-testid="earnings-month-net">{money(m.net)}</span> })}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t?.earnings ?? "Earnings", t?.erMetaDescription ?? "What your bookings earned, the commission, and your payouts.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
