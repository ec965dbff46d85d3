// /confirmation?id={invoiceNo}&token={accessToken}: 'Booking Confirmation' after checkout.
// Visible to the invoice's owner (logged in) or to whoever holds the link's token.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, getCurrentUser, commitHold, loadInvoiceForViewer, resendInvoiceMail, invoiceView, plannerOwnsInvoice, onlinePaymentAvailable, appOrigin, readFormData, pageLanguage, messageText, PLATFORM_BANK_ACCOUNT } from "~/server-imports/confirmation.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MessageVenueLink } from "~/components/message-links";
import { OnlinePaymentUnavailable, TestPaymentNotice } from "~/components/payment-notices";
import { SubmitButton } from "~/components/forms";
import { PrintButton } from "~/components/print-button";
import { BalanceDue, CancelBookingLink, ContactDetails, InvoicePdfLink, NextSteps, ReservationLinesTable, ResendToEmail, TotalsBlock } from "~/components/reservation";
import { MoneyBadge, MoneySummary } from "~/components/reservation-money";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";
import { useStrings } from "~/i18n/use-strings";
import { Money } from "~/components/money";

async function requireInvoice(request: Request) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  const invoice = await loadInvoiceForViewer(url.searchParams.get("id"), { user, token: url.searchParams.get("token") });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return invoice;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const invoice = await requireInvoice(request);
  const canMessage = plannerOwnsInvoice(await getCurrentUser(request), invoice.userId);
  const language = pageLanguage(request, "checkout");
  return json({ ...language, invoice: await invoiceView(invoice, new Date(), undefined, language.lang), bank: PLATFORM_BANK_ACCOUNT, onlinePayment: onlinePaymentAvailable(), canMessage });
}

