// /confirmation?id={invoiceNo}&token={accessToken}: 'Booking Confirmation' after checkout.
// Visible to the invoice's owner (logged in) or to whoever holds the link's token.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/accounts/session.server";
import { PLATFORM_BANK_ACCOUNT, TRANSFER_DEADLINE_TEXT } from "~/checkout/bank-transfer";
import { commitHold } from "~/checkout/holds.server";
import { loadInvoiceForViewer } from "~/checkout/invoice.server";
import { resendInvoiceMail } from "~/checkout/resend.server";
import { invoiceView } from "~/checkout/views.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MessageVenueLink } from "~/components/message-links";
import { plannerOwnsInvoice } from "~/messages/access.server";
import { OnlinePaymentUnavailable, TestPaymentNotice } from "~/components/payment-notices";
import { SubmitButton } from "~/components/forms";
import { PrintButton } from "~/components/print-button";
import { BalanceDue, CancelBookingLink, ContactDetails, InvoicePdfLink, NextSteps, PaymentBadge, ReservationLinesTable, ResendToEmail, TotalsBlock } from "~/components/reservation";
import { onlinePaymentAvailable } from "~/payments/provider.server";
import { BRAND } from "~/utils/constants";
import { appOrigin } from "~/utils/url.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";

async function requireInvoice(request: Request) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  const invoice = loadInvoiceForViewer(url.searchParams.get("id"), { user, token: url.searchParams.get("token") });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return invoice;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const invoice = await requireInvoice(request);
  const canMessage = plannerOwnsInvoice(await getCurrentUser(request), invoice.userId);
  return json({ invoice: invoiceView(invoice), bank: PLATFORM_BANK_ACCOUNT, onlinePayment: onlinePaymentAvailable(), canMessage });
}

export async function action({ request }: ActionFunctionArgs) {
  const invoice = await requireInvoice(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "transfer") {
    // Announcing a bank transfer keeps the slots until the payment deadline (ADR 0036).
    const committed = commitHold(invoice);
    return json(
      committed
        ? { ok: true as const, intent, message: "Thank you. Your booking is held until the payment deadline; confirm your transfer once you have paid." }
        : { ok: false as const, intent, message: "This booking is no longer held. Please make a new reservation." },
      { status: committed ? 200 : 409 },
    );
  }
  if (intent !== "resend") throw new Response("Bad Request", { status: 400 });
  const result = await resendInvoiceMail(invoice, "confirmation", appOrigin(request));
  return json({ ...result, intent }, { status: result.ok ? 200 : 429 });
}

