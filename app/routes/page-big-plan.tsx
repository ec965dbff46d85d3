// /page-big-plan: enquiry for a big business or personal event, in eight numbered sections.
// Stored as an inquiry and e-mailed to the team (ADR 0071).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { limitByIp } from "~/accounts/rate-limit.server";
import { BudgetHint, ChoiceGroup, EnquiryBanners, EnquirySection } from "~/components/enquiry-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import {
  BIG_PLAN_EVENT_TYPES,
  BIG_PLAN_SUCCESS,
  BigPlanSchema,
  ENQUIRY_DESCRIPTION_MAX,
  ENQUIRY_SERVICES,
} from "~/inquiries/enquiry-schema";
import { submitEnquiry } from "~/inquiries/enquiry.server";
import { baliIsoDate } from "~/utils/format";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: BigPlanSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), success: null }, { status: 400 });
  }
  const limited = limitByIp(request, "message");
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }), success: null }, { status: 429 });
  await submitEnquiry({ kind: "bigPlan", input: submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: BIG_PLAN_SUCCESS });
}

export default function BigPlanPage() {
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "big-plan-form",
    lastResult: data?.result,
    constraint: getZodConstraint(BigPlanSchema),
    defaultValue: { state: "Bali" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BigPlanSchema }),
  });
  const chosenServices = ([] as unknown[]).concat(fields.services.initialValue ?? []);
  return (
    <main>
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.6),rgba(15,23,42,.6)),url(/images/hero-2.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">Plan Your Big Event in Bali</h1>
          <p className="mt-3 text-lg">Conferences, incentive trips, gala dinners, weddings and celebrations: tell us what you have in mind and our planners put the whole event together for you.</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EnquiryBanners success={data?.success ?? null} formErrors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="space-y-6">
          <EnquirySection n={1} title="Event type">
            <SelectField
              className="sm:col-span-2"
              label="What kind of event is it?"
              selectProps={getSelectProps(fields.eventType)}
              options={[{ value: "", label: "Choose the type of event" }, ...BIG_PLAN_EVENT_TYPES.map((t) => ({ value: t, label: t }))]}
              errors={fields.eventType.errors}
            />
          </EnquirySection>
          <EnquirySection n={2} title="Budget">
            <Field
              label="Budget (US$)"
              inputProps={{ ...getInputProps(fields.budget, { type: "number" }), min: 1, step: 1, inputMode: "numeric", placeholder: "10000" }}
              hint={<BudgetHint />}
              errors={fields.budget.errors}
            />
          </EnquirySection>
          <EnquirySection n={3} title="Number of guests">
            <Field label="Guests" inputProps={{ ...getInputProps(fields.guests, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }} errors={fields.guests.errors} />
          </EnquirySection>
          <EnquirySection n={4} title="Location">
            <Field label="City" inputProps={{ ...getInputProps(fields.city, { type: "text" }), autoComplete: "address-level2" }} errors={fields.city.errors} />
            <Field label="State" inputProps={{ ...getInputProps(fields.state, { type: "text" }), autoComplete: "address-level1" }} errors={fields.state.errors} />
            <Field label="Neighborhood (optional)" inputProps={getInputProps(fields.neighborhood, { type: "text" })} errors={fields.neighborhood.errors} />
          </EnquirySection>
          <EnquirySection n={5} title="Date and time">
            <Field className="sm:col-span-2" label="Event date" inputProps={{ ...getInputProps(fields.eventDate, { type: "date" }), min: baliIsoDate() }} errors={fields.eventDate.errors} />
            <Field label="Start time" inputProps={getInputProps(fields.startTime, { type: "time" })} errors={fields.startTime.errors} />
            <Field label="End time" inputProps={getInputProps(fields.endTime, { type: "time" })} errors={fields.endTime.errors} />
          </EnquirySection>
          <EnquirySection n={6} title="Services">
            <ChoiceGroup
              key={fields.services.key}
              className="sm:col-span-2"
              legend="Which services do you need? (optional)"
              type="checkbox"
              name={fields.services.name}
              options={ENQUIRY_SERVICES}
              checked={(v) => chosenServices.includes(v)}
              errors={fields.services.errors}
              errorId={fields.services.errorId}
            />
          </EnquirySection>
          <EnquirySection n={7} title="Description">
            <TextareaField
              className="sm:col-span-2"
              label="Tell us about your event"
              textareaProps={{ ...getTextareaProps(fields.description), rows: 6, maxLength: ENQUIRY_DESCRIPTION_MAX }}
              errors={fields.description.errors}
            />
          </EnquirySection>
          <EnquirySection n={8} title="Contact">
            <Field label="First name" inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} errors={fields.firstName.errors} />
            <Field label="Last name" inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} errors={fields.lastName.errors} />
            <Field label="Email" inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
            <Field label="Phone" inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }} errors={fields.phone.errors} />
            <Field className="sm:col-span-2" label="Organization (optional)" inputProps={{ ...getInputProps(fields.organization, { type: "text" }), autoComplete: "organization" }} errors={fields.organization.errors} />
          </EnquirySection>
          <SubmitButton pendingText="Sending...">Send enquiry</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Plan Your Big Event", "Tell us about your conference, gala or incentive trip in Bali and we will plan it with you.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
