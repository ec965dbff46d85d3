// /dashboard/subvenue-list: the venue's sub venues, 5 a page, with add (?new=1), edit
// (?edit=ID) and delete (?delete=ID) as page states without JS and modal dialogs with JS.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { fill, optionLabel } from "~/i18n/config";
import { formMessages, pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
import { inPageLanguage } from "~/i18n/form-messages";
import { useStrings } from "~/i18n/use-strings";
import { ConfirmDelete, DialogPanel, EditDeleteCells, Pager, tableClass, tdClass, thClass, withParams } from "~/components/vendor-dashboard";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, parseId, requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { DASHBOARD_PAGE_SIZE, pageFromUrl, pageInfo } from "~/supplier/paging";
import { categoriesOf, STORED_CATEGORIES } from "~/catalog/catalog-tags";
import { SUB_VENUE_CAPACITY_FIELDS, SubVenueSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import {
  createSubVenue,
  deleteSubVenue,
  getOwnSubVenue,
  listOwnSubVenues,
  subVenueRefusalMessage,
  subVenueSize,
  updateSubVenue,
} from "~/supplier/sub-venues.server";
import { seatingPlanWarnings } from "~/catalog/venue-page.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

const PATH = "/dashboard/subvenue-list";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "view");
  const user = member.user;
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  // The chosen venue's rooms; a record is found by the organisation (ADR 0282).
  const venueId = workingVenueId(member);
  const { total, items } = await listOwnSubVenues(user.supplierId, { page, venueId });
  const editId = parseId(url.searchParams.get("edit"));
  const deleteId = parseId(url.searchParams.get("delete"));
  const selectedId = editId ?? deleteId;
  const selected = selectedId ? await getOwnSubVenue(user.supplierId, selectedId) : null;
  if (selectedId && !selected) notFound();
  const language = pageLanguage(request, "listing");
  return json({
    ...language,
    // The browser checks the form with the same schema: its messages rendered in the page's language.
    formMessages: formMessages(language.lang, "supplier", "listing"),
    hasVenue: venueId !== null,
    subVenues: items.map((sv) => ({ ...sv, size: subVenueSize(sv), warnings: seatingPlanWarnings(sv, language.lang) })),
    paging: pageInfo(page, total),
    noData: url.searchParams.has("nodata"),
    mode: editId ? "edit" : deleteId ? "delete" : url.searchParams.has("new") ? "new" : null,
    selected,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "edit");
  const user = member.user;
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const { lang } = pageLanguage(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const id = parseId(formData.get("id"));
  const listPath = withParams(PATH, { page });

  if (intent === "delete") {
    if (!id) notFound();
    const result = await deleteSubVenue(user.supplierId, id);
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) {
      return redirectWithToast(listPath, { type: "error", description: messageText(lang, subVenueRefusalMessage(result.name)), duration: 5000 });
    }
    return redirectWithToast(listPath, { type: "success", description: messageText(lang, M.subVenueDeleted), duration: 3000 });
  }

  const submission = parseWithZod(formData, { schema: SubVenueSchema });
  if (submission.status !== "success") return json({ result: translateReply(lang, submission.reply()) }, { status: 400 });
  // The form shows every category box and both descriptions: none ticked, or blank, means none
  // (for /v1, absent keeps them).
  const input = {
    ...submission.value,
    categories: submission.value.categories ?? [],
    description: submission.value.description ?? "",
    descriptionId: submission.value.descriptionId ?? "",
  };
  if (intent === "update") {
    if (!id || !await updateSubVenue(user.supplierId, id, input)) notFound();
    return redirectWithToast(listPath, { type: "success", description: messageText(lang, M.subVenueUpdated), duration: 3000 });
  }
  const venueId = workingVenueId(member);
  if (!venueId) {
    return json({ result: translateReply(lang, submission.reply({ formErrors: [M.saveVenueFirst] })) }, { status: 400 });
  }
  await createSubVenue({ supplierId: user.supplierId, venueId }, input);
  // The new one is last: show the last page.
  const { total } = await listOwnSubVenues(user.supplierId, { page: 1, limit: 1, venueId });
  return redirectWithToast(withParams(PATH, { page: Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE)) }), { type: "success", description: messageText(lang, M.subVenueCreated), duration: 3000 });
}

