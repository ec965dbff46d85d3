// /dashboard/supplier-info (Profile): the supplier's own profile.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { FORBIDDEN_MESSAGE, memberCan, notFound, requireVendorMember } from "~/supplier/access.server";
import { memberActor } from "~/admin/audit.server";
import { BANK_FIELDS, getSupplierProfile, limitProfileChange, profileForPage, saveSupplierProfileAs } from "~/supplier/profile.server";
import { BENEFICIARY_BANKS, SupplierProfileSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "profile", "view");
  const profile = getSupplierProfile(member.supplierId);
  if (!profile) notFound();
  const seeBank = memberCan(member, "bank", "view");
  return json({
    profile: profileForPage(profile, seeBank),
    may: { profile: memberCan(member, "profile", "edit"), bank: memberCan(member, "bank", "edit"), seeBank },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  // The company part needs "profile", the bank data "bank" (ADR 0280); what a role may not change
  // keeps its stored value.
  const member = await requireVendorMember(request, "profile", "view");
  const may = { profile: memberCan(member, "profile", "edit"), bank: memberCan(member, "bank", "edit") };
  if (!may.profile && !may.bank) throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  const stored = getSupplierProfile(member.supplierId);
  if (!stored) notFound();
  const posted = Object.fromEntries([...(await readFormData(request)).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const limited = limitProfileChange(stored, posted, may);
  if (limited === "forbidden") throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  const formData = new FormData();
  for (const [k, v] of Object.entries(limited)) if (v !== null && v !== undefined) formData.set(k, String(v));
  const submission = parseWithZod(formData, { schema: SupplierProfileSchema });
  if (submission.status !== "success") {
    // Bank data the member may not see is not sent back with the errors.
    const hideFields = memberCan(member, "bank", "view") ? undefined : [...BANK_FIELDS];
    return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  saveSupplierProfileAs(member.supplierId, submission.value, memberActor(member.user, member.supplierId, "dashboard"));
  return redirectWithToast("/dashboard/supplier-info", { type: "success", description: M.profileSaved, duration: 3000 });
}

export default function SupplierInfo() {
  const { profile, may } = useLoaderData<typeof loader>();
  // A new form when the stored profile changed (after a save), so it shows what was stored
  // (e.g. the phone in E.164), not what was typed.
  return <ProfileForm key={JSON.stringify(profile)} profile={profile} may={may} />;
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function ProfileForm({ profile, may }: { profile: LoaderData["profile"]; may: LoaderData["may"] }) {
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
    // Without the bank data on the page the server checks the whole profile (its stored bank data included).
    onValidate: may.seeBank ? ({ formData }) => parseWithZod(formData, { schema: SupplierProfileSchema }) : undefined,
  });
  const text = (name: keyof typeof fields, label: string, type: "text" | "url" | "tel" = "text", extra: Record<string, unknown> = {}) => (
    <Field label={label} inputProps={{ ...getInputProps(fields[name], { type }), readOnly: !may.profile, ...extra }} errors={fields[name].errors} />
  );
  const bankText = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => text(name, label, "text", { readOnly: !may.bank, ...extra });

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
        <TextareaField className="sm:col-span-2" label="Address *" textareaProps={{ ...getTextareaProps(fields.address), rows: 2, readOnly: !may.profile }} errors={fields.address.errors} />
        <TextareaField className="sm:col-span-2" label="Description" textareaProps={{ ...getTextareaProps(fields.description), rows: 3, readOnly: !may.profile }} errors={fields.description.errors} />
        {text("website", "Website", "url", { placeholder: "https://" })}
        {text("facebook", "Facebook", "url", { placeholder: "https://facebook.com/..." })}
        {text("instagram", "Instagram", "url", { placeholder: "https://instagram.com/..." })}
        {text("linkedin", "LinkedIn", "url", { placeholder: "https://linkedin.com/..." })}
        {may.seeBank ? (
          <>
            <h2 className="mt-4 font-semibold text-slate-800 sm:col-span-2">Bank account</h2>
            {bankText("bankName", "Bank name *")}
            {bankText("bankAccount", "Account number *", { inputMode: "numeric" })}
            {bankText("accountHolderName", "Account holder name", { autoComplete: "off" })}
            <TextareaField className="sm:col-span-2" label="Bank address *" textareaProps={{ ...getTextareaProps(fields.bankAddress), rows: 2, readOnly: !may.bank }} errors={fields.bankAddress.errors} />
            <SelectField
              label="Beneficiary bank"
              selectProps={{ ...getSelectProps(fields.beneficiary), disabled: !may.bank }}
              options={[{ value: "", label: "Choose..." }, ...BENEFICIARY_BANKS.map((b) => ({ value: b, label: b }))]}
              errors={fields.beneficiary.errors}
            />
            {bankText("swiftCode", "SWIFT code (overseas transfers)")}
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-600 sm:col-span-2">The bank data is kept by the owner and the finance members of your team.</p>
        )}
        <div className="mt-4 sm:col-span-2">
          {may.profile || may.bank ? <SubmitButton pendingText="Saving...">Save</SubmitButton> : null}
        </div>
      </Form>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Profile | Supplier Dashboard", "Your company's details and bank account.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
