// The shared inquiry / request-for-proposal form (plain POST; Conform adds client checks).
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type * as z from "zod";
import { Field, SubmitButton, TextareaField } from "~/components/forms";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";

export function InquiryForm({
  schema,
  lastResult,
  success,
  kind,
  submitLabel,
  noteLabel,
}: {
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | undefined;
  success: string | null;
  kind: "inquiry" | "auction" | "contact";
  submitLabel: string;
  noteLabel: string;
}) {
  const [form, fields] = useForm({
    id: `${kind}-form`,
    // After a success the server resets the form, so the fields come back empty.
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <>
      {success ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {success}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="grid gap-x-6 sm:grid-cols-2">
        {kind === "inquiry" ? (
          <Field className="sm:col-span-2" label="Title (optional)" inputProps={getInputProps(fields.title as never, { type: "text" })} errors={fields.title?.errors} />
        ) : null}
        <Field label="Name" inputProps={{ ...getInputProps(fields.name as never, { type: "text" }), autoComplete: "name" }} errors={fields.name.errors} />
        <Field label="Email" inputProps={{ ...getInputProps(fields.email as never, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
        <Field label="Phone" inputProps={{ ...getInputProps(fields.phone as never, { type: "tel" }), autoComplete: "tel" }} errors={fields.phone.errors} />
        {kind === "auction" ? (
          <>
            <Field label="Company (optional)" inputProps={getInputProps(fields.company as never, { type: "text" })} errors={fields.company?.errors} />
            <Field label="Start date (optional)" inputProps={getInputProps(fields.startDate as never, { type: "date" })} errors={fields.startDate?.errors} />
            <Field label="End date (optional)" inputProps={getInputProps(fields.endDate as never, { type: "date" })} errors={fields.endDate?.errors} />
            <Field label="Participants (optional)" inputProps={{ ...getInputProps(fields.participantNumber as never, { type: "number" }), min: 0 }} errors={fields.participantNumber?.errors} />
            <Field label="Budget in rupiah (optional)" inputProps={{ ...getInputProps(fields.budget as never, { type: "number" }), min: 0 }} errors={fields.budget?.errors} />
            <Field label="Location (optional)" inputProps={getInputProps(fields.location as never, { type: "text" })} errors={fields.location?.errors} />
          </>
        ) : null}
        <TextareaField
          className="sm:col-span-2"
          label={noteLabel}
          textareaProps={{ ...getTextareaProps(fields.note as never), rows: 5, maxLength: CONTACT_MESSAGE_MAX }}
          errors={fields.note.errors}
        />
        <div className="sm:col-span-2">
          <SubmitButton pendingText="Sending...">{submitLabel}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
