// /admin/payouts: each vendor's available balance (shares of bookings already held), payouts
// for one vendor or all (one batch; the same entries are never paid twice), the bank file per
// batch, "mark paid" with the transfer's reference and date, commission rates, bank data
// verification, and revenue, commission, refunds and payouts by month (ADR 0257). Plain forms.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/audit/audit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { platformCommissionBps } from "~/ledger/ledger.server";
import { createPayouts, markPayoutPaid, monthlyReport, payoutBatches, payoutSchedule, payoutOverview, setPlatformCommission, setVendorCommission, verifyBankData } from "~/ledger/payouts.server";
import { REPORT_BASES, reportBasisOf } from "~/ledger/report-basis";
import { baliIsoDate, formatRupiah } from "~/utils/format";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";
import { Money } from "~/components/money";
import { msg } from "~/i18n/message-ref";

const PATH = "/admin/payouts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  // The bank data problem in the page's language ("bank data not verified" also decides the button).
  const vendors = (await payoutOverview()).map((v) => ({ ...v, problemLabel: v.problem ? (t[`payouts.problem.${v.problem}` as keyof typeof t] ?? v.problem) : null }));
  // Months by payment date or by event date, the vendors' basis (ADR 0355); TEST money apart (ADR 0356).
  const basis = reportBasisOf(new URL(request.url).searchParams.get("basis"));
  const now = new Date();
  return json({
    vendors,
    payouts: await payoutBatches(),
    commissionBps: await platformCommissionBps(),
    basis,
    months: await monthlyReport({ basis }),
    today: baliIsoDate(now),
    schedule: payoutSchedule(now, lang),
  });
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
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  const say = (message: string) => messageText(lang, message);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "create") {
    const result = await createPayouts({ supplierIds: form.get("id") ? [id] : undefined, actor });
    const reasons = result.skipped.map((s) => t[`payouts.problem.${s.reason}` as keyof typeof t] ?? s.reason).join(", ");
    const skipped = result.skipped.length ? ` ${fill(t["payouts.vendorsSkipped"], { count: result.skipped.length, reasons })}` : "";
    const total = formatRupiah(result.created.reduce((s, c) => s + c.amount, 0));
    return redirectWithToast(PATH, {
      type: result.created.length ? "success" : "info",
      description: result.created.length ? `${fill(t["payouts.batchCreated"], { batch: result.batch, count: result.created.length, amount: total })}${skipped}` : `${t["payouts.nothingToPay"]}${skipped}`,
    });
  }
  if (intent === "paid") {
    const result = await markPayoutPaid(id, { reference: String(form.get("reference") ?? ""), paidOn: String(form.get("paidOn") ?? ""), actor, origin: appOrigin(request) });
    if (!result.ok) return json({ id, message: say(result.message) }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: t["payouts.markedPaid"] });
  }
  if (intent === "commission") {
    const bps = percentToBps(form.get("percent"));
    if (bps === null || !await setPlatformCommission(bps, actor)) return json({ id: 0, message: say(msg("admin.payoutCommission")) }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: fill(t["payouts.commissionSet"], { percent: lang === "id" ? String(bps / 100).replace(".", ",") : bps / 100 }) });
  }
  if (intent === "vendor-commission") {
    const raw = String(form.get("percent") ?? "").trim();
    const bps = raw === "" ? null : percentToBps(raw);
    if ((raw !== "" && bps === null) || !await setVendorCommission(id, bps, actor)) return json({ id, message: say(msg("admin.payoutVendorCommission")) }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: t["payouts.vendorCommissionSaved"] });
  }
  if (intent === "verify-bank") {
    if (!await verifyBankData(id, actor)) return json({ id, message: say(msg("admin.payoutNoBank")) }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: t["payouts.bankVerified"] });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminPayouts() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const t = useStrings("admin");
  const errorFor = (id: number) => (reply && reply.id === id ? [reply.message] : undefined);
  return (
    <main id="main-content" className="space-y-8 rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["payouts.title"]}</h1>

      <section aria-labelledby="commission-heading">
        <h2 id="commission-heading" className="text-lg font-semibold">{t["payouts.commission"]}</h2>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="commission" />
          <label className="text-sm">
            {t["payouts.platformCommission"]}
            <input name="percent" defaultValue={String(data.commissionBps / 100)} inputMode="decimal" className="ml-2 w-24 rounded-md border border-slate-300 px-2 py-1" aria-describedby={errorFor(0) ? "commission-error" : undefined} />
          </label>
          <SubmitButton className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white">{t["payouts.saveRate"]}</SubmitButton>
        </Form>
        <ErrorList id="commission-error" errors={errorFor(0)} />
      </section>

      <section aria-labelledby="available-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="available-heading" className="text-lg font-semibold">{t["payouts.available"]}</h2>
          <p className="w-full text-sm text-slate-600" data-testid="payout-schedule">{fill(t["payouts.schedule"], { weekday: data.schedule.weekday, date: data.schedule.next })}</p>
          {data.vendors.length ? (
            <Form method="post"><SubmitButton name="intent" value="create" className="rounded-full bg-teal-700 px-5 py-2 text-sm font-semibold text-white">{t["payouts.createAll"]}</SubmitButton></Form>
          ) : null}
        </div>
        {data.vendors.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.vendors.map((v) => (
              <li key={v.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto]" data-testid="payout-vendor" data-vendor={v.id}>
                <div>
                  <p className="font-semibold">{v.name}: <Money amount={v.available} /></p>
                  <p className="text-slate-600">{v.bank || t["payouts.noBank"]}{v.problemLabel ? <strong className="ml-2 text-red-800">{fill(t["payouts.skipped"], { problem: v.problemLabel })}</strong> : null}</p>
                  <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={v.id} />
                    <input type="hidden" name="intent" value="vendor-commission" />
                    <label>{t["payouts.vendorCommission"]} <input name="percent" defaultValue={v.commissionBps === null ? "" : String(v.commissionBps / 100)} placeholder={String(data.commissionBps / 100)} className="w-20 rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <SubmitButton className="text-sm font-semibold text-teal-800 underline">{t.save}</SubmitButton>
                  </Form>
                  <ErrorList id={`vendor-${v.id}-error`} errors={errorFor(v.id)} />
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  {v.problem === "bank data not verified" ? (
                    <Form method="post"><input type="hidden" name="id" value={v.id} /><SubmitButton name="intent" value="verify-bank" className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold">{t["payouts.verifyBank"]}</SubmitButton></Form>
                  ) : null}
                  {!v.problem && v.available > 0 ? (
                    <Form method="post"><input type="hidden" name="id" value={v.id} /><SubmitButton name="intent" value="create" className="rounded-md bg-teal-700 px-3 py-1 text-sm font-semibold text-white">{t["payouts.create"]}<span className="sr-only"> {fill(t["payouts.createFor"], { name: v.name })}</span></SubmitButton></Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{t["payouts.nothing"]}</p>
        )}
      </section>

      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold">{t["payouts.list"]}</h2>
        {data.payouts.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.payouts.map((p) => (
              <li key={p.id} className="py-3" data-testid="payout" data-vendor={p.supplierId}>
                <p>
                  <span className="font-semibold">{p.reference}</span>: <Money amount={p.amount} /> {fill(t["payouts.to"], { bank: `${p.bankName} ${p.bankAccount} (${p.accountHolder})` })} ·{" "}
                  <a className="text-teal-800 underline" href={`/admin/payouts/${encodeURIComponent(p.batch)}.csv`} download>{fill(t["payouts.bankFile"], { batch: p.batch })}</a> ·{" "}
                  <a className="text-teal-800 underline" href={`/dashboard/earnings/payout/${p.id}.pdf`} download>{t["payouts.statement"]}<span className="sr-only"> of {p.reference}</span></a>
                </p>
                {p.status === "paid" ? (
                  <p className="text-emerald-800">{fill(t["payouts.paidOn"], { date: p.paidOn ?? "", reference: p.transferReference ?? "" })}</p>
                ) : (
                  <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <label>{t["payouts.reference"]} <input name="reference" className="w-40 rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <label>{t["payouts.date"]} <input type="date" name="paidOn" defaultValue={data.today} className="rounded-md border border-slate-300 px-2 py-0.5" /></label>
                    <SubmitButton name="intent" value="paid" className="rounded-md bg-slate-800 px-3 py-1 text-sm font-semibold text-white">{t["payouts.markPaid"]}<span className="sr-only"> {p.reference}</span></SubmitButton>
                    <ErrorList id={`payout-${p.id}-error`} errors={errorFor(p.id)} />
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{t["payouts.none"]}</p>
        )}
      </section>

      <section aria-labelledby="report-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="report-heading" className="text-lg font-semibold">{t["payouts.byMonth"]}</h2>
          <a href={`/admin/payouts/report.csv?basis=${data.basis}`} className="text-sm font-semibold text-teal-800 underline" download>{t["payouts.csv"]}</a>
        </div>
        <Form method="get" className="mt-2 flex flex-wrap items-center gap-3 text-sm" data-testid="report-basis">
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="float-left mr-2 font-semibold">{t["payouts.basis"]}</legend>
            {REPORT_BASES.map((b) => (
              <label key={b} className="flex items-center gap-1">
                <input type="radio" name="basis" value={b} defaultChecked={data.basis === b} /> {t[`payouts.basis.${b}`]}
              </label>
            ))}
          </fieldset>
          <SubmitButton className="rounded-md border border-slate-300 px-3 py-1 font-semibold">{t["payouts.show"]}</SubmitButton>
        </Form>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {data.months.map((m) => (
            <li key={m.month} className="flex flex-wrap justify-between gap-2 py-2" data-testid="report-month" data-month={m.month}>
              <span className="font-semibold">{m.month}</span>
              <span>
                {t["payouts.revenueWord"]} <Money amount={m.revenue} /> · {t["payouts.refundsWord"]} <Money amount={m.refunds} /> · {t["payouts.commissionWord"]} <Money amount={m.commission} /> ·{" "}
                {t["payouts.payoutsWord"]} <Money amount={m.payouts} />
                {m.test ? <> · <span className="font-semibold text-amber-800" data-testid="report-test">{t["payouts.testWord"]} <Money amount={m.test} /></span></> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["payouts.title", "Payouts"], ["payouts.metaDescription", "Vendor balances, payouts, commission and the monthly report."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
