// /dashboard/supplier-info (Profile): the supplier's own profile.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireSupplier } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound } from "~/supplier/access.server";
import { getSupplierProfile, saveSupplierProfile } from "~/supplier/profile.server";
import { BENEFICIARY_BANKS, SupplierProfileSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSupplier(request);
  const profile = getSupplierProfile(user.supplierId);
  if (!profile) notFound();
  return json({ profile });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSupplier(request);
  const submission = parseWithZod(await readFormData(request), { schema: SupplierProfileSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400 });
  }
  saveSupplierProfile(user.supplierId, submission.value);
  return redirectWithToast("/dashboard/supplier-info", { type: "success", description: M.profileSaved, duration: 3000 });
}

export default function SupplierInfo() {
  const { profile } = useLoaderData<typeof loader>();
  // A new form when the stored profile changed (after a save), so it shows what was stored
  // (e.g. the phone in E.164), not what was typed.
  return <ProfileForm key={JSON.stringify(profile)} profile={profile} />;
}

function ProfileForm({ profile }: { profile: ReturnType<typeof useLoaderData<typeof loader>>["profile"] }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "supplier-profile",
    lastResult: actionData?.result,
    constraint: getZodConstraint(SupplierProfileSchema),
    defaultValue: {
      ...profile,
      beneficiary: (BENEFICIARY_BANKS as readonly string[]).includes(profile.beneficiary) ? profile.beneficiary : "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SupplierProfileSchema }),
  });
  const text = (name: keyof typeof fields, label: string, type: "text" | "url" | "tel" = "text", extra: Record<string, unknown> = {}) => (
    <Field label={label} inputProps={{ ...getInputProps(fields[name], { type }), ...extra }} errors={fields[name].errors} />
  );

  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Profile</h1>
      <p className="mt-1 text-sm text-slate-600">Your company details and the bank account we pay your bookings into. Fields marked * are required.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="sm:col-span-2"><ErrorList id={form.errorId} errors={form.errors} /></div>
        {text("name", "Company name *")}
        {text("contactPerson", "Contact person *")}
        {text("phone", "Phone *", "tel", { inputMode: "tel", autoComplete: "tel" })}
        {text("location", "Location *")}
        <TextareaField className="sm:col-span-2" label="Address *" textareaProps={{ ...getTextareaProps(fields.address), rows: 2 }} errors={fields.address.errors} />
        <TextareaField className="sm:col-span-2" label="Description" textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} errors={fields.description.errors} />
        {text("website", "Website", "url", { placeholder: "https://" })}
        {text("facebook", "Facebook", "url", { placeholder: "https://facebook.com/..." })}
        {text("instagram", "Instagram", "url", { placeholder: "https://instagram.com/..." })}
        {text("linkedin", "LinkedIn", "url", { placeholder: "https://linkedin.com/..." })}
        <h2 className="mt-4 font-semibold text-slate-800 sm:col-span-2">Bank account</h2>
        {text("bankName", "Bank name *")}
        {text("bankAccount", "Account number *", "text", { inputMode: "numeric" })}
        {text("accountHolderName", "Account holder name", "text", { autoComplete: "off" })}
        <TextareaField className="sm:col-span-2" label="Bank address *" textareaProps={{ ...getTextareaProps(fields.bankAddress), rows: 2 }} errors={fields.bankAddress.errors} />
        <SelectField
          label="Beneficiary bank"
          selectProps={getSelectProps(fields.beneficiary)}
          options={[{ value: "", label: "Choose..." }, ...BENEFICIARY_BANKS.map((b) => ({ value: b, label: b }))]}
          errors={fields.beneficiary.errors}
        />
        {text("swiftCode", "SWIFT code (overseas transfers)")}
        <div className="mt-4 sm:col-span-2">
          <SubmitButton pendingText="Saving...">Save</SubmitButton>
        </div>
      </Form>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Profile | Supplier Dashboard", "Your company's details and bank account.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
