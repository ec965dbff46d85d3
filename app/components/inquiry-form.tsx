// The shared inquiry / request-for-proposal form: plain POST, validated on the server, its
// messages shown next to the fields (ADR 0180).
import { Form } from "~/components/form";
import type { ReactNode } from "react";
import { Field, SubmitButton, TextareaField, useFormReply, type FormReply } from "~/components/forms";
import { CONTACT_MESSAGE_MAX } from "~/utils/contact-limits";
import type { InquiryFormLabels } from "~/i18n/dict/inquiry-form-labels.server";

export function InquiryForm({
  lastResult,
  success,
  kind,
  submitLabel,
  noteLabel,
  labels: l,
  extra,
}: {
  labels: InquiryFormLabels;
  lastResult: FormReply | null | undefined;
  success: string | null;
  kind: "inquiry" | "auction" | "contact";
  submitLabel: string;
  noteLabel: string;
  /** More fields after the auction's own (the RFP part, issue 45), given the form's reply helpers. */
  extra?: (f: ReturnType<typeof useFormReply>) => ReactNode;
}) {
  // After a success the server resets the form, so the fields come back empty.
  const f = useFormReply(`${kind}-form`, lastResult);
  return (
    <>
      {success ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {success}
        </p>
      ) : null}
      {f.formErrors?.length ? (
        <p role="alert" id={f.formErrorId} className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {f.formErrors.join(" ")}
        </p>
      ) : null}
      <Form method="post" key={f.formKey} {...f.form} className="grid gap-x-6 sm:grid-cols-2">
        {kind === "inquiry" ? (
          <Field className="sm:col-span-2" label={l.titleOptional} inputProps={{ ...f.field("title"), type: "text" }} errors={f.errors("title")} />
        ) : null}
        <Field label={l.name} inputProps={{ ...f.field("name"), type: "text", autoComplete: "name" }} errors={f.errors("name")} />
        <Field label={l.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
        <Field label={l.phone} inputProps={{ ...f.field("phone"), type: "tel", autoComplete: "tel" }} errors={f.errors("phone")} />
        {kind === "auction" ? (
          <>
            <Field label={l.companyOptional} inputProps={{ ...f.field("company"), type: "text" }} errors={f.errors("company")} />
            <Field label={l.startDateOptional} inputProps={{ ...f.field("startDate"), type: "date" }} errors={f.errors("startDate")} />
            <Field label={l.endDateOptional} inputProps={{ ...f.field("endDate"), type: "date" }} errors={f.errors("endDate")} />
            <Field label={l.participantsOptional} inputProps={{ ...f.field("participantNumber"), type: "number", min: 0 }} errors={f.errors("participantNumber")} />
            <Field label={l.budgetRupiahOptional} inputProps={{ ...f.field("budget"), type: "number", min: 0 }} errors={f.errors("budget")} />
            <Field label={l.locationOptional} inputProps={{ ...f.field("location"), type: "text" }} errors={f.errors("location")} />
            {extra?.(f)}
          </>
        ) : null}
        <TextareaField
          className="sm:col-span-2"
          label={noteLabel}
          textareaProps={{ ...f.field("note"), rows: 5, maxLength: CONTACT_MESSAGE_MAX }}
          errors={f.errors("note")}
        />
        <div className="sm:col-span-2">
          <SubmitButton pendingText={l.sending}>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
