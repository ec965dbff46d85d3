// /admin/payouts: each vendor's available balance (shares of bookings already held), payouts
// for one vendor or all (one batch; the same entries are never paid twice), the bank file per
// batch, "mark paid" with the transfer's reference and date, commission rates, bank data
// verification, and revenue, commission, refunds and payouts by month (ADR 0257). Plain forms.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/admin/audit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { platformCommissionBps } from "~/ledger/ledger.server";
import { createPayouts, markPayoutPaid, monthlyReport, payoutBatches, payoutOverview, setPlatformCommission, setVendorCommission, verifyBankData } from "~/ledger/payouts.server";
import { baliIsoDate, formatRupiah } from "~/utils/format";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";

const PATH = "/admin/payouts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ vendors: payoutOverview(), payouts: payoutBatches(), commissionBps: platformCommissionBps(), months: monthlyReport(), today: baliIsoDate() });
}

const percentToBps = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim().replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "create") {
    const result = createPayouts({ supplierIds: form.get("id") ? [id] : undefined, actor });
    const skipped = result.skipped.length ? ` ${result.skipped.length} vendor(s) skipped: ${result.skipped.map((s) => s.reason).join(", ")}.` : "";
    return redirectWithToast(PATH, { type: result.created.length ? "success" : "info", description: result.created.length ? `Batch ${result.batch}: ${result.created.length} payout(s), ${formatRupiah(result.created.reduce((s, c) => s + c.amount, 0))}.${skipped}` : `Nothing to pay out.${skipped}` });
  }
  if (intent === "paid") {
    const result = await markPayoutPaid(id, { reference: String(form.get("reference") ?? ""), paidOn: String(form.get("paidOn") ?? ""), actor, origin: appOrigin(request) });
    if (!result.ok) return json({ id, message: result.message }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: "Payout marked paid; the vendor has its statement." });
  }
  if (intent === "commission") {
    const bps = percentToBps(form.get("percent"));
    if (bps === null || !setPlatformCommission(bps, actor)) return json({ id: 0, message: "Enter a percentage between 0 and 50" }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: `Platform commission set to ${bps / 100} %.` });
  }
  if (intent === "vendor-commission") {
    const raw = String(form.get("percent") ?? "").trim();
    const bps = raw === "" ? null : percentToBps(raw);
    if ((raw !== "" && bps === null) || !setVendorCommission(id, bps, actor)) return json({ id, message: "Enter a percentage between 0 and 50, or leave it empty for the platform's" }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: "Vendor commission saved." });
  }
  if (intent === "verify-bank") {
    if (!verifyBankData(id, actor)) return json({ id, message: "This vendor has no bank account to verify" }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: "Bank data marked verified." });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminPayouts() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errorFor = (id: number) => (reply && reply.id === id ? [reply.message] : undefined);
  return (
    <main id="main-content" className="space-y-8 rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Payouts</h1>

      <section aria-labelledby="commission-heading">
        <h2 id="commission-heading" className="text-lg font-semibold">Commission</h2>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="commission" />
          <label className="text-sm">
            Platform commission (%)
            <input name="percent" defaultValue={String(data.commissionBps / 100)} inputMode="decimal" className="ml-2 w-24 rounded-md border border-slate-300 px-2 py-1" aria-describedby={errorFor(0) ? "commission-error" : undefined} />
          </label>
          <SubmitButton className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white">Save rate</SubmitButton>
        </Form>
        <ErrorList id="commission-error" errors={errorFor(0)} />
      </section>

      <section aria-labelledby="available-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="available-heading" className="text-lg font-semibold">Available per vendor</h2>
          {data.vendors.length ? (
            <Form method="post"><SubmitButton name="intent" value="create" className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white">Create payouts for all</SubmitButton></Form>
          ) : null}
        </div>
        {data.vendors.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.vendors.map((v) => (
              <li key={v.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]" data-testid="payout-vendor" data-vendor={v.id}>
                <div>
                  <p className="font-semibold">{v.name}: <Money amount={v.available} /></p>
                  <p className="text-slate-600">{v.bank || "no bank data"}{v.problem ? <strong className="ml-2 text-red-800">{v.problem}: skipped</strong> : null}</p>
                  <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={v.id} />
                    <input type="hidden" name="intent" value="vendor-commission" />
                    <label>Commission (%) <input name="percent" defaultValue={v.commissionBps === null ? "" : String(v.commissionBps / 100)} placeholder={String(data.commissionBps / 100)} className="w-20 rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <SubmitButton className="text-sm font-semibold text-teal-800 underline">Save</SubmitButton>
                  </Form>
                  <ErrorList id={`vendor-${v.id}-error`} errors={errorFor(v.id)} />
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  {v.problem === "bank data not verified" ? (
                    <Form method="post"><input type="hidden" name="id" value={v.id} /><SubmitButton name="intent" value="verify-bank" className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold">Mark bank data verified</SubmitButton></Form>
                  ) : null}
                  {!v.problem && v.available > 0 ? (
                    <Form method="post"><input type="hidden" name="id" value={v.id} /><SubmitButton name="intent" value="create" className="rounded-md bg-teal-700 px-3 py-1 text-sm font-semibold text-white">Create payout<span className="sr-only"> for {v.name}</span></SubmitButton></Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">Nothing is available for payout.</p>
        )}
      </section>

      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold">Payouts</h2>
        {data.payouts.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.payouts.map((p) => (
              <li key={p.id} className="py-3" data-testid="payout" data-vendor={p.supplierId}>
                <p>
                  <span className="font-semibold">{p.reference}</span>: <Money amount={p.amount} /> to {p.bankName} {p.bankAccount} ({p.accountHolder}) ·{" "}
                  <a className="text-teal-800 underline" href={`/admin/payouts/${encodeURIComponent(p.batch)}.csv`} download>Bank file of {p.batch}</a> ·{" "}
                  <a className="text-teal-800 underline" href={`/dashboard/earnings/payout/${p.id}.pdf`} download>Statement (PDF)<span className="sr-only"> of {p.reference}</span></a>
                </p>
                {p.status === "paid" ? (
                  <p className="text-emerald-800">Paid on {p.paidOn}, reference {p.transferReference}</p>
                ) : (
                  <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <label>Transfer reference <input name="reference" className="w-40 rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <label>Date <input type="date" name="paidOn" defaultValue={data.today} className="rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <SubmitButton name="intent" value="paid" className="rounded-md bg-slate-800 px-3 py-1 text-sm font-semibold text-white">Mark paid<span className="sr-only"> {p.reference}</span></SubmitButton>
                    <ErrorList id={`payout-${p.id}-error`} errors={errorFor(p.id)} />
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">No payout yet.</p>
        )}
      </section>

      <section aria-labelledby="report-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="report-heading" className="text-lg font-semibold">By month</h2>
          <a href="/admin/payouts/report.csv" className="text-sm font-semibold text-teal-800 underline" download>Download CSV</a>
        </div>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {data.months.map((m) => (
            <li key={m.month} className="flex flex-wrap justify-between gap-2 py-2" data-testid="report-month">
              <span className="font-semibold">{m.month}</span>
              <span>revenue <Money amount={m.revenue} /> · refunds <Money amount={m.refunds} /> · commission <Money amount={m.commission} /> · payouts <Money amount={m.payouts} /></span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Payouts", "Vendor balances, payouts, commission and the monthly report.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
