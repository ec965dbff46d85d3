// /admin/closure-days: the island-wide closure days (Nyepi) on which nothing can be booked
// (ADR 0310): the list with Remove, and an add form (date, name, note) validated on the server.
// Plain forms: the same without JS. Every change is audited (ADR 0141).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Form } from "~/components/form";
import { requireAdmin } from "~/accounts/session.server";
import { auditActor } from "~/audit/audit.server";
import {
  addClosureDay,
  ClosureDayFormSchema,
  listClosureDays,
  removeClosureDay,
  type ClosureDayFieldErrors,
} from "~/bali-calendar/closure-days.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SubmitButton } from "~/components/forms";
import { baliIsoDate, isoDateLabel } from "~/utils/format";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fill } from "~/i18n/config";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

const PATH = "/admin/closure-days";
const FIELDS = ["date", "name", "note"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ days: await listClosureDays(), today: baliIsoDate() });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const actor = auditActor(admin, "console");
  const form = await readFormData(request);
  const { lang, i18n } = pageLanguage(request, "admin");
  const t = i18n.admin;
  // The schema's English messages, in the page's language at the field (each field one message).
  const say = (errors: ClosureDayFieldErrors): ClosureDayFieldErrors =>
    Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list?.map((m) => messageText(lang, m))]));
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = Number(form.get("id"));
    if (!Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
    const removed = await removeClosureDay(id, actor);
    if (!removed) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(PATH, { type: "success", description: fill(t["closure.removed"], { date: isoDateLabel(removed.date), name: removed.name }) });
  }
  if (intent !== "add") throw new Response("Bad Request", { status: 400 });
  const values: Values = Object.fromEntries(FIELDS.map((f) => [f, typeof form.get(f) === "string" ? String(form.get(f)).slice(0, 200) : ""]));
  const parsed = ClosureDayFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ClosureDayFieldErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ClosureDayFieldErrors] ??= [issue.message];
    return json({ errors: say(errors), values }, { status: 400 });
  }
  const result = await addClosureDay(parsed.data, actor);
  if (!result.ok) return json({ errors: say(result.errors), values }, { status: 400 });
  return redirectWithToast(PATH, {
    type: "success",
    description: fill(t["closure.added"], { date: isoDateLabel(parsed.data.date), name: parsed.data.name }),
  });
}

export default function AdminClosureDays() {
  const { days, today } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const location = useLocation();
  const errors: ClosureDayFieldErrors = data?.errors ?? {};
  const values: Values = data?.values ?? {};
  const t = useStrings("admin");
  const field = (name: (typeof FIELDS)[number]) => ({ id: `closure-${name}`, name, defaultValue: values[name] });
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["closure.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["closure.intro"]}</p>

      <section aria-labelledby="closure-list-title" className="mt-6">
        <h2 id="closure-list-title" className="text-lg font-semibold">{t["closure.all"]}</h2>
        {days.length ? (
          <div className="mt-3 rounded-lg border border-slate-200 max-sm:border-0 sm:overflow-x-auto">
            <table className="table-cards w-full text-left text-sm">
              <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">{t["closure.date"]}</th>
                  <th scope="col" className="px-3 py-2">{t["closure.name"]}</th>
                  <th scope="col" className="px-3 py-2">{t["closure.note"]}</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t.action}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {days.map((d) => (
                  <tr key={d.id} data-testid="closure-row" data-date={d.date} className={d.past ? "text-slate-500" : undefined}>
                    <td data-label={t["closure.date"]} className="px-3 py-2 whitespace-nowrap font-semibold">{d.label}{d.past ? ` ${t["closure.past"]}` : ""}</td>
                    <td data-label={t["closure.name"]} className="px-3 py-2">{d.name}</td>
                    <td data-label={t["closure.note"]} className="px-3 py-2">{d.note || "-"}</td>
                    <td className="px-3 py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="id" value={d.id} />
                        <SubmitButton className="rounded-full border border-red-700 px-3 py-1 text-xs font-semibold text-red-800 hover:bg-red-50" aria-label={fill(t["closure.removeLabel"], { date: d.label, name: d.name })}>
                          {t.remove}
                        </SubmitButton>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-slate-600">{t["closure.none"]}</p>
        )}
      </section>

      <section aria-labelledby="closure-new-title" className="mt-8 max-w-2xl">
        <h2 id="closure-new-title" className="text-lg font-semibold">{t["closure.add"]}</h2>
        <Form method="post" key={data ? "refused" : location.key} noValidate className="mt-3 grid gap-x-4 sm:grid-cols-2" aria-label={t["closure.add"]}>
          <input type="hidden" name="intent" value="add" />
          <Field label={t["closure.date"]} errors={errors.date} inputProps={{ ...field("date"), type: "date", min: today }} />
          <Field label={t["closure.name"]} errors={errors.name} hint={t["closure.nameHint"]} inputProps={{ ...field("name"), autoComplete: "off", maxLength: 80 }} />
          <Field className="sm:col-span-2" label={t["closure.noteOptional"]} errors={errors.note} inputProps={{ ...field("note"), autoComplete: "off", maxLength: 200 }} />
          <div className="sm:col-span-2">
            <SubmitButton>{t["closure.submit"]}</SubmitButton>
          </div>
        </Form>
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  adminMeta(matches, ["closure.title", "Closure days"], ["closure.metaDescription", "Island-wide closure days (Nyepi) on which nothing can be booked."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
