// /my-reservation: the logged-in customer's or supplier's invoices, each a card that expands
// (<details>, no JavaScript needed) into its reservation lines and totals.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, getCurrentUser, loginRedirect, listUserInvoices, invoiceView, viewerFor, pageLanguage, onlinePaymentAvailable } from "~/server-imports/my-reservation.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MessageVenueLink } from "~/components/message-links";
import { OnlinePaymentUnavailable, TestPaymentNotice } from "~/components/payment-notices";
import { LogoutEverywhereForm } from "~/components/logout-everywhere";
import { BalanceDue, CancelBookingLink, InvoicePdfLink, NextSteps, ReservationLinesTable, TotalsBlock } from "~/components/reservation";
import { MoneyBadge, MoneySummary } from "~/components/reservation-money";
import { fill } from "~/i18n/config";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";


export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user || !(user.isCustomer || user.isSupplier)) throw loginRedirect(request);
  const now = new Date();
  // The reservation pieces read the checkout's words (the same components as the voucher).
  const language = pageLanguage(request, "account", "checkout");
  return json({
    ...language,
    invoices: await Promise.all((await listUserInvoices(user.id)).map(async (i) => await invoiceView(i, now, undefined, language.lang))),
    onlinePayment: onlinePaymentAvailable(),
    canMessage: !!viewerFor(user, "planner"),
  });
}

export default function MyReservation() {
  const { invoices, onlinePayment, canMessage, i18n } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const c = i18n.checkout;
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t.myReservation}</h1>
      {invoices.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-10 text-center text-slate-600 shadow-sm">{t.noReservation}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{fill(t.reservationCount, { count: invoices.length })}</p>
          <ul className="mt-4 space-y-3">
            {invoices.map((invoice) => (
              <li key={invoice.invoiceNo}>
                <details className="group rounded-xl bg-white shadow-sm" data-testid="invoice-card">
                  <summary className="grid cursor-pointer list-none gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                    <span className="block min-w-0">
                      <span className="block font-semibold">
                        <span data-testid="invoice-card-no">{invoice.invoiceNo}</span>
                        <span className="ml-2 text-sm font-normal text-slate-500">{invoice.createdAt}</span>
                      </span>
                      <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">
                        {invoice.name}
                        {invoice.companyName ? `, ${invoice.companyName}` : ""} · {invoice.cellPhone} · {invoice.email}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-3 sm:justify-end">
                      <span className="text-sm text-slate-600">{fill(t.itemCount, { count: invoice.lines.length })}</span>
                      <span className="font-bold" data-testid="invoice-card-total"><Money amount={invoice.totals.totalCost} /></span>
                      <MoneyBadge money={invoice.money} labels={c} />
                      {invoice.lines.length && invoice.lines.every((l) => l.venueStatus === "confirmed") ? (
                        <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-xs font-bold text-emerald-800" data-testid="invoice-venue-confirmed">{t.confirmedByVenue}</span>
                      ) : null}
                      <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">▾</span>
                    </span>
                  </summary>
                  <div className="border-t border-slate-200 p-4">
                    <ReservationLinesTable lines={invoice.lines} showProductId labels={c} action={canMessage ? (line) => <MessageVenueLink lineId={line.id} label={t.messageTheVenue} /> : undefined} />
                    <div className="mt-4">
                      <MoneySummary money={invoice.money} labels={c} />
                    </div>
                    <div className="mt-4">
                      <NextSteps status={invoice.money.stage === "valid" ? "paid" : invoice.money.stage} payBefore={invoice.payBefore} held={invoice.held} lines={invoice.lines} labels={c} />
                      <BalanceDue balance={invoice.balance} invoiceNo={invoice.invoiceNo} token={invoice.accessToken} onlinePayment={onlinePayment} transferPath={invoice.paths.paymentConfirmation} labels={c} />
                      <CancelBookingLink path={invoice.cancelPath} pending={invoice.status === "pending"} labels={c} />
                    </div>
                    <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_20rem]">
                      <div>
                        {invoice.money.stage === "valid" ? (
                          <>
                            {invoice.testPayment ? <TestPaymentNotice /> : null}
                            <p className="font-semibold text-emerald-700">{t.congratulations}</p>
                            <a href={invoice.paths.voucher} target="_blank" rel="noreferrer" className="mt-2 inline-block rounded-full bg-emerald-700 px-5 py-2 text-sm font-semibold text-white">
                              {t.openVoucher}
                            </a>
                          </>
                        ) : invoice.money.stage === "pending" ? (
                          <div className="flex flex-wrap items-center gap-3">
                            {onlinePayment ? (
                              <Form method="post" action="/checkout/pay">
                                <input type="hidden" name="invoiceNo" value={invoice.invoiceNo} />
                                <input type="hidden" name="token" value={invoice.accessToken} />
                                <button type="submit" className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white hover:bg-teal-800">
                                  {t.processPayment}
                                </button>
                              </Form>
                            ) : (
                              <OnlinePaymentUnavailable />
                            )}
                            <a href={invoice.paths.confirmation} target="_blank" rel="noreferrer" className="text-sm font-semibold text-teal-800 underline">
                              {t.openPrintableInvoice}
                            </a>
                            <span className="text-xs text-slate-500">
                              {fill(invoice.held ? c.stepStartPayment : c.stepPayBefore, { date: invoice.payBefore })}
                            </span>
                          </div>
                        ) : (
                          <div className="space-y-2">
                            <p className="text-sm text-amber-800">{invoice.money.state === "expired" ? t.reservationExpired : t.reservationCancelled}</p>
                            <a href={invoice.paths.confirmation} target="_blank" rel="noreferrer" className="text-sm font-semibold text-teal-800 underline">
                              {t.openPrintableInvoice}
                            </a>
                          </div>
                        )}
                      </div>
                      <div>
                        <TotalsBlock totals={invoice.totals} labels={c} />
                        <p className="mt-3 text-right">
                          <InvoicePdfLink path={invoice.paths.invoicePdf} kind={invoice.documentKind} labels={c} />
                        </p>
                      </div>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6"><Link to="/search" className="font-semibold text-teal-800 underline">{t.findMoreVenues}</Link></p>
      <section aria-labelledby="sessions-heading" className="mt-10 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="sessions-heading" className="font-semibold">{t.passwordAndSessions}</h2>
        <p className="mt-1 text-sm">
          <Link to="/account/password" className="font-semibold text-teal-800 underline">{t.changePassword}</Link>
        </p>
        <LogoutEverywhereForm className="mt-3" labels={t} />
      </section>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.myReservation ?? "My Reservation", data?.i18n.account.myReservationDescription ?? "Your bookings, their payment status, invoices and vouchers.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
