// /payment/{status}: where the gateway (or the local sandbox) returns the user. Shows the
// status it reported and, when we know the visitor's invoice, its real status and links.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, redirect, getUserId, confirmationUrl, isTestPayment, type Invoice, voucherUrl, findInvoiceByOrderId, readPaymentReturn, onlinePaymentAvailable, safeEqual, pageLanguage, moneyStateById, moneyView } from "~/server-imports/payment.$status.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { OnlinePaymentUnavailable, TestPaymentNotice } from "~/components/payment-notices";
import { pageMeta } from "~/utils/meta";
import { gatewayStatusWords } from "~/payments/gateway-status-words";
import { useStrings } from "~/i18n/use-strings";
import type { Strings } from "~/i18n/strings.server";
import { MoneyBadge, MoneySummary } from "~/components/reservation-money";

const STATUS = /^[a-z_]{1,30}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const status = params.status ?? "";
  if (!STATUS.test(status)) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order_id") ?? "";

  // Midtrans' finish redirect: /payment/finish?order_id=..&transaction_status=..
  const reported = url.searchParams.get("transaction_status") ?? "";
  if (status === "finish" && STATUS.test(reported)) {
    throw redirect(`/payment/${reported}?${new URLSearchParams(orderId ? { order_id: orderId } : {})}`);
  }

  const remembered = await readPaymentReturn(request);
  const userId = await getUserId(request);
  const candidate = orderId
    ? await findInvoiceByOrderId(orderId)
    : remembered
      ? await findInvoiceByOrderId(remembered.invoiceNo)
      : undefined;
  const mayView = (inv: Invoice) =>
    (userId !== null && inv.userId === userId) ||
    (remembered?.invoiceNo === inv.invoiceNo && safeEqual(remembered.token, inv.accessToken));
  const invoice = candidate && mayView(candidate) ? candidate : null;
  const { lang } = pageLanguage(request, "checkout");
  // What was paid now and what remains (issue 40): the ledger's word, not the gateway's.
  const state = invoice ? await moneyStateById(invoice.id) : null;

  return json({
    ...pageLanguage(request, "checkout"),
    status,
    invoice: invoice
      ? {
          invoiceNo: invoice.invoiceNo,
          token: invoice.accessToken,
          money: moneyView(state!, lang),
          testPayment: isTestPayment(invoice),
          confirmationPath: confirmationUrl("", invoice),
          voucherPath: voucherUrl("", invoice),
          bankTransferPath: `/payment-confirmation?${new URLSearchParams({ invoice: invoice.invoiceNo, token: invoice.accessToken })}`,
        }
      : null,
    onlinePayment: onlinePaymentAvailable(),
  });
}


/** The gateway's status in the page's words (gatewayStatusWords in the dictionary: status.<status>.*). */
function statusWords(t: Strings<"checkout">, status: string) {
  const known = gatewayStatusWords(status) !== gatewayStatusWords("") ? status : "unknown";
  const words = t as unknown as Record<string, string>;
  return { title: words[`status.${known}.title`], message: words[`status.${known}.message`] };
}

export default function PaymentStatus() {
  const { status, invoice, onlinePayment } = useLoaderData<typeof loader>();
  const t = useStrings("checkout");
  const words = statusWords(t, status);
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{words.title}</h1>
        <p className="mt-3 text-slate-600">{words.message}</p>

        {invoice ? (
          <div className="mt-6 space-y-4">
            {invoice.testPayment ? <TestPaymentNotice text={t.testPayment} /> : null}
            <p className="text-sm text-slate-700">
              {t.invoice} <span className="font-mono font-semibold">{invoice.invoiceNo}</span>: <MoneyBadge money={invoice.money} labels={t} />
            </p>
            <MoneySummary money={invoice.money} labels={t} />
            <div className="flex flex-wrap gap-3">
              <Link to={invoice.confirmationPath} className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50">
                {t.openInvoice}
              </Link>
              {invoice.money.paid > 0 ? (
                <Link to={invoice.voucherPath} className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
                  {t.openVoucher}
                </Link>
              ) : null}
            </div>
            {invoice.money.stage === "pending" ? (
              <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
                {onlinePayment ? (
                  <Form method="post" action="/checkout/pay">
                    <input type="hidden" name="invoiceNo" value={invoice.invoiceNo} />
                    <input type="hidden" name="token" value={invoice.token} />
                    <SubmitButton formAction="/checkout/pay" pendingText={t.openingPayment}>{t.proceedPayment}</SubmitButton>
                  </Form>
                ) : (
                  <OnlinePaymentUnavailable text={t.onlinePaymentUnavailable} />
                )}
                <Link to={invoice.bankTransferPath} className="text-sm font-semibold text-teal-800 underline">
                  {t.paidByTransferConfirm}
                </Link>
              </div>
            ) : null}
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/my-reservation" className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50">
              {t.myReservation}
            </Link>
            <Link to="/" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
              {t.backHome}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(statusWords(data.i18n.checkout, data.status).title, data.i18n.checkout.paymentStatusMetaDescription, { noindex: true })
    : pageMeta(gatewayStatusWords("").title, "What the payment page reported, and your booking's status.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
