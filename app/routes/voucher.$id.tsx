// /voucher/{invoiceNo}: the paid booking's voucher. Same access rule as the confirmation
// (owner, admin, or the link's token); an unpaid invoice shows a clear message instead.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { json, resendInvoiceMail, invoiceView, requireVoucherInvoice, venueContacts, onlinePaymentAvailable, appOrigin, readFormData, pageLanguage, messageText } from "~/server-imports/voucher.$id.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TestPaymentNotice } from "~/components/payment-notices";
import { PrintButton } from "~/components/print-button";
import { BalanceDue, CancelBookingLink, ContactDetails, InvoicePdfLink, NextSteps, ReservationLinesTable, ResendToEmail, TotalsBlock } from "~/components/reservation";
import { MoneyBadge, MoneySummary } from "~/components/reservation-money";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireVoucherInvoice(request, params.id);
  const language = pageLanguage(request, "checkout");
  // The venues' addresses and phones are for paid bookings only.
  return json({ ...language, invoice: await invoiceView(invoice, new Date(), undefined, language.lang), venues: invoice.status === "paid" ? await venueContacts(invoice) : [], onlinePayment: onlinePaymentAvailable() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const invoice = await requireVoucherInvoice(request, params.id);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "resend" || invoice.status !== "paid") throw new Response("Bad Request", { status: 400 });
  const result = await resendInvoiceMail(invoice, "voucher", appOrigin(request));
  return json({ ...result, message: messageText(pageLanguage(request).lang, result.message) }, { status: result.ok ? 200 : 429 });
}

