// /page-she: enquiry for spiritual, humanity and environmental (SHE) events, with the
// non-profit details and an optional supporting document (PDF or image, at most 4 MB, checked
// by content, stored privately). Stored as an inquiry and e-mailed to the team (ADR 0071).
import { json, parseWithZod, limitByIp, SheSchema, submitEnquiry, checkReceipt, parseReceiptForm, pageLanguage, messageText, translateReply, DOCUMENT_MESSAGES, SHE_SUCCESS } from "~/server-imports/page-she.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useRef, useState } from "react";
import { BudgetHint, ChoiceGroup, EnquiryBanners, EnquirySection } from "~/components/enquiry-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, TextareaField, SubmitButton, useFormReply } from "~/components/forms";
import { ENQUIRY_DESCRIPTION_MAX, SHE_EVENT_TYPES } from "~/inquiries/enquiry-options";
import { baliIsoDate } from "~/utils/format";
import { optionLabel } from "~/i18n/config";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "enquiry"));
}

const DOCUMENT_FIELD = "document";

export async function action({ request }: ActionFunctionArgs) {
  // The same multipart reader as payment receipts: 4 MB, image or PDF by magic bytes.
  const formData = await parseReceiptForm(request, DOCUMENT_FIELD);
  const submission = parseWithZod(formData, { schema: SheSchema });
  // The schema's messages are English; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  const document = await checkReceipt(formData.get(DOCUMENT_FIELD));
  const documentError = !document.ok && document.problem !== "missing" ? DOCUMENT_MESSAGES[document.problem] : null;
  if (submission.status !== "success" || documentError) {
    return json(
      { result: translateReply(lang, submission.reply({ fieldErrors: documentError ? { [DOCUMENT_FIELD]: [documentError] } : {} })), success: null },
      { status: 400 },
    );
  }
  const limited = await limitByIp(request, "message") ?? (document.ok ? await limitByIp(request, "upload") : null);
  if (limited) return json({ result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  await submitEnquiry({
    kind: "she",
    input: submission.value,
    document: document.ok ? { bytes: document.bytes, type: document.type } : null,
  });
  return json({ result: submission.reply({ resetForm: true }), success: messageText(lang, SHE_SUCCESS) });
}

export default function ShePage() {
  const data = useActionData<typeof action>();
  const t = useLoaderData<typeof loader>().i18n.enquiry;
  // The document's size and content are checked by the server (4 MB, PDF or image).
  const f = useFormReply("she-form", data?.result, { province: "Bali", country: "Indonesia" });
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(6,78,59,.65),rgba(6,78,59,.65)),url(/images/hero-4.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">{t.sheTitle}</h1>
          <p className="mt-3 text-lg">{t.sheIntro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EnquiryBanners success={data?.success ?? null} formErrors={f.formErrors} />
        <Form method="post" encType="multipart/form-data" key={f.formKey} {...f.form} className="space-y-6">
          <EnquirySection n={1} title={t.event}>
            <ChoiceGroup
              className="sm:col-span-2"
              legend={t.typeOfEvent}
              type="radio"
              name="eventType"
              options={SHE_EVENT_TYPES.map((v) => ({ value: v, label: optionLabel(t, "sheType", v, v) }))}
              checked={(v) => f.value("eventType") === v}
              errors={f.errors("eventType")}
              errorId={`${f.field("eventType").id}-error`}
            />
            <Field label={t.numberOfGuests} inputProps={{ ...f.field("guests"), type: "number", min: 1, step: 1, inputMode: "numeric" }} errors={f.errors("guests")} />
            <Field label={t.eventDate} inputProps={{ ...f.field("eventDate"), type: "date", min: baliIsoDate() }} errors={f.errors("eventDate")} />
            <Field label={t.startTime} inputProps={{ ...f.field("startTime"), type: "time" }} errors={f.errors("startTime")} />
            <Field label={t.endTime} inputProps={{ ...f.field("endTime"), type: "time" }} errors={f.errors("endTime")} />
            <TextareaField
              className="sm:col-span-2"
              label={t.tellUsAboutEvent}
              textareaProps={{ ...f.field("description"), rows: 5, maxLength: ENQUIRY_DESCRIPTION_MAX }}
              errors={f.errors("description")}
            />
          </EnquirySection>
          <EnquirySection n={2} title={t.organization}>
            <Field label={t.organizationName} inputProps={{ ...f.field("organization"), type: "text", autoComplete: "organization" }} errors={f.errors("organization")} />
            <Field label={t.websiteOptional} inputProps={{ ...f.field("website"), type: "url", placeholder: "https://" }} errors={f.errors("website")} />
            <ChoiceGroup
              className="sm:col-span-2"
              legend={t.nonProfitQuestion}
              type="radio"
              name="nonProfit"
              options={[{ value: "yes", label: t.yes }, { value: "no", label: t.no }]}
              checked={(v) => f.value("nonProfit") === v}
              errors={f.errors("nonProfit")}
              errorId={`${f.field("nonProfit").id}-error`}
            />
            <Field className="sm:col-span-2" label={t.addressLine1} inputProps={{ ...f.field("addressLine1"), type: "text", autoComplete: "address-line1" }} errors={f.errors("addressLine1")} />
            <Field className="sm:col-span-2" label={t.addressLine2Optional} inputProps={{ ...f.field("addressLine2"), type: "text", autoComplete: "address-line2" }} errors={f.errors("addressLine2")} />
            <Field label={t.province} inputProps={{ ...f.field("province"), type: "text", autoComplete: "address-level1" }} errors={f.errors("province")} />
            <Field label={t.postalCode} inputProps={{ ...f.field("zip"), type: "text", autoComplete: "postal-code" }} errors={f.errors("zip")} />
            <Field label={t.country} inputProps={{ ...f.field("country"), type: "text", autoComplete: "country-name" }} errors={f.errors("country")} />
          </EnquirySection>
          <EnquirySection n={3} title={t.budget}>
            <Field
              label={t.budgetRp}
              inputProps={{ ...f.field("budgetIdr"), type: "number", min: 1, step: 1, inputMode: "numeric" }}
              hint={<BudgetHint currency="IDR" labels={t} />}
              errors={f.errors("budgetIdr")}
            />
          </EnquirySection>
          <EnquirySection n={4} title={t.supportingDocument}>
            <DocumentUpload t={t} errors={f.errors(DOCUMENT_FIELD)} errorId={`${f.field(DOCUMENT_FIELD).id}-error`} />
          </EnquirySection>
          <EnquirySection n={5} title={t.contact}>
            <Field label={t.firstName} inputProps={{ ...f.field("firstName"), type: "text", autoComplete: "given-name" }} errors={f.errors("firstName")} />
            <Field label={t.lastName} inputProps={{ ...f.field("lastName"), type: "text", autoComplete: "family-name" }} errors={f.errors("lastName")} />
            <Field label={t.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
            <Field label={t.phone} inputProps={{ ...f.field("phone"), type: "tel", autoComplete: "tel" }} errors={f.errors("phone")} />
          </EnquirySection>
          <SubmitButton pendingText={t.sending}>{t.sendEnquiry}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

type DocumentLabels = Record<"documentHint" | "documentOptional" | "changeDocument" | "uploadDocument" | "noDocument" | "uploadSupportingDocument" | "done", string>;

/**
 * Without JavaScript a plain file field; with it, the same field inside a modal <dialog>
 * (still inside the form, so the chosen file is posted with it).
 */
function DocumentUpload({ errors, errorId, t }: { errors?: string[]; errorId: string; t: DocumentLabels }) {
  const [js, setJs] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setJs(true), []);
  const hasErrors = !!errors?.length;
  const input = (
    <input
      id="she-document"
      type="file"
      name={DOCUMENT_FIELD}
      accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
      aria-invalid={hasErrors || undefined}
      aria-describedby={hasErrors ? errorId : "she-document-hint"}
      onChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? null)}
      className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800"
    />
  );
  const hint = (
    <p id="she-document-hint" className="mt-1 text-xs text-slate-500">
      {t.documentHint}
    </p>
  );
  if (!js) {
    return (
      <div className="sm:col-span-2">
        <label htmlFor="she-document" className="mb-1 block text-sm font-medium text-slate-700">{t.documentOptional}</label>
        {input}
        {hint}
        <ErrorList id={hasErrors ? errorId : undefined} errors={errors} />
      </div>
    );
  }
  return (
    <div className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => dialog.current?.showModal()} className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50">
          {fileName ? t.changeDocument : t.uploadDocument}
        </button>
        <span className="text-sm text-slate-600" data-testid="she-document-name">{fileName ?? t.noDocument}</span>
      </div>
      <ErrorList id={hasErrors ? errorId : undefined} errors={errors} />
      <dialog ref={dialog} aria-labelledby="she-document-title" className="m-auto w-full max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50">
        <h2 id="she-document-title" className="mb-4 text-lg font-semibold">{t.uploadSupportingDocument}</h2>
        <label htmlFor="she-document" className="mb-1 block text-sm font-medium text-slate-700">{t.documentOptional}</label>
        {input}
        {hint}
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
            {t.done}
          </button>
        </div>
      </dialog>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.enquiry.sheMetaTitle ?? "SHE Events Enquiry", data?.i18n.enquiry.sheDescription ?? "Spiritual, humanity and environmental events in Bali: send us your plan and budget in rupiah.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
