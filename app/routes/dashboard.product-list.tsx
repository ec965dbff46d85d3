// /dashboard/product-list: the vendor's products, 5 a page. Add (?new=1), edit (?edit=ID),
// read-only Product Detail (?view=ID) and delete (?delete=ID) are page states without JS and
// modal dialogs with JS.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { inclusionText, sanitizeInclusion } from "~/catalog/sanitize.server";
import { InclusionEditor } from "~/components/inclusion-editor";
import { fill, optionLabel } from "~/i18n/config";
import { formMessages, pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
import { inPageLanguage } from "~/i18n/form-messages";
import { useStrings } from "~/i18n/use-strings";
import { inclusionEditorLabels } from "~/components/listing-labels";
import { inclusionItems, inclusionListHtml, inclusionProblem } from "~/supplier/inclusions";
import { inclusionLinesFromHtml } from "~/supplier/inclusions.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { ConfirmDelete, DialogPanel, EditDeleteCells, Pager, tableClass, tdClass, thClass, withParams } from "~/components/vendor-dashboard";
import { baliIsoDate, formatDate, formatRupiah } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, parseId, requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { pageFromUrl, pageInfo } from "~/supplier/paging";
import { deleteProduct, getOwnProduct, listOwnProducts, rateWindow, saveProduct, type OwnProduct } from "~/supplier/products.server";
import { PACKAGE_TYPES } from "~/catalog/catalog-tags";
import { TAX_AND_SERVICE } from "~/db/enums";
import { TAX_AND_SERVICE_WORDS, taxAndServiceWords } from "~/catalog/tax-and-service";
import { PRODUCT_TIMES, PRODUCT_UNITS, ProductSchema, timeLabel, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { subVenueOptions } from "~/supplier/sub-venues.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";

const PATH = "/dashboard/product-list";

function view(p: OwnProduct) {
  return {
    id: p.id,
    subVenueId: p.subVenueId,
    subVenueName: p.subVenueName,
    productName: p.productName,
    unit: p.unit,
    price: p.price,
    discountPercentage: p.discountPercentage,
    taxAndService: p.taxAndService,
    depositPercent: p.depositPercent,
    balanceDaysBefore: p.balanceDaysBefore,
    inclusionLines: inclusionLinesFromHtml(p.inclusion),
    inclusionHtml: sanitizeInclusion(p.inclusion),
    inclusionText: inclusionText(p.inclusion) || inclusionText(p.inclusionId),
    inclusionIdLines: inclusionLinesFromHtml(p.inclusionId),
    inclusionIdHtml: sanitizeInclusion(p.inclusionId),
    termCondition: p.termCondition,
    openTime: p.openTime,
    closeTime: p.closeTime,
    validFrom: baliIsoDate(p.validFrom),
    validTo: baliIsoDate(p.validTo),
    validFromText: formatDate(p.validFrom),
    validToText: formatDate(p.validTo),
    isActive: p.isActive,
    packageType: p.packageType ?? "",
  };
}

/** The chosen venue's sub venues, plus the edited product's own when it is another venue's. */
function withSelectedSubVenue(options: { id: number; name: string }[], selected: OwnProduct | null) {
  return selected && !options.some((o) => o.id === selected.subVenueId) ? [...options, { id: selected.subVenueId, name: selected.subVenueName }] : options;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "prices", "view");
  const user = member.user;
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  // The chosen venue's products; a record is found by the organisation (ADR 0282).
  const venueId = workingVenueId(member);
  const { total, items } = await listOwnProducts(user.supplierId, { page, venueId });
  const editId = parseId(url.searchParams.get("edit"));
  const viewId = parseId(url.searchParams.get("view"));
  const deleteId = parseId(url.searchParams.get("delete"));
  const selectedId = editId ?? viewId ?? deleteId;
  const selected = selectedId ? await getOwnProduct(user.supplierId, selectedId) : null;
  if (selectedId && !selected) notFound();
  const language = pageLanguage(request, "listing");
  return json({
    ...language,
    // The browser checks the form with the same schema: its messages rendered in the page's language.
    formMessages: formMessages(language.lang, "supplier", "listing"),
    products: items.map(view),
    paging: pageInfo(page, total),
    noData: url.searchParams.has("nodata"),
    mode: editId ? "edit" : viewId ? "view" : deleteId ? "delete" : url.searchParams.has("new") ? "new" : null,
    selected: selected ? view(selected) : null,
    subVenues: withSelectedSubVenue(await subVenueOptions(user.supplierId, venueId), selected),
    window: rateWindow(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "prices", "edit");
  const user = member.user;
  const { lang } = pageLanguage(request);
  const page = pageFromUrl(new URL(request.url));
  const listPath = withParams(PATH, { page });
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const id = parseId(formData.get("id"));

  if (intent === "delete") {
    if (!id) notFound();
    const result = await deleteProduct(user.supplierId, id);
    if (!result.ok) notFound();
    return result.outcome === "deleted"
      ? redirectWithToast(listPath, { type: "success", description: messageText(lang, M.productDeleted), duration: 3000 })
      : redirectWithToast(listPath, { type: "warning", description: messageText(lang, M.productDeactivated), duration: 10000 });
  }

  const submission = parseWithZod(formData, { schema: ProductSchema });
  if (submission.status !== "success") return json({ result: translateReply(lang, submission.reply()) }, { status: 400 });
  if (intent === "update" && !id) notFound();
  // The page's inclusion fields are one inclusion per line; the product keeps HTML lists (ADR 0221),
  // one per language (ADR 0325).
  const problems = Object.fromEntries(
    (["inclusion", "inclusionId"] as const).flatMap((field) => {
      const problem = inclusionProblem(submission.value[field] ?? "");
      return problem ? [[field, [problem]]] : [];
    }),
  );
  if (Object.keys(problems).length) return json({ result: translateReply(lang, submission.reply({ fieldErrors: problems })) }, { status: 400 });
  // The form always shows the package type: none chosen clears it (for /v1, absent keeps it).
  const input = {
    ...submission.value,
    // The form always shows the terms: a blank one follows the venue's (ADR 0256).
    depositPercent: submission.value.depositPercent ?? null,
    balanceDaysBefore: submission.value.balanceDaysBefore ?? null,
    packageType: submission.value.packageType ?? "",
    inclusion: inclusionListHtml(inclusionItems(submission.value.inclusion ?? "")),
    // The form always shows it: blank clears it (for /v1, absent keeps it).
    inclusionId: inclusionListHtml(inclusionItems(submission.value.inclusionId ?? "")),
  };
  const saved = await saveProduct(user.supplierId, input, { id: intent === "update" ? id! : undefined });
  if (!saved.ok && saved.status === 404) notFound();
  if (!saved.ok) return json({ result: translateReply(lang, submission.reply({ fieldErrors: saved.fieldErrors })) }, { status: 400 });
  return redirectWithToast(intent === "update" ? listPath : withParams(PATH, { page: 1 }), {
    type: "success",
    description: messageText(lang, M.productSaved),
    duration: 3000,
  });
}

export default function ProductList() {
  const { products, paging, noData, mode, selected, subVenues } = useLoaderData<typeof loader>();
  const t = useStrings("listing");
  const listPath = withParams(PATH, { page: paging.page });
  const headers = [t.actions, t.subVenue, t.productName, t.unit, t.cost, t.inclusion, t.open, t.close2, t.rateFrom, t.rateTo, t.status];
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.product}</h1>
        {subVenues.length ? (
          <Link to={withParams(PATH, { page: paging.page, new: 1 })} preventScrollReset className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
            {t.addNewProduct}
          </Link>
        ) : null}
      </div>
      {subVenues.length ? null : (
        <p className="mt-4 text-slate-700">
          {t.addSubVenueFirst} <Link className="font-semibold underline" to="/dashboard/subvenue-list">{t.goToSubVenues}</Link>
        </p>
      )}
      <div className="mt-4 sm:overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} className={thClass}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.length === 0 ? (
              <tr><td className={tdClass} colSpan={11}>{t.noProducts}</td></tr>
            ) : (
              products.map((p) => (
                <tr key={p.id} data-testid="product-row">
                  <EditDeleteCells path={PATH} page={paging.page} id={p.id} name={p.productName} />
                  <td data-label={t.subVenue} className={tdClass}>{p.subVenueName}</td>
                  <td data-label={t.productName} className={tdClass}>
                    <Link to={withParams(PATH, { page: paging.page, view: p.id })} preventScrollReset className="font-medium text-teal-800 underline">{p.productName}</Link>
                  </td>
                  <td data-label={t.unit} className={tdClass}>{optionLabel(t, "unit", p.unit, p.unit)}</td>
                  <td data-label={t.cost} className={`${tdClass} whitespace-nowrap`}><Money amount={p.price} />{p.discountPercentage ? ` (-${p.discountPercentage}%)` : ""}</td>
                  <td data-label={t.inclusion} className={`${tdClass} max-w-[14rem] truncate`} title={p.inclusionText}>{p.inclusionText}</td>
                  <td data-label={t.open} className={`${tdClass} whitespace-nowrap`}>{timeLabel(p.openTime)}</td>
                  <td data-label={t.close2} className={`${tdClass} whitespace-nowrap`}>{timeLabel(p.closeTime)}</td>
                  <td data-label={t.rateFrom} className={tdClass}>{p.validFromText}</td>
                  <td data-label={t.rateTo} className={tdClass}>{p.validToText}</td>
                  <td data-label={t.status} className={tdClass}>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${p.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}>
                      {p.isActive ? t.active : t.inactive}
                    </span>
                  </td>
                                  </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager path={PATH} page={paging.page} hasPrevious={paging.hasPrevious} hasNext={paging.hasNext} noData={noData} />

      {mode === "new" && subVenues.length ? (
        <DialogPanel title={t.addNewProduct} closeTo={listPath} wide>
          <ProductForm closeTo={listPath} />
        </DialogPanel>
      ) : null}
      {mode === "edit" && selected ? (
        <DialogPanel title={t.editProduct} closeTo={listPath} wide>
          <ProductForm closeTo={listPath} product={selected} />
        </DialogPanel>
      ) : null}
      {mode === "view" && selected ? (
        <DialogPanel title={t.productDetail} closeTo={listPath} wide>
          <ProductDetailView product={selected} />
        </DialogPanel>
      ) : null}
      {mode === "delete" && selected ? (
        <ConfirmDelete title={t.deleteProduct} question={fill(t.deleteQuestion, { name: selected.productName })} id={selected.id} closeTo={listPath} />
      ) : null}
    </main>
  );
}

type ProductView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["selected"]>;

function ProductDetailView({ product: p }: { product: ProductView }) {
  const t = useStrings("listing");
  const tax = p.taxAndService === "added" ? "added" : "included";
  const rows: [string, React.ReactNode][] = [
    [t.subVenue, p.subVenueName],
    [t.productName, p.productName],
    [t.unit, optionLabel(t, "unit", p.unit, p.unit)],
    [t.cost, p.discountPercentage ? fill(t.withDiscount, { price: formatRupiah(p.price), n: p.discountPercentage }) : formatRupiah(p.price)],
    [t.taxAndService, optionLabel(t, "taxLong", tax, taxAndServiceWords(tax).long)],
    [t.open, timeLabel(p.openTime)],
    [t.close2, timeLabel(p.closeTime)],
    [t.rateValidity, `${p.validFromText} - ${p.validToText}`],
    [t.status, p.isActive ? t.active : t.inactive],
  ];
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-500">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-500">{t.inclusionRequired.replace(/ \*$/, "")}</dt>
        <dd className="prose-sm [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5" lang="en" dangerouslySetInnerHTML={{ __html: p.inclusionHtml }} />
        <dt className="font-medium text-slate-500">{t.inclusionId}</dt>
        <dd className="prose-sm [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5" lang="id" dangerouslySetInnerHTML={{ __html: p.inclusionIdHtml }} />
        <dt className="font-medium text-slate-500">{t.termsAndConditions}</dt>
        <dd className="whitespace-pre-line">{p.termCondition || t.noTerms}</dd>
      </dl>
      <Link to={`/product-detail/${p.id}`} className="mt-5 inline-block font-semibold text-teal-800 underline">{t.openPublicPage}</Link>
    </div>
  );
}

function ProductForm({ product, closeTo }: { product?: ProductView; closeTo: string }) {
  const { subVenues, window, formMessages: messages } = useLoaderData<typeof loader>();
  const t = useStrings("listing");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: product ? `product-${product.id}` : "product-new",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    constraint: getZodConstraint(ProductSchema),
    defaultValue: product
      ? { ...product, inclusion: product.inclusionLines.join("\n"), inclusionId: product.inclusionIdLines.join("\n"), status: product.isActive ? "active" : "inactive", agreement: product.isActive ? "on" : undefined }
      : { unit: "Day", openTime: "08:00", closeTime: "18:00", discountPercentage: "0", taxAndService: "included", status: "active", validFrom: window.today, validTo: window.last },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => inPageLanguage(messages, parseWithZod(formData, { schema: ProductSchema })),
  });
  const { key: agreementKey, ...agreementProps } = getInputProps(fields.agreement, { type: "checkbox" });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <div className="sm:col-span-2"><ErrorList id={form.errorId} errors={form.errors} /></div>
      <SelectField
        label={t.subVenueRequired}
        selectProps={getSelectProps(fields.subVenueId)}
        options={[{ value: "", label: t.chooseSubVenue }, ...subVenues.map((s) => ({ value: String(s.id), label: s.name }))]}
        errors={fields.subVenueId.errors}
      />
      <Field label={t.productNameRequired} inputProps={getInputProps(fields.productName, { type: "text" })} errors={fields.productName.errors} />
      <SelectField label={t.unitRequired} selectProps={getSelectProps(fields.unit)} options={PRODUCT_UNITS.map((u) => ({ value: u, label: optionLabel(t, "unit", u, u) }))} errors={fields.unit.errors} />
      <Field label={t.priceRequired} inputProps={{ ...getInputProps(fields.price, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }} errors={fields.price.errors} />
      <Field label={t.discount} inputProps={{ ...getInputProps(fields.discountPercentage, { type: "number" }), min: 0, max: 99, step: 1 }} errors={fields.discountPercentage.errors} />
      <SelectField
        className="sm:col-span-2"
        label={t.taxAndServiceRequired}
        selectProps={getSelectProps(fields.taxAndService)}
        options={TAX_AND_SERVICE.map((v) => ({ value: v, label: optionLabel(t, "tax", v, TAX_AND_SERVICE_WORDS[v].option) }))}
        errors={fields.taxAndService.errors}
      />
      <Field label={t.productDeposit} inputProps={{ ...getInputProps(fields.depositPercent, { type: "number" }), min: 0, max: 90, step: 1, inputMode: "numeric" }} errors={fields.depositPercent.errors} />
      <Field label={t.productBalance} inputProps={{ ...getInputProps(fields.balanceDaysBefore, { type: "number" }), min: 1, max: 180, step: 1, inputMode: "numeric" }} errors={fields.balanceDaysBefore.errors} />
      <SelectField
        label={t.packageType}
        selectProps={getSelectProps(fields.packageType)}
        options={[{ value: "", label: t.notAPackage }, ...PACKAGE_TYPES.map((p) => ({ value: p.value, label: optionLabel(t, "packageType", p.value, p.label) }))]}
        errors={fields.packageType.errors}
      />
      <p className="text-xs text-slate-600 sm:col-span-2">{t.inclusionsHint}</p>
      <InclusionEditor
        className="sm:col-span-2"
        label={t.inclusionRequired}
        name={fields.inclusion.name}
        id={fields.inclusion.id}
        defaultValue={(fields.inclusion.initialValue as string | undefined) ?? ""}
        errors={fields.inclusion.errors}
        key={fields.inclusion.key ?? undefined}
        labels={inclusionEditorLabels(t, "en")}
        lang="en"
      />
      <InclusionEditor
        className="sm:col-span-2"
        label={t.inclusionId}
        name={fields.inclusionId.name}
        id={fields.inclusionId.id}
        defaultValue={(fields.inclusionId.initialValue as string | undefined) ?? ""}
        errors={fields.inclusionId.errors}
        key={fields.inclusionId.key ?? undefined}
        labels={inclusionEditorLabels(t, "id")}
        lang="id"
      />
      <TextareaField className="sm:col-span-2" label={t.termsAndConditions} textareaProps={{ ...getTextareaProps(fields.termCondition), rows: 2 }} errors={fields.termCondition.errors} />
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-2" data-testid="terms-house-rules">{t.termsHouseRules}</p>
      <SelectField label={t.openRequired} selectProps={getSelectProps(fields.openTime)} options={PRODUCT_TIMES} errors={fields.openTime.errors} />
      <SelectField label={t.closeRequired} selectProps={getSelectProps(fields.closeTime)} options={PRODUCT_TIMES} errors={fields.closeTime.errors} />
      <Field label={t.validFrom} inputProps={{ ...getInputProps(fields.validFrom, { type: "date" }), min: window.today, max: window.last }} errors={fields.validFrom.errors} />
      <Field label={t.validTo} inputProps={{ ...getInputProps(fields.validTo, { type: "date" }), min: window.today, max: window.last }} errors={fields.validTo.errors} />
      <SelectField
        label={t.status}
        selectProps={getSelectProps(fields.status)}
        options={[{ value: "active", label: t.active }, { value: "inactive", label: t.inactive }]}
        errors={fields.status.errors}
      />
      <div className="pt-6">
        <label className="flex items-start gap-2 text-sm">
          <input {...agreementProps} key={agreementKey ?? undefined} className="mt-1" aria-describedby={fields.agreement.errors ? `${fields.agreement.id}-error` : undefined} />
          <span>
            {t.agreeBefore}{" "}
            <a href="/general-partnership-agreement" target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline">{t.agreement}</a>{" "}
            {t.agreeAfter}
          </span>
        </label>
        <ErrorList id={`${fields.agreement.id}-error`} errors={fields.agreement.errors} />
      </div>
      <div className="mt-3 flex gap-3 sm:col-span-2">
        <SubmitButton name="intent" value={product ? "update" : "create"} pendingText={t.saving}>{t.save}</SubmitButton>
        <Link to={closeTo} className="rounded-full border border-slate-300 px-5 py-2 font-medium">{t.cancel}</Link>
      </div>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.listing.productMetaTitle ?? "Product | Supplier Dashboard", data?.i18n.listing.productMetaDescription ?? "Your venue's products: prices, units and inclusions.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