export async function action({ request }: ActionFunctionArgs) {
  const invoice = await requireInvoice(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const { lang, i18n } = pageLanguage(request, "checkout");
  if (intent === "transfer") {
    // Announcing a bank transfer keeps the slots until the payment deadline (ADR 0036).
    const committed = await commitHold(invoice);
    return json(
      committed
        ? { ok: true as const, intent, message: i18n.checkout.transferHeld }
        : { ok: false as const, intent, message: i18n.checkout.transferNotHeld },
      { status: committed ? 200 : 409 },
    );
  }
  if (intent !== "resend") throw new Response("Bad Request", { status: 400 });
  const result = await resendInvoiceMail(invoice, "confirmation", appOrigin(request));
  return json({ ...result, message: messageText(lang, result.message), intent }, { status: result.ok ? 200 : 429 });
}

export default function Confirmation() {
  const { invoice, bank, onlinePayment, canMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resend = actionData?.intent === "resend" ? actionData : undefined;
  const transfer = actionData?.intent === "transfer" ? actionData : undefined;
  const paid = invoice.money.stage === "valid";
  const payable = invoice.money.stage === "pending";
  // The chosen plan's amount (issue 40): the deposit when the planner chose to pay one.
  const dueNow = invoice.money.dueNow?.amount ?? invoice.totals.totalCost;
  const t = useStrings("checkout");
  const [holdBefore, holdAfter] = t.holdUntil.split("{date}");
  const [payBeforeStart, payBeforeEnd] = t.payBeforeExpires.split("{date}");
  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-sm font-semibold text-teal-800">{BRAND}</p>
            <h1 className="text-2xl font-bold">{t.bookingConfirmation}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {t.invoiceNumber} <strong data-testid="invoice-no">{invoice.invoiceNo}</strong>, {invoice.createdAt}
            </p>
          </div>
          <MoneyBadge money={invoice.money} labels={t} />
        </header>
        <div className="mt-4">
          <MoneySummary money={invoice.money} labels={t} />
        </div>

        <section className="mt-4 grid gap-6 sm:grid-cols-2" aria-label={t.booker}>
          <div className="min-w-0">
            <h2 className="mb-2 font-semibold">{t.bookedBy}</h2>
            <ContactDetails invoice={invoice} labels={t} />
          </div>
          <div>
            <h2 className="mb-2 font-semibold">{t.summary}</h2>
            <TotalsBlock totals={invoice.totals} labels={t} />
          </div>
        </section>

        <section className="mt-6" aria-label={t.reservations}>
          <h2 className="mb-2 font-semibold">{t.reservations}</h2>
          <ReservationLinesTable lines={invoice.lines} labels={t} action={canMessage ? (line) => <MessageVenueLink lineId={line.id} /> : undefined} />
        </section>
        <div className="mt-6">
          <NextSteps status={paid ? "paid" : invoice.money.stage} payBefore={invoice.payBefore} held={invoice.held} lines={invoice.lines} labels={t} />
          <BalanceDue balance={invoice.balance} invoiceNo={invoice.invoiceNo} token={invoice.accessToken} onlinePayment={onlinePayment} transferPath={invoice.paths.paymentConfirmation} labels={t} />
          <CancelBookingLink path={invoice.cancelPath} pending={payable} labels={t} />
        </div>

        {invoice.testPayment ? (
          <div className="mt-6">
            <TestPaymentNotice text={t.testPayment} />
          </div>
        ) : null}
        {paid ? (
          <p className="mt-6 rounded-md bg-emerald-50 p-4 font-semibold text-emerald-800">
            {t.paymentConfirmed}{" "}
            <Link className="underline" to={invoice.paths.voucher}>{t.openVoucher}</Link>
          </p>
        ) : payable ? (
          <section className="mt-6 rounded-md border border-slate-200 p-4 text-sm" aria-labelledby="transfer-heading">
            <h2 id="transfer-heading" className="font-semibold">{t.payment}</h2>
            {transfer ? (
              <p role="status" className={`mt-2 rounded-md p-3 ${transfer.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}>
                {transfer.message}
              </p>
            ) : null}
            {invoice.held ? (
              <p className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="hold-notice">
                {holdBefore}<strong>{invoice.payBefore}</strong>{holdAfter}{" "}
                {onlinePayment ? t.holdHowOnline : t.holdHowTransfer}
              </p>
            ) : (
              <p className="mt-2">
                {payBeforeStart}<strong data-testid="pay-before">{invoice.payBefore}</strong>{payBeforeEnd}{" "}
                {onlinePayment ? t.payOnlineOrTransfer : t.payByTransfer}
              </p>
            )}
            {/* The two ways to pay side by side as equals, online first (issue 40): on a phone the
                online payment is within the box's first screen, the bank details below it. */}
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <div className="rounded-md bg-slate-50 p-3 print:hidden" data-testid="pay-online">
                <h3 className="font-semibold">{t.payOnlineHeading}</h3>
                <p className="mt-1"><span className="text-slate-500">{t.amount}</span> <Money amount={dueNow} className="font-semibold" /></p>
                <div className="mt-2">
                  {onlinePayment ? (
                    <Form method="post" action="/checkout/pay">
                      <input type="hidden" name="invoiceNo" value={invoice.invoiceNo} />
                      <input type="hidden" name="token" value={invoice.accessToken} />
                      <SubmitButton formAction="/checkout/pay">{t.proceedPayment}</SubmitButton>
                    </Form>
                  ) : (
                    <OnlinePaymentUnavailable text={t.onlinePaymentUnavailable} />
                  )}
                </div>
              </div>
              <div className="rounded-md bg-slate-50 p-3" data-testid="pay-transfer">
                <h3 className="font-semibold">{t.payTransferHeading}</h3>
                <dl className="mt-1 grid grid-cols-[minmax(6rem,10rem)_minmax(0,1fr)] gap-x-3 gap-y-1 [overflow-wrap:anywhere]">
                  <dt className="text-slate-500">{t.amount}</dt><dd data-testid="transfer-amount"><Money amount={dueNow} className="font-semibold" /></dd>
                  <dt className="text-slate-500">{t.bank}</dt><dd>{bank.bankName}, {bank.branch}</dd>
                  <dt className="text-slate-500">{t.accountName}</dt><dd data-testid="transfer-account-name">{bank.accountName}</dd>
                  <dt className="text-slate-500">{t.accountNumber}</dt><dd>{bank.accountNumber}</dd>
                  <dt className="text-slate-500">{t.reference}</dt><dd>{invoice.invoiceNo}</dd>
                </dl>
                {invoice.held ? (
                  <Form method="post" action={invoice.paths.confirmation} className="mt-2 print:hidden">
                    <input type="hidden" name="intent" value="transfer" />
                    <SubmitButton className="rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50">{t.willPayByTransfer}</SubmitButton>
                  </Form>
                ) : null}
                <p className="mt-2 print:hidden">
                  {t.paidByTransfer}{" "}
                  <Link className="font-semibold text-teal-800 underline" to={invoice.paths.paymentConfirmation}>{t.confirmYourTransfer}</Link>
                </p>
              </div>
            </div>
          </section>
        ) : (
          <p className="mt-6 rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
            {invoice.money.state === "expired" ? t.reservationExpired : t.reservationCancelled}
          </p>
        )}

        <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
          <PrintButton label={t.print} hint={t.printHint} />
          <InvoicePdfLink path={invoice.paths.invoicePdf} kind={invoice.documentKind} labels={t} className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50" />
          <ResendToEmail action={invoice.paths.confirmation} resend={resend} labels={t} />
        </div>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.checkout.bookingConfirmation ?? "Booking Confirmation", data?.i18n.checkout.confirmationMetaDescription ?? "Your booking, its total and how to pay.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