export default function Confirmation() {
  const { invoice, bank, onlinePayment, canMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resend = actionData?.intent === "resend" ? actionData : undefined;
  const transfer = actionData?.intent === "transfer" ? actionData : undefined;
  const paid = invoice.status === "paid";
  const payable = invoice.status === "pending";
  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-sm font-semibold text-teal-800">{BRAND}</p>
            <h1 className="text-2xl font-bold">Booking Confirmation</h1>
            <p className="mt-1 text-sm text-slate-600">
              Invoice number <strong data-testid="invoice-no">{invoice.invoiceNo}</strong>, {invoice.createdAt}
            </p>
          </div>
          <PaymentBadge {...invoice.badge} />
        </header>

        <section className="mt-4 grid gap-6 sm:grid-cols-2" aria-label="Booker">
          <div className="min-w-0">
            <h2 className="mb-2 font-semibold">Booked by</h2>
            <ContactDetails invoice={invoice} />
          </div>
          <div>
            <h2 className="mb-2 font-semibold">Summary</h2>
            <TotalsBlock totals={invoice.totals} />
          </div>
        </section>

        <section className="mt-6" aria-label="Reservations">
          <h2 className="mb-2 font-semibold">Reservations</h2>
          <ReservationLinesTable lines={invoice.lines} action={canMessage ? (line) => <MessageVenueLink lineId={line.id} /> : undefined} />
        </section>
        <div className="mt-6">
          <NextSteps status={invoice.status} payBefore={invoice.payBefore} held={invoice.held} lines={invoice.lines} />
                      <BalanceDue balance={invoice.balance} invoiceNo={invoice.invoiceNo} token={invoice.accessToken} onlinePayment={onlinePayment} transferPath={invoice.paths.paymentConfirmation} />
                      <CancelBookingLink path={invoice.cancelPath} pending={invoice.status === "pending"} />
        </div>

        {invoice.testPayment ? (
          <div className="mt-6">
            <TestPaymentNotice />
          </div>
        ) : null}
        {paid ? (
          <p className="mt-6 rounded-md bg-emerald-50 p-4 font-semibold text-emerald-800">
            Congratulations, payment has been confirmed. See you at the venue!{" "}
            <Link className="underline" to={invoice.paths.voucher}>Open Voucher</Link>
          </p>
        ) : payable ? (
          <section className="mt-6 rounded-md border border-slate-200 p-4 text-sm" aria-labelledby="transfer-heading">
            <h2 id="transfer-heading" className="font-semibold">Payment</h2>
            {invoice.held ? (
              <div className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="hold-notice">
                <p>
                  We hold these bookings for you until <strong>{invoice.payBefore}</strong> (Bali time).{" "}
                  {onlinePayment ? "Start the payment with PROCEED PAYMENT, or tell us you will pay by bank transfer" : "Tell us you will pay by bank transfer"}, before then:
                  that gives you {TRANSFER_DEADLINE_TEXT} from checkout to complete the payment.
                </p>
                <Form method="post" action={invoice.paths.confirmation} className="mt-2 print:hidden">
                  <input type="hidden" name="intent" value="transfer" />
                  <SubmitButton>I will pay by bank transfer</SubmitButton>
                </Form>
              </div>
            ) : null}
            {transfer ? (
              <p role="status" className={`mt-2 rounded-md p-3 ${transfer.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}>
                {transfer.message}
              </p>
            ) : null}
            <p className="mt-2">
              {invoice.held ? null : (
                <>Please pay before <strong data-testid="pay-before">{invoice.payBefore}</strong> (Bali time); after that the reservation expires.{" "}</>
              )}
              {onlinePayment ? "Pay online with PROCEED PAYMENT, or by bank transfer:" : "Please pay by bank transfer:"}
            </p>
            <dl className="mt-2 grid grid-cols-[minmax(6rem,10rem)_minmax(0,1fr)] gap-x-3 gap-y-1 [overflow-wrap:anywhere]">
              <dt className="text-slate-500">Bank</dt><dd>{bank.bankName}, {bank.branch}</dd>
              <dt className="text-slate-500">Account name</dt><dd>{bank.accountName}</dd>
              <dt className="text-slate-500">Account number</dt><dd>{bank.accountNumber}</dd>
              <dt className="text-slate-500">Amount</dt><dd data-testid="transfer-amount"><Money amount={invoice.totals.totalCost} /></dd>
              <dt className="text-slate-500">Reference</dt><dd>{invoice.invoiceNo}</dd>
            </dl>
            <p className="mt-2 print:hidden">
              Paid by bank transfer?{" "}
              <Link className="font-semibold text-teal-800 underline" to={invoice.paths.paymentConfirmation}>Confirm your bank transfer</Link>
            </p>
          </section>
        ) : (
          <p className="mt-6 rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
            This reservation has {invoice.status === "cancelled" ? "been cancelled" : "expired"}. Please make a new reservation.
          </p>
        )}

        <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
          {payable && onlinePayment ? (
            <Form method="post" action="/checkout/pay">
              <input type="hidden" name="invoiceNo" value={invoice.invoiceNo} />
              <input type="hidden" name="token" value={invoice.accessToken} />
              <SubmitButton formAction="/checkout/pay">PROCEED PAYMENT</SubmitButton>
            </Form>
          ) : payable ? (
            <OnlinePaymentUnavailable />
          ) : null}
          <PrintButton />
          <InvoicePdfLink path={invoice.paths.invoicePdf} kind={invoice.documentKind} className="rounded-full border border-teal-700 px-5 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50" />
          <ResendToEmail action={invoice.paths.confirmation} resend={resend} />
        </div>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Booking Confirmation", "Your booking, its total and how to pay.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
