// /admin: the admin's overview (ADR 0230): payments waiting for confirmation with their receipts,
// today's check-ins (Bali time), refunds to send and vendors' cancellation rates (ADR 0253),
// undelivered e-mail and recent inquiries, each linking to where it is handled.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireAdmin } from "~/accounts/session.server";
import { adminOverview } from "~/admin/overview.server";
import { adminReviews } from "~/reviews/reviews.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDate, timesIn } from "~/utils/format";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { paymentStatusRef } from "~/i18n/payment-status-ref";
import { useStrings, useLang } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const { lang, i18n } = pageLanguage(request, "admin");
  // The words the domain modules compute in English (payment status, balance state) in the page's language.
  const say = (text: string) => messageText(lang, text);
  const overview = await adminOverview(now);
  const t = i18n.admin;
  // An inquiry without a title is named by its kind (in English by adminOverview); the Contact Us
  // form stores its own name as the title.
  const kind: Record<string, string> = { Inquiry: t["inquiries.inquiry"], "Request for proposal": t["inquiries.rfp"], "Contact Us": t["inquiries.contactUs"] };
  return json({
    today: formatDate(now),
    ...overview,
    payments: { ...overview.payments, rows: overview.payments.rows.map((p) => ({ ...p, paymentStatus: say(paymentStatusRef(p.paymentStatus)) })) },
    checkIns: overview.checkIns.map((c) => ({ ...c, paymentStatus: say(c.paymentStatus) })),
    balances: overview.balances.map((b) => ({ ...b, state: say(b.state) })),
    inquiries: { ...overview.inquiries, rows: overview.inquiries.rows.map((i) => ({ ...i, title: kind[i.title] ?? i.title })) },
    reported: await adminReviews({ lang, reportedOnly: true, limit: 5 }),
  });
}

