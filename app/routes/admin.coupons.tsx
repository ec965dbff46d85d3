// /admin/coupons: the coupons with their state and uses, a create form (code, percentage,
// validity, usage limit) validated on the server with the message beside each field, and
// Deactivate per coupon. Plain forms: the same without JS. Every change is audited (ADR 0231).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/audit/audit.server";
import { CouponFormSchema, createCoupon, deactivateCoupon, listCoupons, type CouponFieldErrors } from "~/admin/coupons.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SubmitButton } from "~/components/forms";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

const PATH = "/admin/coupons";
const FIELDS = ["code", "discountPercentage", "validFrom", "validTo", "maxUses"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = baliIsoDate();
  const { i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  // State and uses in the page's language (listCoupons words them in English).
  const coupons = (await listCoupons()).map((c) => ({
    ...c,
    state: t[`coupons.state.${c.state}` as keyof typeof t] ?? c.state,
    uses: c.maxUses === null ? fill(t["coupons.usesNoLimit"], { used: c.usedCount }) : fill(t["coupons.usesOf"], { used: c.usedCount, max: c.maxUses }),
  }));
  return json({ coupons, today, defaultLast: addDaysIso(today, 30) });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  const say = (errors: CouponFieldErrors): CouponFieldErrors =>
    Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list?.map((m) => messageText(lang, m))]));
  const intent = form.get("intent");
  if (intent === "deactivate") {
    const id = Number(form.get("id"));
    if (!Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
    const result = await deactivateCoupon(id, actor);
    if (!result.ok) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(PATH, {
      type: "success",
      description: fill(t[result.changed ? "coupons.deactivated" : "coupons.alreadyDeactivated"], { code: result.code }),
    });
  }
  if (intent !== "create") throw new Response("Bad Request", { status: 400 });
  // What was typed comes back with the errors, so nothing is lost (strings only, never echoed as HTML).
  const values: Values = Object.fromEntries(FIELDS.map((f) => [f, typeof form.get(f) === "string" ? String(form.get(f)).slice(0, 100) : ""]));
  const parsed = CouponFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: CouponFieldErrors = {};
    for (const issue of parsed.error.issues) {
      // One message per field: the first problem found.
      const field = issue.path[0] as keyof CouponFieldErrors;
      errors[field] ??= [issue.message];
    }
    return json({ errors: say(errors), values }, { status: 400 });
  }
  const result = await createCoupon(parsed.data, actor);
  if (!result.ok) return json({ errors: say(result.errors), values }, { status: 400 });
  return redirectWithToast(PATH, { type: "success", description: fill(t["coupons.created"], { code: result.code }) });
}

export default function AdminCoupons() {
  const { coupons, today, defaultLast } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const location = useLocation();
  const errors: CouponFieldErrors = data?.errors ?? {};
  const values: Values = data?.values ?? {};
  const t = useStrings("admin");
  const field = (name: (typeof FIELDS)[number]) => ({ id: `coupon-${name}`, name, defaultValue: values[name] });
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["coupons.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["coupons.intro"]}</p>

      <section aria-labelledby="coupon-list-title" className="mt-6">
        <h2 id="coupon-list-title" className="text-lg font-semibold">{t["coupons.all"]}</h2>
        {coupons.length ? (
          <div className="mt-3 rounded-lg border border-slate-200 max-sm:border-0 sm:overflow-x-auto">
            <table className="table-cards w-full text-left text-sm">
              <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t.action}</span></th>
                  <th scope="col" className="px-3 py-2">{t["coupons.code"]}</th>
                  <th scope="col" className="px-3 py-2">{t["coupons.discount"]}</th>
                  <th scope="col" className="px-3 py-2">{t["coupons.valid"]}</th>
                  <th scope="col" className="px-3 py-2">{t["coupons.uses"]}</th>
                  <th scope="col" className="px-3 py-2">{t["coupons.state"]}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {coupons.map((c) => (
                  <tr key={c.id} data-testid="coupon-row" data-code={c.code}>
                    <td className="px-3 py-2">
                      {c.isActive ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="deactivate" />
                          <input type="hidden" name="id" value={c.id} />
                          <SubmitButton className="rounded-full border border-red-700 px-3 py-1 text-xs font-semibold text-red-800 hover:bg-red-50" aria-label={fill(t["coupons.deactivateLabel"], { code: c.code })}>
                            {t["coupons.deactivate"]}
                          </SubmitButton>
                        </Form>
                      ) : null}
                    </td>
                    <td data-label={t["coupons.code"]} className="px-3 py-2 font-mono font-semibold">{c.code}</td>
                    <td data-label={t["coupons.discount"]} className="px-3 py-2">{c.discountPercentage} %</td>
                    <td data-label={t["coupons.valid"]} className="px-3 py-2 whitespace-nowrap">{c.validFrom} - {c.validTo}</td>
                    <td data-label={t["coupons.uses"]} className="px-3 py-2">{c.uses}</td>
                    <td data-label={t["coupons.state"]} className="px-3 py-2" data-testid="coupon-state">{c.state}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-slate-600">{t["coupons.none"]}</p>
        )}
      </section>

      <section aria-labelledby="coupon-new-title" className="mt-8 max-w-2xl">
        <h2 id="coupon-new-title" className="text-lg font-semibold">{t["coupons.new"]}</h2>
        {/* A fresh form after each successful create (the redirect is a new location). A refusal
            keeps the form: its answer shows before the page's data reloads, and remounting again
            when that navigation ends would wipe what was typed meanwhile. */}
        <Form method="post" key={data ? "refused" : location.key} noValidate className="mt-3 grid gap-x-4 sm:grid-cols-2" aria-label={t["coupons.new"]}>
          <input type="hidden" name="intent" value="create" />
          <Field label={t["coupons.code"]} errors={errors.code} hint={t["coupons.codeHint"]} inputProps={{ ...field("code"), autoComplete: "off", maxLength: 30 }} />
          <Field label={t["coupons.discountPercent"]} errors={errors.discountPercentage} inputProps={{ ...field("discountPercentage"), inputMode: "numeric" }} />
          <Field label={t["coupons.firstDay"]} errors={errors.validFrom} inputProps={{ ...field("validFrom"), type: "date", defaultValue: values.validFrom ?? today }} />
          <Field label={t["coupons.lastDay"]} errors={errors.validTo} inputProps={{ ...field("validTo"), type: "date", defaultValue: values.validTo ?? defaultLast }} />
          <Field label={t["coupons.limit"]} errors={errors.maxUses} hint={t["coupons.limitHint"]} inputProps={{ ...field("maxUses"), inputMode: "numeric" }} />
          <div className="sm:col-span-2">
            <SubmitButton>{t["coupons.submit"]}</SubmitButton>
          </div>
        </Form>
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["coupons.title", "Coupons"], ["coupons.metaDescription", "Create, list and deactivate the discount codes planners use at checkout."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