export default function Voucher() {
  const { invoice, venues, onlinePayment } = useLoaderData<typeof loader>();
  const resend = useActionData<typeof action>();
  const t = useStrings("checkout");
  // Nothing paid: no voucher yet (or none ever: released, expired).
  if (invoice.money.paid <= 0) {
    return (
      <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t.voucherNotYet}</h1>
        <p className="mt-4 text-slate-600" data-testid="voucher-unpaid">
          {fill(t.voucherIssuedOnce, { invoice: invoice.invoiceNo })} {t.currentStatus} <MoneyBadge money={invoice.money} labels={t} />
        </p>
        <Link to={invoice.paths.confirmation} className="mt-6 inline-block rounded-full bg-teal-700 px-6 py-2 font-semibold text-white">
          {t.openPrintableInvoice}
        </Link>
        <p className="mt-4">
          <InvoicePdfLink path={invoice.paths.invoicePdf} kind={invoice.documentKind} labels={t} />
        </p>
      </main>
    );
  }
  // Every booking cancelled (issue 40): the voucher says so, and offers nothing to take to the venue.
  const valid = invoice.money.stage === "valid";
  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-sm font-semibold text-teal-800">{BRAND}</p>
            <h1 className="text-2xl font-bold">
              {t.voucherNo} <span data-testid="voucher-no">{invoice.voucherNo}</span>
            </h1>
            <p className="mt-1 text-sm text-slate-600">{fill(t.invoiceLine, { invoice: invoice.invoiceNo, date: invoice.createdAt })}</p>
          </div>
          {!valid ? (
            <span className="rounded-md border-2 border-red-700 px-4 py-1 text-xl font-extrabold tracking-widest text-red-700" data-testid="not-valid-badge">
              {t.voucherNotValid}
            </span>
          ) : invoice.balance ? (
            <span className="rounded-md border-2 border-amber-600 px-4 py-1 text-center text-sm font-extrabold tracking-wide text-amber-800" data-testid="deposit-badge">
              {t.depositPaidBadge}
              {invoice.balance.dueDate ? <span className="block text-xs font-semibold">{fill(t.balanceDueOn, { date: invoice.balance.dueDate })}</span> : null}
            </span>
          ) : (
            <span className="rounded-md border-2 border-emerald-600 px-4 py-1 text-xl font-extrabold tracking-widest text-emerald-700" data-testid="paid-badge">
              {t.paid}
            </span>
          )}
        </header>
        {invoice.testPayment ? (
          <div className="mt-4">
            <TestPaymentNotice text={t.testPayment} />
          </div>
        ) : null}
        {!valid ? (
          <p className="mt-4 rounded-md bg-red-50 p-4 font-semibold text-red-900" data-testid="voucher-cancelled">{t.voucherCancelledText}</p>
        ) : null}
        <div className="mt-4">
          <MoneySummary money={invoice.money} labels={t} />
        </div>
        <section className="mt-4" aria-label={t.contactDetailsHeading}>
          <h2 className="mb-2 font-semibold">{t.contactDetailsHeading}</h2>
          <ContactDetails invoice={invoice} labels={t} />
        </section>
        <div className="mt-4">
          {valid ? <NextSteps status="paid" payBefore={invoice.payBefore} held={invoice.held} lines={invoice.lines} labels={t} /> : null}
          <BalanceDue balance={invoice.balance} invoiceNo={invoice.invoiceNo} token={invoice.accessToken} onlinePayment={onlinePayment} transferPath={invoice.paths.paymentConfirmation} labels={t} />
          <CancelBookingLink path={invoice.cancelPath} pending={false} labels={t} />
        </div>
        <section className="mt-6" aria-label={t.reservations}>
          <h2 className="mb-2 font-semibold">{t.reservations}</h2>
          <ReservationLinesTable
            lines={invoice.lines}
            labels={t}
            action={(line) => line.cancellation ? null : (
              <a href={`${invoice.paths.calendar}&line=${line.id}`} download className="text-sm font-semibold text-teal-800 underline">
                {/* The visible words start the accessible name (WCAG 2.5.3); the rest tells lines apart. */}
                {t.addToCalendar}<span className="sr-only">{fill(t.lineOn, { product: line.productName, when: line.when })}</span>
              </a>
            )}
          />
        </section>
        <section className="mt-6" aria-labelledby="venues-heading">
          <h2 id="venues-heading" className="mb-2 font-semibold">{venues.length > 1 ? t.theVenues : t.theVenue}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {venues.map((venue) => (
              <li key={venue.id} className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm [overflow-wrap:anywhere]" data-testid="voucher-venue">
                <p className="font-semibold">{venue.name}</p>
                <p className="text-slate-700" data-testid="voucher-address">{venue.fullAddress}</p>
                {venue.contactPerson || venue.phone ? (
                  <p className="mt-1">
                    {venue.contactPerson ? <span>{venue.contactPerson}</span> : null}
                    {venue.contactPerson && venue.phone ? " · " : null}
                    {venue.phone ? <a href={`tel:${venue.phone.replace(/[^+0-9]/g, "")}`} className="font-semibold text-teal-800 underline">{venue.phone}</a> : null}
                  </p>
                ) : null}
                <p className="mt-1 print:hidden">
                  <a href={venue.mapUrl} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">{t.openMap}<span className="sr-only">{fill(t.mapOf, { venue: venue.name })}</span></a>
                </p>
                <p className="mt-1 hidden break-all text-xs print:block">{venue.mapUrl}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-6 ml-auto max-w-sm">
          <TotalsBlock totals={invoice.totals} labels={t}>
            <div className="flex justify-between gap-4">
              <dt>{t.coupon}</dt>
              <dd>{invoice.totals.couponCode ?? "-"}</dd>
            </div>
          </TotalsBlock>
        </section>
        <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
          <PrintButton label={t.printVoucher} hint={t.printHint} />
          {valid ? (
            <a href={invoice.paths.calendar} download className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50">
              {t.addAllToCalendar}
            </a>
          ) : null}
          <InvoicePdfLink path={invoice.paths.invoicePdf} kind={invoice.documentKind} labels={t} className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50" />
          <ResendToEmail action={invoice.paths.voucher} resend={resend} labels={t} />
          <Link to="/" className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white">{t.backHome}</Link>
        </div>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.checkout.voucherMetaTitle ?? "Voucher", data?.i18n.checkout.voucherMetaDescription ?? "Your paid booking's voucher: venue, date, address and contact.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