function Panel({ id, title, count, more, children }: { id: string; title: string; count: number; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 break-words rounded-xl border border-slate-200 p-4" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{count}</span>
        </h2>
        {more ? <Link to={more.to} className="text-sm font-semibold text-teal-800 underline">{more.label}</Link> : null}
      </div>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

export default function AdminOverview() {
  const lang = useLang();
  const { today, payments, checkIns, mail, inquiries, balances, reported, refunds, vendorCancellations } = useLoaderData<typeof loader>();
  const t = useStrings("admin");
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["overview.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{fill(t["overview.today"], { date: today })}</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel id="waiting-payments" title={t["overview.payments"]} count={payments.total} more={{ to: "/admin/manage-payments", label: t["overview.paymentsMore"] }}>
          {payments.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {payments.rows.map((p) => (
                <li key={p.id} className="py-2" data-testid="waiting-payment">
                  <p>
                    <Link to={p.handleUrl} className="font-semibold text-teal-800 underline">{fill(t["overview.invoice"], { no: p.invoiceNo })}</Link>:{" "}
                    {fill(t["overview.transferred"], { from: p.from, amount: p.amount, total: p.invoiceTotal, status: p.paymentStatus })}
                  </p>
                  <p className="text-slate-600">
                    {fill(t["overview.received"], { at: p.receivedAt })}{" "}
                    {p.receiptUrl ? (
                      <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">
                        {t.openReceipt}<span className="sr-only"> {fill(t["overview.receiptOf"], { no: p.invoiceNo })}</span>
                      </a>
                    ) : (
                      t["overview.noReceipt"]
                    )}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t["overview.noPayments"]}</p>
          )}
        </Panel>

        <Panel id="todays-check-ins" title={t["overview.checkIns"]} count={checkIns.length} more={{ to: `/admin/manage-payments?sort=upcoming`, label: t["overview.checkInsMore"] }}>
          {checkIns.length ? (
            <ul className="divide-y divide-slate-100">
              {checkIns.map((c) => (
                <li key={c.id} className="py-2" data-testid="check-in">
                  <p>
                    <span className="font-semibold">{timesIn(c.time, lang)}</span>{" "}
                    <Link to={c.handleUrl} className="font-semibold text-teal-800 underline">{c.what}</Link>
                  </p>
                  <p className="text-slate-600">
                    {c.booker}{c.eventName ? `, ${c.eventName}` : ""}. {fill(t["overview.checkInInvoice"], { no: c.invoiceNo, status: c.paymentStatus })}
                    {c.acknowledged ? t["overview.acknowledged"] : t["overview.notAcknowledged"]}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t["overview.noCheckIns"]}</p>
          )}
        </Panel>

        <Panel id="balances-due" title={t["overview.balances"]} count={balances.length} more={{ to: "/admin/manage-payments?paymentStatus=Down%20Payment", label: t["overview.balancesMore"] }}>
          {balances.length ? (
            <ul className="divide-y divide-slate-100">
              {balances.slice(0, 10).map((b) => (
                <li key={b.invoiceNo} className="py-2" data-testid="balance-due-row">
                  <p>
                    <Link to={`/admin/manage-payments?q=${encodeURIComponent(b.invoiceNo)}`} className="font-semibold text-teal-800 underline">{fill(t["overview.invoice"], { no: b.invoiceNo })}</Link>:{" "}
                    {fill(t["overview.owes"], { booker: b.booker, amount: b.owed, date: b.dueDate })}
                  </p>
                  <p className={b.overdue ? "font-semibold text-red-800" : "text-slate-600"}>{b.state}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t["overview.noBalances"]}</p>
          )}
        </Panel>

        <Panel id="refunds-waiting" title={t["overview.refunds"]} count={refunds.toSend} more={{ to: "/admin/refunds", label: t["overview.refundsMore"] }}>
          {refunds.failed ? (
            <p className="mb-2 font-semibold text-red-800">
              {fill(t[refunds.failed === 1 ? "overview.refundFailed" : "overview.refundsFailed"], { count: refunds.failed })} <Link to="/admin/refunds#refunds-failed-title" className="underline">{t["overview.retry"]}</Link>.
            </p>
          ) : null}
          {refunds.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {refunds.rows.map((r) => (
                <li key={r.id} className="py-2" data-testid="refund-waiting">
                  <p>
                    <span className="font-semibold">{fill(t["overview.refundTo"], { amount: r.amount, planner: r.planner, no: r.invoiceNo })}</span>
                  </p>
                  <p className="text-slate-600">{fill(t["overview.requested"], { at: r.requestedAt })}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t["overview.noRefunds"]}</p>
          )}
        </Panel>

        <Panel id="vendor-cancellations" title={t["overview.cancellations"]} count={vendorCancellations.length}>
          {vendorCancellations.length ? (
            // Four columns of long Indonesian headings: the table scrolls in its panel on a phone.
            <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{t["overview.cancellationsCaption"]}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-2">{t["overview.vendor"]}</th>
                  <th scope="col" className="py-1 pr-2 text-right">{t["overview.paidBookings"]}</th>
                  <th scope="col" className="py-1 pr-2 text-right">{t["overview.cancelledByVendor"]}</th>
                  <th scope="col" className="py-1 text-right">{t["overview.rate"]}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {vendorCancellations.map((v) => (
                  <tr key={v.supplierId} data-testid="vendor-cancellation-rate">
                    <td className="py-1.5 pr-2 break-words">{v.name}</td>
                    <td className="py-1.5 pr-2 text-right">{v.paidLines}</td>
                    <td className="py-1.5 pr-2 text-right">{v.cancelledByVendor}</td>
                    <td className="whitespace-nowrap py-1.5 text-right font-semibold">{v.rateLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          ) : (
            <p className="text-slate-600">{t["overview.noCancellations"]}</p>
          )}
        </Panel>

        <Panel id="undelivered-mail" title={t["overview.mail"]} count={mail.total} more={{ to: "/admin/mail", label: t["overview.mailMore"] }}>
          {mail.rows.length ? (
            <>
              {mail.givenUp ? <p className="mb-2 font-semibold text-red-800">{fill(t["overview.givenUp"], { count: mail.givenUp })}</p> : null}
              <ul className="divide-y divide-slate-100">
                {mail.rows.map((m) => (
                  <li key={m.id} className="py-2" data-testid="undelivered">
                    <p className="break-all"><span className="font-semibold">{m.subject}</span> {fill(t["overview.mailTo"], { to: m.to })}</p>
                    <p className="text-slate-600">{fill(t["overview.queued"], { at: m.queuedAt, count: m.attempts })}{m.gaveUp ? t["overview.gaveUp"] : ""}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-600">{t.allDelivered}</p>
          )}
        </Panel>

        <Panel id="recent-inquiries" title={t["overview.inquiries"]} count={inquiries.total} more={{ to: "/admin/inquiries", label: t["overview.inquiriesMore"] }}>
          {inquiries.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {inquiries.rows.map((i) => (
                <li key={i.id} className="py-2" data-testid="recent-inquiry">
                  <p>
                    <Link to={i.handleUrl} className="font-semibold text-teal-800 underline">{i.title}</Link> {fill(t["overview.from"], { name: i.name })}
                    {i.company ? `, ${i.company}` : ""}
                  </p>
                  <p className="text-slate-600">{timesIn(i.at, lang)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t.noInquiries}</p>
          )}
        </Panel>

        <Panel id="reported-reviews" title={t["overview.reported"]} count={reported.reportedTotal} more={{ to: "/admin/reviews", label: t["overview.reportedMore"] }}>
          {reported.reviews.length ? (
            <ul className="divide-y divide-slate-100">
              {reported.reviews.map((r) => (
                <li key={r.id} className="py-2" data-testid="reported-review">
                  <p>
                    <Link to={`/admin/reviews#moderate-${r.id}`} className="font-semibold text-teal-800 underline">{fill(t["overview.ratingBy"], { rating: r.rating, author: r.authorName })}</Link>
                    {` ${fill(t["overview.of"], { venue: r.venueName })}`}
                  </p>
                  <p className="text-slate-600">{fill(t["overview.reportedOn"], { date: r.reportedDate ?? "", reason: r.reportReason ?? "" })}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t["overview.noReported"]}</p>
          )}
        </Panel>
      </div>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["overview.metaTitle", "Admin overview"], ["overview.metaDescription", "Payments to confirm, today's check-ins, refunds to send, vendor cancellations, undelivered e-mail and recent inquiries."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
