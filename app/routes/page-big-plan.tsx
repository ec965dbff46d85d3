// /page-big-plan: enquiry for a big business or personal event, in eight numbered sections.
// Stored as an inquiry and e-mailed to the team (ADR 0071).
import { json, parseWithZod, limitByIp, BigPlanSchema, submitEnquiry, readFormData, pageLanguage, messageText, translateReply, BIG_PLAN_SUCCESS } from "~/server-imports/page-big-plan.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { BudgetHint, ChoiceGroup, EnquiryBanners, EnquirySection } from "~/components/enquiry-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, SubmitButton, TextareaField, useFormReply } from "~/components/forms";
import { BIG_PLAN_EVENT_TYPES, ENQUIRY_DESCRIPTION_MAX, ENQUIRY_SERVICES } from "~/inquiries/enquiry-options";
import { baliIsoDate } from "~/utils/format";
import { optionLabel } from "~/i18n/config";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(pageLanguage(request, "enquiry"));
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: BigPlanSchema });
  // The schema's messages are English; the page's language on the way out (ADR 0300).
  const { lang } = pageLanguage(request);
  if (submission.status !== "success") {
    return json({ result: translateReply(lang, submission.reply()), success: null }, { status: 400 });
  }
  const limited = await limitByIp(request, "message");
  if (limited) return json({ result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
  await submitEnquiry({ kind: "bigPlan", input: submission.value });
  return json({ result: submission.reply({ resetForm: true }), success: messageText(lang, BIG_PLAN_SUCCESS) });
}

export default function BigPlanPage() {
  const data = useActionData<typeof action>();
  const t = useLoaderData<typeof loader>().i18n.enquiry;
  const f = useFormReply("big-plan-form", data?.result, { state: "Bali" });
  const chosenServices = ([] as string[]).concat(f.value("services") ?? []);
  return (
    <main id="main-content">
      <section className="bg-cover bg-center px-4 py-16 text-white" style={{ backgroundImage: "linear-gradient(rgba(15,23,42,.6),rgba(15,23,42,.6)),url(/images/hero-2.jpg)" }}>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold">{t.bigPlanTitle}</h1>
          <p className="mt-3 text-lg">{t.bigPlanIntro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EnquiryBanners success={data?.success ?? null} formErrors={f.formErrors} />
        <Form method="post" key={f.formKey} {...f.form} className="space-y-6">
          <EnquirySection n={1} title={t.eventType}>
            <SelectField
              className="sm:col-span-2"
              label={t.whatKindOfEvent}
              selectProps={f.field("eventType")}
              options={[{ value: "", label: t.chooseEventType }, ...BIG_PLAN_EVENT_TYPES.map((v) => ({ value: v, label: optionLabel(t, "bigPlanType", v, v) }))]}
              errors={f.errors("eventType")}
            />
          </EnquirySection>
          <EnquirySection n={2} title={t.budget}>
            <Field
              label={t.budgetUsd}
              inputProps={{ ...f.field("budget"), type: "number", min: 1, step: 1, inputMode: "numeric", placeholder: "10000" }}
              hint={<BudgetHint labels={t} />}
              errors={f.errors("budget")}
            />
          </EnquirySection>
          <EnquirySection n={3} title={t.numberOfGuests}>
            <Field label={t.guests} inputProps={{ ...f.field("guests"), type: "number", min: 1, step: 1, inputMode: "numeric" }} errors={f.errors("guests")} />
          </EnquirySection>
          <EnquirySection n={4} title={t.location}>
            <Field label={t.city} inputProps={{ ...f.field("city"), type: "text", autoComplete: "address-level2" }} errors={f.errors("city")} />
            <Field label={t.state} inputProps={{ ...f.field("state"), type: "text", autoComplete: "address-level1" }} errors={f.errors("state")} />
            <Field label={t.neighborhoodOptional} inputProps={{ ...f.field("neighborhood"), type: "text" }} errors={f.errors("neighborhood")} />
          </EnquirySection>
          <EnquirySection n={5} title={t.dateAndTime}>
            <Field className="sm:col-span-2" label={t.eventDate} inputProps={{ ...f.field("eventDate"), type: "date", min: baliIsoDate() }} errors={f.errors("eventDate")} />
            <Field label={t.startTime} inputProps={{ ...f.field("startTime"), type: "time" }} errors={f.errors("startTime")} />
            <Field label={t.endTime} inputProps={{ ...f.field("endTime"), type: "time" }} errors={f.errors("endTime")} />
          </EnquirySection>
          <EnquirySection n={6} title={t.services}>
            <ChoiceGroup
              className="sm:col-span-2"
              legend={t.whichServices}
              type="checkbox"
              name="services"
              options={ENQUIRY_SERVICES.map((v) => ({ value: v, label: optionLabel(t, "service", v, v) }))}
              checked={(v) => chosenServices.includes(v)}
              errors={f.errors("services")}
              errorId={`${f.field("services").id}-error`}
            />
          </EnquirySection>
          <EnquirySection n={7} title={t.description}>
            <TextareaField
              className="sm:col-span-2"
              label={t.tellUsAboutEvent}
              textareaProps={{ ...f.field("description"), rows: 6, maxLength: ENQUIRY_DESCRIPTION_MAX }}
              errors={f.errors("description")}
            />
          </EnquirySection>
          <EnquirySection n={8} title={t.contact}>
            <Field label={t.firstName} inputProps={{ ...f.field("firstName"), type: "text", autoComplete: "given-name" }} errors={f.errors("firstName")} />
            <Field label={t.lastName} inputProps={{ ...f.field("lastName"), type: "text", autoComplete: "family-name" }} errors={f.errors("lastName")} />
            <Field label={t.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
            <Field label={t.phone} inputProps={{ ...f.field("phone"), type: "tel", autoComplete: "tel" }} errors={f.errors("phone")} />
            <Field className="sm:col-span-2" label={t.organizationOptional} inputProps={{ ...f.field("organization"), type: "text", autoComplete: "organization" }} errors={f.errors("organization")} />
          </EnquirySection>
          <SubmitButton pendingText={t.sending}>{t.sendEnquiry}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.enquiry.bigPlanMetaTitle ?? "Plan Your Big Event", data?.i18n.enquiry.bigPlanDescription ?? "Tell us about your conference, gala or incentive trip in Bali and we will plan it with you.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
