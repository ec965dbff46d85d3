// /dashboard: the vendor's action centre (ADR 0142): bookings waiting for acknowledgement
// (Acknowledge right here, a plain form), the next 7 days, this month's confirmed revenue,
// rates ending within 30 days and set-up steps still missing; each links to where it is handled.
import { memberCan, requireVendorMember } from "~/supplier/access.server";
import { memberActor } from "~/audit/audit.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { openDateChangeCount } from "~/cancellations/date-change.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { LogoutEverywhereForm } from "~/components/logout-everywhere";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { actionCentre } from "~/supplier/action-centre.server";
import { newSupplierReviews } from "~/reviews/reviews.server";
import { setAcknowledge } from "~/supplier/reservations.server";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";
import { moneyStateLabel } from "~/components/reservation-money";
import { fillNodes } from "~/components/fill-nodes";
import { fill, optionLabel } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { strings } from "~/i18n/strings.server";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { useStrings, useLang } from "~/i18n/use-strings";
import { formatMonthYear, timesIn } from "~/utils/format";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "overview", "view");
  const user = member.user;
  // The strings come from the layout; the server's own words are translated here (issue 27).
  const { lang, i18n } = pageLanguage(request, "dashboard");
  const t = i18n.dashboard;
  const centre = await actionCentre(user.supplierId);
  const say = (text: string) => messageText(lang, text);
  return json({
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    supplierId: user.supplierId,
    centre: {
      ...centre,
      month: { ...centre.month, label: formatMonthYear(centre.month.key, lang) },
      missingSteps: centre.missingSteps.map((s) => ({ ...s, label: optionLabel(t, "step", s.label, s.label) })),
      // Each booking's money in the planner's words (ADR 0380), not the admin's label.
      waiting: centre.waiting.map((l) => ({ ...l, paymentStatus: l.moneyState ? moneyStateLabel(l.moneyState, t) : say(paymentStatusRef(l.paymentStatus)) })),
      // Who cancelled, in the page's language (issue 42).
      cancelled: centre.cancelled.map((l) => ({ ...l, cancelled: { ...l.cancelled, by: say(l.cancelled.by), at: timesIn(l.cancelled.at, lang) } })),
      balances: centre.balances.map((b) => ({ ...b, state: say(b.state) })),
    },
    // Revenue figures are the earnings permission's (ADR 0280): a coordinator does not see them.
    seesRevenue: memberCan(member, "earnings", "view"),
    mayAcknowledge: memberCan(member, "reservations", "edit"),
    mayCancel: memberCan(member, "cancellations", "edit"),
    openDateChanges: await openDateChangeCount(user.supplierId),
    rfpsWaiting: centre.rfpsWaiting ? fill(strings(lang, "rfp").newCount, { count: centre.rfpsWaiting }) : null,
    newReviews: await newSupplierReviews(user.supplierId),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "reservations", "edit");
  const user = member.user;
  const form = await readFormData(request);
  const id = Number(form.get("id"));
  if (form.get("intent") !== "acknowledge" || !Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
  if (!await setAcknowledge({ supplierId: user.supplierId }, id, true, memberActor(user, user.supplierId, "dashboard"))) throw new Response("Not Found", { status: 404 });
  const { i18n } = pageLanguage(request, "dashboard");
  return redirectWithToast("/dashboard", { type: "success", description: i18n.dashboard.acknowledged });
}

const card = "rounded-xl border border-slate-200 p-4";

export default function DashboardHome() {
  const lang = useLang();
  const { fullName, email, supplierId, centre, openDateChanges, rfpsWaiting, newReviews, seesRevenue, mayAcknowledge, mayCancel } = useLoaderData<typeof loader>();
  const t = useStrings("dashboard");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{fill(t.welcome, { name: fullName })}</h1>
      <p className="mt-1 text-sm text-slate-600">
        <span data-testid="dashboard-email">{email}</span> · {t.supplierId} <span data-testid="dashboard-supplier-id">{supplierId}</span>
      </p>

      {centre.missingSteps.length ? (
        <section aria-labelledby="setup-title" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="setup-steps">
          <h2 id="setup-title" className="font-semibold text-amber-900">{fill(t.finishSetup, { n: centre.missingSteps.length })}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {centre.missingSteps.map((s) => (
              <li key={s.label}><Link to={s.to} className="font-semibold text-amber-900 underline">{s.label}</Link></li>
            ))}
          </ul>
        </section>
      ) : null}

      {rfpsWaiting ? (
        <p className="mt-6 rounded-xl border border-teal-300 bg-teal-50 p-4 text-sm" data-testid="rfps-waiting">
          <Link to="/dashboard/rfps" className="font-semibold text-teal-900 underline">{rfpsWaiting}</Link>
        </p>
      ) : null}

      {openDateChanges ? (
        <p className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="date-changes-waiting">
          <Link to="/dashboard/date-changes" className="font-semibold text-amber-900 underline">
            {fill(t.dateChangesWait, { n: openDateChanges })}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="waiting-title" className={card} data-testid="waiting-acknowledgement">
          <h2 id="waiting-title" className="font-semibold">
            {centre.waitingTotal ? fill(t.waitingAck, { n: centre.waitingTotal }) : t.noneWaitingAck}
          </h2>
          <ul className="mt-3 space-y-3">
            {centre.waiting.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="waiting-line" data-line={l.id}>
                <div className="min-w-0">
                  <p className="font-semibold">{l.title}</p>
                  <p className="text-slate-600">{timesIn(l.when, lang)} {t.baliTime} · <span translate="no">{l.booker}</span> · {l.paymentStatus}</p>
                </div>
                <div className="flex items-center gap-3">
                  <Link to={`/dashboard/manage-reservations?detail=${l.id}`} className="text-teal-800 underline">{t.detail}</Link>
                  {mayAcknowledge ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="acknowledge" />
                    <input type="hidden" name="id" value={l.id} />
                    <SubmitButton className="rounded-full bg-teal-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-teal-800" aria-label={fill(t.acknowledgeLine, { title: l.title, when: l.when })}>
                      {t.acknowledge}
                    </SubmitButton>
                  </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {centre.waitingTotal > centre.waiting.length ? (
            <p className="mt-3 text-sm"><Link to="/dashboard/manage-reservations" className="underline">{fill(t.seeAllIn, { n: centre.waitingTotal })}</Link></p>
          ) : null}
        </section>

        <section aria-labelledby="week-title" className={card} data-testid="next-days">
          <h2 id="week-title" className="font-semibold">{t.next7Days}</h2>
          {centre.nextDays.length ? (
            <ul className="mt-3 space-y-2 text-sm">
              {centre.nextDays.map((l) => (
                <li key={l.id}>
                  <Link to={`/dashboard/manage-reservations?detail=${l.id}`} className="font-semibold text-teal-800 underline">{timesIn(l.when, lang)}</Link>{" "}
                  {l.title}{l.eventName ? ` · ${l.eventName}` : ""} · <span translate="no">{l.booker}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t.noEvents7}</p>
          )}
          <p className="mt-3 text-sm"><Link to="/dashboard/manage-availability" className="underline">{t.availability}</Link></p>
        </section>

        {seesRevenue ? (
        <section aria-labelledby="month-title" className={card} data-testid="month-revenue" data-month={centre.month.key}>
          {/* The earnings page's own figures (issue 40): its month line and its tiles. */}
          <h2 id="month-title" className="font-semibold">{fill(t.confirmedIn, { month: centre.month.label })}</h2>
          <p className="mt-2 text-2xl font-bold" data-testid="month-net"><Money amount={centre.month.net} /></p>
          <p className="text-sm text-slate-600">{fill(t.paidBookingsMonth, { n: centre.month.bookings })}</p>
          <p className="text-sm text-slate-600" data-testid="month-figures">
            {fillNodes(t.monthFigures, { paid: <Money amount={centre.month.paid} />, refunded: <Money amount={centre.month.refunded} />, commission: <Money amount={centre.month.commission} /> })}
          </p>
          <p className="mt-2 text-sm" data-testid="available-for-payout">
            {t.availableForPayout} <strong className="whitespace-nowrap"><Money amount={centre.availableForPayout} /></strong> (<Link to="/dashboard/earnings" className="underline">{t.earnings}</Link>)
          </p>
          <p className="text-sm" data-testid="pending-payout">
            {t.pendingPayout} <strong className="whitespace-nowrap"><Money amount={centre.pendingPayout} /></strong>
          </p>
          <p className="mt-3 text-sm"><Link to="/dashboard/manage-reservations" className="underline">{t.allReservations}</Link></p>
        </section>
        ) : null}

        {centre.balances.length ? (
          <section aria-labelledby="balances-title" className={card} data-testid="balances-due">
            <h2 id="balances-title" className="font-semibold">{t.balancesDue}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {centre.balances.map((b) => (
                <li key={b.invoiceNo}>
                  <Link to={`/dashboard/manage-reservations?q=${encodeURIComponent(b.invoiceNo)}`} className="font-semibold text-teal-800 underline">{b.invoiceNo}</Link>, <span translate="no">{b.booker}</span>:{" "}
                  <span className={b.overdue ? "font-semibold text-red-800" : ""}>{b.state}</span> (<span className="whitespace-nowrap">{b.owed}</span> {fill(t.byDate, { date: b.dueDate })})
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {centre.cancelRequests.length ? (
          <section aria-labelledby="cancel-requests-title" className={card} data-testid="cancel-requests">
            <h2 id="cancel-requests-title" className="font-semibold">{t.cancelRequests}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {centre.cancelRequests.map((r) => (
                <li key={r.id} data-line={r.id}>
                  <Link to={`/dashboard/manage-reservations?${mayCancel ? "cancel" : "detail"}=${r.id}`} className="font-semibold text-teal-800 underline">{timesIn(r.when, lang)}</Link>{" "}
                  {r.title} · <span translate="no">{r.booker}</span> · {r.invoiceNo}: {fill(t.cancelRequestBy, { by: r.by, at: timesIn(r.at, lang) })}
                  {r.reason ? <span className="block text-slate-600">{fill(t.reason, { reason: r.reason })}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {centre.cancelled.length ? (
          <section aria-labelledby="cancelled-title" className={card} data-testid="recently-cancelled">
            <h2 id="cancelled-title" className="font-semibold">{t.cancelledLast14}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {centre.cancelled.map((l) => (
                <li key={l.id} data-line={l.id}>
                  <Link to={`/dashboard/manage-reservations?detail=${l.id}`} className="font-semibold text-teal-800 underline">{timesIn(l.when, lang)}</Link>{" "}
                  {l.title} · <span translate="no">{l.booker}</span>: <span className="font-semibold text-red-800">{t.cancelledBy}</span> {fill(t.byOn, { by: l.cancelled.by, at: l.cancelled.at })}
                  {l.cancelled.reason ? <span className="block text-slate-600">{fill(t.reason, { reason: l.cancelled.reason })}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="rates-title" className={card} data-testid="expiring-rates">
          <h2 id="rates-title" className="font-semibold">{t.ratesEnding}</h2>
          {centre.expiringRates.length ? (
            <ul className="mt-3 space-y-1 text-sm">
              {centre.expiringRates.map((p) => (
                <li key={p.id}>
                  <Link to={`/dashboard/product-list?edit=${p.id}`} className="font-semibold text-teal-800 underline">{p.name}</Link> {fill(t.until, { date: p.validTo })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t.noRateEnding}</p>
          )}
        </section>

        <section aria-labelledby="reviews-title" className={card} data-testid="new-reviews">
          <h2 id="reviews-title" className="font-semibold">
            {newReviews.total
              ? `${fill(t.newReviews, { n: newReviews.total })}${newReviews.unanswered ? fill(t.withoutReply, { n: newReviews.unanswered }) : ""}`
              : t.noNewReviews}
          </h2>
          {newReviews.rows.length ? (
            <ul className="mt-3 space-y-1 text-sm">
              {newReviews.rows.map((r) => (
                <li key={r.id}>{`${fill(t.reviewLine, { rating: r.rating, name: r.authorName, date: r.date })}${r.replied ? t.replied : ""}`}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3 text-sm"><Link to="/dashboard/reviews" className="underline">{t.reviews}</Link></p>
        </section>
      </div>

      <section aria-labelledby="sessions-heading" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="sessions-heading" className="font-semibold">{t.passwordSessions}</h2>
        <p className="mt-1 text-sm">
          <Link to="/account/password" className="font-semibold text-teal-800 underline">{t.changePassword}</Link>
        </p>
        <LogoutEverywhereForm className="mt-3" labels={t} />
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t?.metaTitle ?? "Supplier Dashboard", t?.homeMetaDescription ?? "Your venue's bookings, messages and what needs your attention.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
