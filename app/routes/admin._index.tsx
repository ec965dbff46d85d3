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
import { formatDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  return json({ today: formatDate(now), ...adminOverview(now), reported: adminReviews({ reportedOnly: true, limit: 5 }) });
}

function Panel({ id, title, count, more, children }: { id: string; title: string; count: number; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4" data-testid={id}>
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
  const { today, payments, checkIns, mail, inquiries, balances, reported, refunds, vendorCancellations } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Overview</h1>
      <p className="mt-1 text-sm text-slate-600">Today is {today} (Bali time).</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel id="waiting-payments" title="Payments waiting for confirmation" count={payments.total} more={{ to: "/admin/manage-payments", label: "Manage payments" }}>
          {payments.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {payments.rows.map((p) => (
                <li key={p.id} className="py-2" data-testid="waiting-payment">
                  <p>
                    <Link to={p.handleUrl} className="font-semibold text-teal-800 underline">Invoice {p.invoiceNo}</Link>: {p.from} transferred {p.amount}{" "}
                    (invoice total {p.invoiceTotal}, now {p.paymentStatus})
                  </p>
                  <p className="text-slate-600">
                    Received {p.receivedAt}.{" "}
                    {p.receiptUrl ? (
                      <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">
                        Open receipt<span className="sr-only"> of invoice {p.invoiceNo}</span>
                      </a>
                    ) : (
                      "No receipt attached."
                    )}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No bank transfer waits for confirmation.</p>
          )}
        </Panel>

        <Panel id="todays-check-ins" title="Today's check-ins" count={checkIns.length} more={{ to: `/admin/manage-payments?sort=upcoming`, label: "All reservations" }}>
          {checkIns.length ? (
            <ul className="divide-y divide-slate-100">
              {checkIns.map((c) => (
                <li key={c.id} className="py-2" data-testid="check-in">
                  <p>
                    <span className="font-semibold">{c.time}</span>{" "}
                    <Link to={c.handleUrl} className="font-semibold text-teal-800 underline">{c.what}</Link>
                  </p>
                  <p className="text-slate-600">
                    {c.booker}{c.eventName ? `, ${c.eventName}` : ""}. Invoice {c.invoiceNo}, {c.paymentStatus}
                    {c.acknowledged ? ", confirmed by the venue" : ", not acknowledged by the venue yet"}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No event starts today.</p>
          )}
        </Panel>

        <Panel id="balances-due" title="Balances due this week or overdue" count={balances.length} more={{ to: "/admin/manage-payments?paymentStatus=Down%20Payment", label: "Deposit bookings" }}>
          {balances.length ? (
            <ul className="divide-y divide-slate-100">
              {balances.slice(0, 10).map((b) => (
                <li key={b.invoiceNo} className="py-2" data-testid="balance-due-row">
                  <p>
                    <Link to={`/admin/manage-payments?q=${encodeURIComponent(b.invoiceNo)}`} className="font-semibold text-teal-800 underline">Invoice {b.invoiceNo}</Link>: {b.booker} owes{" "}
                    <span className="whitespace-nowrap">{b.owed}</span> by {b.dueDate}
                  </p>
                  <p className={b.state.startsWith("overdue") ? "font-semibold text-red-800" : "text-slate-600"}>{b.state}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No balance is due this week.</p>
          )}
        </Panel>

        <Panel id="refunds-waiting" title="Refunds to send" count={refunds.toSend} more={{ to: "/admin/refunds", label: "Send or retry refunds" }}>
          {refunds.failed ? (
            <p className="mb-2 font-semibold text-red-800">
              {refunds.failed} gateway refund{refunds.failed === 1 ? "" : "s"} failed: <Link to="/admin/refunds#refunds-failed-title" className="underline">retry</Link>.
            </p>
          ) : null}
          {refunds.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {refunds.rows.map((r) => (
                <li key={r.id} className="py-2" data-testid="refund-waiting">
                  <p>
                    <span className="whitespace-nowrap font-semibold">{r.amount}</span> to {r.planner}, invoice {r.invoiceNo}
                  </p>
                  <p className="text-slate-600">Requested {r.requestedAt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No refund waits to be sent by bank transfer.</p>
          )}
        </Panel>

        <Panel id="vendor-cancellations" title="Vendor cancellation rate" count={vendorCancellations.length}>
          {vendorCancellations.length ? (
            <table className="w-full text-left">
              <caption className="sr-only">Vendors that cancelled bookings: paid bookings, cancelled by the vendor, rate</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-2">Vendor</th>
                  <th scope="col" className="py-1 pr-2 text-right">Paid bookings</th>
                  <th scope="col" className="py-1 pr-2 text-right">Cancelled by vendor</th>
                  <th scope="col" className="py-1 text-right">Rate</th>
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
          ) : (
            <p className="text-slate-600">No vendor has cancelled a booking.</p>
          )}
        </Panel>

        <Panel id="undelivered-mail" title="Undelivered e-mail" count={mail.total} more={{ to: "/admin/mail", label: "Retry or review" }}>
          {mail.rows.length ? (
            <>
              {mail.givenUp ? <p className="mb-2 font-semibold text-red-800">{mail.givenUp} given up after 24 hours of retries.</p> : null}
              <ul className="divide-y divide-slate-100">
                {mail.rows.map((m) => (
                  <li key={m.id} className="py-2" data-testid="undelivered">
                    <p className="break-all"><span className="font-semibold">{m.subject}</span> to {m.to}</p>
                    <p className="text-slate-600">Queued {m.queuedAt}, {m.attempts} attempt(s){m.gaveUp ? ", given up" : ""}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-600">Every e-mail has been delivered.</p>
          )}
        </Panel>

        <Panel id="recent-inquiries" title="Recent inquiries" count={inquiries.total} more={{ to: "/admin/inquiries", label: "All inquiries" }}>
          {inquiries.rows.length ? (
            <ul className="divide-y divide-slate-100">
              {inquiries.rows.map((i) => (
                <li key={i.id} className="py-2" data-testid="recent-inquiry">
                  <p>
                    <Link to={i.handleUrl} className="font-semibold text-teal-800 underline">{i.title}</Link> from {i.name}
                    {i.company ? `, ${i.company}` : ""}
                  </p>
                  <p className="text-slate-600">{i.at}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No inquiries yet.</p>
          )}
        </Panel>

        <Panel id="reported-reviews" title="Reported reviews" count={reported.reportedTotal} more={{ to: "/admin/reviews", label: "Moderate reviews" }}>
          {reported.reviews.length ? (
            <ul className="divide-y divide-slate-100">
              {reported.reviews.map((r) => (
                <li key={r.id} className="py-2" data-testid="reported-review">
                  <p>
                    <Link to={`/admin/reviews#moderate-${r.id}`} className="font-semibold text-teal-800 underline">{`${r.rating}/5 by ${r.authorName}`}</Link>
                    {` of ${r.venueName}`}
                  </p>
                  <p className="text-slate-600">{`Reported ${r.reportedDate ?? ""}: ${r.reportReason ?? ""}`}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No review waits for moderation.</p>
          )}
        </Panel>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Admin overview", "Payments to confirm, today's check-ins, refunds to send, vendor cancellations, undelivered e-mail and recent inquiries.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
