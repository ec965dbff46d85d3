// /payment-confirmation?invoice={invoiceNo}&token=...: the bank-transfer confirmation form
// with the receipt upload (image or PDF, at most 4 MB, checked by content on the server).
import { json, parseWithZod, getUserId, M, PaymentConfirmationSchema, confirmationsForInvoice, submitPaymentConfirmation, amountDueNow, confirmationUrl, voucherUrl, findAccessibleInvoice, isPastDeadline, onlinePaymentAvailable, checkReceipt, parseReceiptForm, redirectWithToast, appOrigin, pageLanguage, messageText, translateReply, baliIsoDate, baliTime, formatDateTime, formatInvoiceDate } from "~/server-imports/payment-confirmation.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, useFormReply } from "~/components/forms";
import { OnlinePaymentUnavailable } from "~/components/payment-notices";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

const RECEIPT_PROBLEMS = { missing: M.receipt, tooBig: M.receiptTooBig, type: M.receiptType } as const;

async function loadInvoice(request: Request, invoiceNo: string | null, token: string | null) {
  const invoice = await findAccessibleInvoice({ invoiceNo, token, userId: await getUserId(request) });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return invoice;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const invoice = await loadInvoice(request, url.searchParams.get("invoice"), url.searchParams.get("token"));
  const now = new Date();
  const confirmations = await confirmationsForInvoice(invoice.id);
  // The whole invoice, its deposit, or its balance once the deposit is paid (ADR 0256).
  const due = await amountDueNow(invoice);
  const language = pageLanguage(request, "checkout");
  const { lang } = language;
  return json({
    ...language,
    due,
    invoice: {
      invoiceNo: invoice.invoiceNo,
      token: invoice.accessToken,
      createdAt: formatInvoiceDate(invoice.createdAt, lang),
      name: invoice.name,
      email: invoice.email,
      totalCost: invoice.totalCost,
      status: isPastDeadline(invoice, now) ? "expired" : invoice.status,
      deadline: formatDateTime(invoice.expiresAt, lang),
      confirmationPath: confirmationUrl("", invoice),
      voucherPath: voucherUrl("", invoice),
    },
    confirmations: confirmations.map((c) => ({ id: c.id, at: formatDateTime(c.createdAt, lang), amount: c.amount })),
    maxPaymentTime: `${baliIsoDate(now)}T${baliTime(now)}`,
    onlinePayment: onlinePaymentAvailable(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  // The page posts to its own URL, which names the invoice: check access before reading the
  // (up to 4 MB) upload.
  if (url.searchParams.has("invoice")) {
    await loadInvoice(request, url.searchParams.get("invoice"), url.searchParams.get("token"));
  }
  const formData = await parseReceiptForm(request, "receipt");
  const invoiceNo = String(formData.get("invoice") ?? url.searchParams.get("invoice") ?? "");
  const token = String(formData.get("token") ?? url.searchParams.get("token") ?? "");
  const invoice = await loadInvoice(request, invoiceNo, token);
  const { lang } = pageLanguage(request);

  const submission = parseWithZod(formData, { schema: PaymentConfirmationSchema });
  const receipt = await checkReceipt(formData.get("receipt"));
  if (submission.status !== "success" || !receipt.ok) {
    return json(
      {
        result: translateReply(
          lang,
          submission.reply({
            fieldErrors: receipt.ok ? {} : { receipt: [RECEIPT_PROBLEMS[receipt.problem]] },
          }),
        ),
      },
      { status: 400 },
    );
  }
  const saved = await submitPaymentConfirmation({
    invoice,
    input: submission.value,
    receipt: { bytes: receipt.bytes, type: receipt.type },
    origin: appOrigin(request),
  });
  if (!saved.ok) return json({ result: translateReply(lang, submission.reply({ formErrors: [saved.message] })) }, { status: 409 });
  return redirectWithToast(
    `/payment-confirmation?${new URLSearchParams({ invoice: invoice.invoiceNo, token })}`,
    { type: "success", description: messageText(lang, M.success), duration: 5000 },
  );
}

export default function PaymentConfirmation() {
  const { invoice, confirmations, maxPaymentTime, onlinePayment, due } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The receipt's presence, size and content are checked by the server (ADR 0180).
  const f = useFormReply("payment-confirmation", actionData?.result, {
    fullName: invoice.name,
    email: invoice.email,
    amount: String(due.amount),
  });
  const balanceDue = invoice.status === "paid" && due.amount > 0;
  const canConfirm = invoice.status === "pending" || invoice.status === "expired" || balanceDue;
  const t = useStrings("checkout");
  const statusWord = (t as unknown as Record<string, string | undefined>)[`invoiceStatus.${invoice.status}`] ?? invoice.status;

  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.paymentConfirmation}</h1>
      <p className="mt-2 text-slate-600">{t.paymentConfirmationIntro}</p>

      <div className="mt-8 grid gap-8 md:grid-cols-[18rem_1fr]">
        <aside className="h-fit space-y-3 rounded-xl bg-white p-5 text-sm shadow ring-1 ring-slate-200">
          <p>
            <span className="block text-slate-500">{t.invoice}</span>
            <span className="font-mono font-semibold">{invoice.invoiceNo}</span> ({invoice.createdAt})
          </p>
          <p>
            <span className="block text-slate-500">{due.part === "balance" ? t.balanceToPay : due.part === "deposit" ? t.depositToPay : t.totalToPay}</span>
            <span className="text-xl font-bold" data-testid="amount-due"><Money amount={due.amount} /></span>
          </p>
          {invoice.status === "pending" ? (
            <p>
              <span className="block text-slate-500">{t.payBeforeBali}</span>
              {invoice.deadline}
            </p>
          ) : null}
          <p>
            <span className="block text-slate-500">{t.status}</span>
            <strong data-testid="invoice-status">{statusWord}</strong>
          </p>
          <Link to={invoice.confirmationPath} className="inline-block font-semibold text-teal-800 underline">
            {t.openInvoice}
          </Link>
          {invoice.status === "pending" && !onlinePayment ? (
            <div className="border-t border-slate-200 pt-3">
              <OnlinePaymentUnavailable text={t.onlinePaymentUnavailable} />
            </div>
          ) : null}
          {invoice.status === "pending" && onlinePayment ? (
            <Form method="post" action="/checkout/pay" className="border-t border-slate-200 pt-3">
              <input type="hidden" name="invoiceNo" value={invoice.invoiceNo} />
              <input type="hidden" name="token" value={invoice.token} />
              <p className="mb-2 text-slate-600">{t.preferOnline}</p>
              <SubmitButton formAction="/checkout/pay" pendingText={t.openingPayment}>{t.proceedPayment}</SubmitButton>
            </Form>
          ) : null}
        </aside>

        <section aria-label={t.transferConfirmation} className="rounded-xl bg-white p-6 shadow ring-1 ring-slate-200">
          {confirmations.length ? (
            <p className="mb-6 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="confirmations-received">
              {fill(t.confirmationsReceived, { count: confirmations.length, date: confirmations[confirmations.length - 1].at })}
            </p>
          ) : null}
          {invoice.status === "paid" && !balanceDue ? (
            <p className="text-slate-700">
              {t.invoicePaid}{" "}
              <Link to={invoice.voucherPath} className="font-semibold text-teal-800 underline">{t.openVoucher}</Link>
            </p>
          ) : !canConfirm ? (
            <p className="text-slate-700">{t.invoiceCancelled}</p>
          ) : (
            <Form method="post" encType="multipart/form-data" key={`${f.formKey}-${confirmations.length}`} {...f.form} className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              <input type="hidden" name="token" value={invoice.token} />
              {invoice.status === "expired" ? (
                <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2">
                  {t.deadlinePassed}
                </p>
              ) : null}
              <ErrorList id={f.formErrorId} errors={f.formErrors} />
              <Field className="sm:col-span-2" label={t.invoice} inputProps={{ name: "invoice", value: invoice.invoiceNo, readOnly: true }} />
              <Field label={t.fullName} inputProps={{ ...f.field("fullName"), type: "text", autoComplete: "name" }} errors={f.errors("fullName")} />
              <Field label={t.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
              <Field
                label={t.paymentTime}
                inputProps={{ ...f.field("paymentTime"), type: "datetime-local", max: maxPaymentTime }}
                errors={f.errors("paymentTime")}
              />
              <Field
                label={t.amountRp}
                inputProps={{ ...f.field("amount"), type: "number", min: 1, step: 1, inputMode: "numeric" }}
                errors={f.errors("amount")}
              />
              <h2 className="mt-4 font-semibold text-slate-800 sm:col-span-2">{t.senderAccount}</h2>
              <Field label={t.accountHolder} inputProps={{ ...f.field("bankAccountName"), type: "text" }} errors={f.errors("bankAccountName")} />
              <Field label={t.bankName} inputProps={{ ...f.field("bankName"), type: "text" }} errors={f.errors("bankName")} />
              <Field
                label={t.accountNumber}
                inputProps={{ ...f.field("bankAccount"), type: "text", inputMode: "numeric" }}
                errors={f.errors("bankAccount")}
              />
              <Field label={t.bankAddress} inputProps={{ ...f.field("bankAddress"), type: "text" }} errors={f.errors("bankAddress")} />
              <h2 className="mt-4 font-semibold text-slate-800 sm:col-span-2">{t.destinationAccount}</h2>
              <Field
                label={t.destinationName}
                inputProps={{ ...f.field("destinationBankAccountName"), type: "text" }}
                errors={f.errors("destinationBankAccountName")}
              />
              <Field label={t.destinationBank} inputProps={{ ...f.field("destinationBankName"), type: "text" }} errors={f.errors("destinationBankName")} />
              <Field
                label={t.destinationNumber}
                inputProps={{ ...f.field("destinationBankAccount"), type: "text", inputMode: "numeric" }}
                errors={f.errors("destinationBankAccount")}
              />
              <Field
                className="mt-4 sm:col-span-2"
                label={t.receipt}
                hint={t.receiptHint}
                inputProps={{ id: f.field("receipt").id, name: "receipt", type: "file", accept: "image/jpeg,image/png,image/webp,image/gif,application/pdf" }}
                errors={f.errors("receipt")}
              />
              <div className="mt-4 sm:col-span-2">
                <SubmitButton pendingText={t.sending}>{t.sendConfirmation}</SubmitButton>
              </div>
            </Form>
          )}
        </section>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.checkout.paymentConfirmation ?? "Payment Confirmation", data?.i18n.checkout.paymentConfirmationMetaDescription ?? "Tell us about your bank transfer so we can confirm your booking.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
