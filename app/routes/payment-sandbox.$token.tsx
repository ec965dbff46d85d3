// The local payment sandbox's "gateway page" (only when no Midtrans keys are configured).
// Its buttons send our webhook handler the notification the gateway would send.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { json, redirect, serializePaymentReturn, completeSandboxPayment, isSandboxMethod, loadSandboxSession, sandboxPayable, SANDBOX_METHODS, SANDBOX_RESULTS, type SandboxChoice, appOrigin, readFormData, pageLanguage } from "~/server-imports/payment-sandbox.$token.server";
import { Money } from "~/components/money";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await loadSandboxSession(params.token ?? "");
  if (!session) throw new Response("Not Found", { status: 404 });
  const { transaction, invoice } = session;
  return json({
    ...pageLanguage(request, "checkout"),
    orderId: transaction.orderId,
    amount: transaction.grossAmount,
    customer: { name: invoice.name, email: invoice.email },
    invoiceStatus: invoice.status,
    payable: sandboxPayable(session),
    methods: Object.entries(SANDBOX_METHODS),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await loadSandboxSession(params.token ?? "");
  if (!session) throw new Response("Not Found", { status: 404 });
  // The loader's rule, checked here too: a released or paid invoice's session takes no money (ADR 0353).
  if (!sandboxPayable(session)) throw new Response("This payment can no longer be made.", { status: 409 });
  const form = await readFormData(request);
  const choice = String(form.get("intent") ?? "");
  if (!(choice in SANDBOX_RESULTS)) throw new Response("Bad Request", { status: 400 });
  const method = form.get("method") ?? "credit_card";
  if (!isSandboxMethod(method)) throw new Response("Bad Request", { status: 400 });
  const { transactionStatus, result } = await completeSandboxPayment(session, choice as SandboxChoice, {
    origin: appOrigin(request),
    method,
  });
  if (result.outcome === "rejected") throw new Response(result.message, { status: 409 });
  return redirect(`/payment/${transactionStatus}?${new URLSearchParams({ order_id: session.transaction.orderId })}`, {
    headers: { "Set-Cookie": await serializePaymentReturn(session.invoice) },
  });
}

export default function PaymentSandbox() {
  const data = useLoaderData<typeof loader>();
  const payable = data.payable;
  const t = useStrings("checkout");
  const words = t as unknown as Record<string, string | undefined>;
  return (
    <main id="main-content" className="flex justify-center bg-slate-100 px-4 py-12">
      <section
        aria-labelledby="sandbox-heading"
        className="w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        <header className="bg-slate-900 px-6 py-4 text-white">
          <p className="text-xs uppercase tracking-widest text-slate-300">{t.sandboxKicker}</p>
          <h1 id="sandbox-heading" className="text-xl font-bold">{t.completePayment}</h1>
        </header>
        <div className="space-y-4 px-6 py-6">
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t.sandboxNotice}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">{t.orderId}</dt>
            <dd className="font-mono font-semibold" data-testid="sandbox-order-id">{data.orderId}</dd>
            <dt className="text-slate-500">{t.customer}</dt>
            <dd>{data.customer.name} ({data.customer.email})</dd>
            <dt className="text-slate-500">{t.amount}</dt>
            <dd className="text-2xl font-extrabold text-slate-900" data-testid="sandbox-amount"><Money amount={data.amount} /></dd>
          </dl>
          {payable ? (
            <Form method="post" className="grid grid-cols-3 gap-3 pt-2">
              <fieldset className="col-span-3 text-sm">
                <legend className="font-semibold text-slate-700">{t.paymentMethod}</legend>
                {data.methods.map(([value, label], i) => (
                  <label key={value} className="mr-4 inline-flex items-center gap-2">
                    <input type="radio" name="method" value={value} defaultChecked={i === 0} /> {words[`method.${value}`] ?? label}
                  </label>
                ))}
              </fieldset>
              <SubmitButton name="intent" value="pay" className="rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white hover:bg-emerald-800">
                {t.pay}
              </SubmitButton>
              <SubmitButton name="intent" value="pending" className="rounded-lg bg-amber-500 px-4 py-3 font-semibold text-slate-900 hover:bg-amber-600">
                {t.pending}
              </SubmitButton>
              <SubmitButton name="intent" value="fail" className="rounded-lg bg-red-600 px-4 py-3 font-semibold text-white hover:bg-red-700">
                {t.fail}
              </SubmitButton>
            </Form>
          ) : (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
              {fill(t.noLongerPayable, { status: words[`invoiceStatus.${data.invoiceStatus}`] ?? data.invoiceStatus })}
            </p>
          )}
        </div>
      </section>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.checkout.sandboxMetaTitle ?? "Payment sandbox | Test payment" },
  { name: "description", content: data?.i18n.checkout.sandboxMetaDescription ?? "A local test payment: no money moves." },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