export default function SubVenueList() {
  const { hasVenue, subVenues, paging, noData, mode, selected } = useLoaderData<typeof loader>();
  const t = useStrings("listing");
  const listPath = withParams(PATH, { page: paging.page });
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.subVenueInfo}</h1>
        {hasVenue ? (
          <Link to={withParams(PATH, { page: paging.page, new: 1 })} preventScrollReset className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
            {t.addSubVenue}
          </Link>
        ) : null}
      </div>
      {hasVenue ? null : (
        <p className="mt-4 text-slate-700">
          {t.saveVenueFirst} <Link className="font-semibold underline" to="/dashboard/venue-info">{t.venueInfo}</Link>
        </p>
      )}
      <div className="mt-4 sm:overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{t.actions}</th>
              <th className={thClass}>{t.name}</th>
              <th className={thClass}>{t.type}</th>
              <th className={thClass}>{t.capacity}</th>
              <th className={thClass}>{t.size}</th>
            </tr>
          </thead>
          <tbody>
            {subVenues.length === 0 ? (
              <tr><td className={tdClass} colSpan={5}>{t.noSubVenues}</td></tr>
            ) : (
              subVenues.map((sv) => (
                <tr key={sv.id} data-testid="sub-venue-row">
                  <EditDeleteCells path={PATH} page={paging.page} id={sv.id} name={sv.name} />
                  <td data-label={t.name} className={`${tdClass} font-medium`}>{sv.name}</td>
                  <td data-label={t.type} className={tdClass}>{optionLabel(t, "type", sv.subVenueType, sv.subVenueType)}</td>
                  <td data-label={t.capacity} className={tdClass}>{fill(t.capacityRange, { min: sv.minCapacity, max: sv.maxCapacity })}</td>
                  <td data-label={t.size} className={tdClass}>
                    {fill(t.sizeValue, { length: sv.dimensionLength, width: sv.dimensionWidth, size: sv.size })}
                    {sv.warnings.length ? (
                      <ul className="mt-1 text-sm text-red-800" data-testid="seating-plan-warnings">
                        {sv.warnings.map((w) => <li key={w}>{w}</li>)}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager path={PATH} page={paging.page} hasPrevious={paging.hasPrevious} hasNext={paging.hasNext} noData={noData} />

      {mode === "new" && hasVenue ? (
        <DialogPanel title={t.addSubVenue} closeTo={listPath} wide>
          <SubVenueForm closeTo={listPath} />
        </DialogPanel>
      ) : null}
      {mode === "edit" && selected ? (
        <DialogPanel title={t.editSubVenue} closeTo={listPath} wide>
          <SubVenueForm closeTo={listPath} subVenue={selected} />
        </DialogPanel>
      ) : null}
      {mode === "delete" && selected ? (
        <ConfirmDelete title={t.deleteSubVenue} question={fill(t.deleteQuestion, { name: selected.name })} id={selected.id} closeTo={listPath} />
      ) : null}
    </main>
  );
}

type SubVenueValues = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["selected"]>;

function SubVenueForm({ subVenue, closeTo }: { subVenue?: SubVenueValues; closeTo: string }) {
  const t = useStrings("listing");
  const { formMessages: messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: subVenue ? `sub-venue-${subVenue.id}` : "sub-venue-new",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    constraint: getZodConstraint(SubVenueSchema),
    // Categories are plain checkboxes (CategoryBoxes), outside Conform's defaults.
    defaultValue: subVenue ? { ...subVenue, categories: undefined } : { subVenueType: "indoor", minCapacity: "1" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => inPageLanguage(messages, parseWithZod(formData, { schema: SubVenueSchema })),
  });
  const [dims, setDims] = useState({ l: Number(subVenue?.dimensionLength ?? 0), w: Number(subVenue?.dimensionWidth ?? 0) });
  const size = Math.round(dims.l * dims.w * 100) / 100;
  type Name = keyof typeof fields;
  const num = (name: Name, label: string, step: number | "any" = 1, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(fields[name] as Parameters<typeof getInputProps>[0], { type: "number" }), min: 0, step, ...extra }}
      errors={fields[name].errors}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="grid gap-x-5 gap-y-1 sm:grid-cols-3">
      {subVenue ? <input type="hidden" name="id" value={subVenue.id} /> : null}
      <div className="sm:col-span-3"><ErrorList id={form.errorId} errors={form.errors} /></div>
      <Field className="sm:col-span-2" label={t.nameRequired} inputProps={getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} />
      <SelectField
        label={t.typeRequired}
        selectProps={getSelectProps(fields.subVenueType)}
        options={[{ value: "indoor", label: t["type.indoor"] }, { value: "outdoor", label: t["type.outdoor"] }]}
        errors={fields.subVenueType.errors}
      />
      {num("minCapacity", t.minCapacity, 1, { min: 1 })}
      {SUB_VENUE_CAPACITY_FIELDS.map((c) => (
        <div key={c.name}>{num(c.name, fill(t.maxLayout, { layout: optionLabel(t, "layout", c.name, c.label) }))}</div>
      ))}
      <Field className="sm:col-span-2" label={t.customLayout} inputProps={getInputProps(fields.customLayout, { type: "text" })} errors={fields.customLayout.errors} />
      {num("dimensionLength", t.length, "any", { onInput: (e: React.FormEvent<HTMLInputElement>) => {
        const l = Number(e.currentTarget.value) || 0;
        setDims((d) => ({ ...d, l }));
      } })}
      {num("dimensionWidth", t.width, "any", { onInput: (e: React.FormEvent<HTMLInputElement>) => {
        const w = Number(e.currentTarget.value) || 0;
        setDims((d) => ({ ...d, w }));
      } })}
      <Field label={t.sizeSqm} hint={t.sizeHint} inputProps={{ value: size || "", readOnly: true, tabIndex: -1, "aria-readonly": true, name: undefined }} />
      {num("ceilingHeight", t.ceilingHeight, "any")}
      <p className="mt-2 text-sm text-slate-600 sm:col-span-3">{t.bothLanguagesHint}</p>
      <TextareaField className="sm:col-span-3" label={t.roomDescription} textareaProps={{ ...getTextareaProps(fields.description), rows: 3, lang: "en" }} errors={fields.description.errors} />
      <TextareaField className="sm:col-span-3" label={t.roomDescriptionId} textareaProps={{ ...getTextareaProps(fields.descriptionId), rows: 3, lang: "id" }} errors={fields.descriptionId.errors} />
      <CategoryBoxes checked={subVenue ? categoriesOf(subVenue.categories) : []} errors={fields.categories.errors} />
      <div className="mt-3 flex gap-3 sm:col-span-3">
        <SubmitButton name="intent" value={subVenue ? "update" : "create"} pendingText={t.saving}>{t.save}</SubmitButton>
        <Link to={closeTo} className="rounded-full border border-slate-300 px-5 py-2 font-medium">{t.cancel}</Link>
      </div>
    </Form>
  );
}

/** Category tick boxes (ADR 0200): plain checkboxes, so they post without JS. */
function CategoryBoxes({ checked, errors }: { checked: string[]; errors?: string[] }) {
  const t = useStrings("listing");
  return (
    <fieldset className="mt-2 sm:col-span-3">
      <legend className="text-sm font-medium text-slate-700">{t.categories}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {STORED_CATEGORIES.map((c) => (
          <label key={c.value} className="inline-flex items-center gap-1.5 text-sm">
            <input type="checkbox" name="categories" value={c.value} defaultChecked={checked.includes(c.value)} className="h-4 w-4 accent-teal-700" />
            {optionLabel(t, "category", c.value, c.label)}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t.outdoorFromType}</p>
      <ErrorList errors={errors} />
    </fieldset>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.listing.subVenueMetaTitle ?? "Sub Venue Info | Supplier Dashboard", data?.i18n.listing.subVenueMetaDescription ?? "Your venue's rooms: sizes, capacities and seating layouts.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
