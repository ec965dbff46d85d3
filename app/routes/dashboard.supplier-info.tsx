// /dashboard/supplier-info (Profile): the supplier's own profile.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { FORBIDDEN_MESSAGE, memberCan, notFound, requireVendorMember } from "~/supplier/access.server";
import { memberActor } from "~/audit/audit.server";
import { BANK_FIELDS, getSupplierProfile, limitProfileChange, profileForPage, saveSupplierProfileAs } from "~/supplier/profile.server";
import { BENEFICIARY_BANKS, SupplierProfileSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";
import { optionLabel } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { formMessages, pageLanguage, messageText, translateReply } from "~/i18n/page-language.server";
import { inPageLanguage, type FormMessages } from "~/i18n/form-messages";
import { useStrings } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "profile", "view");
  const profile = await getSupplierProfile(member.supplierId);
  if (!profile) notFound();
  const seeBank = memberCan(member, "bank", "view");
  const { lang } = pageLanguage(request);
  return json({
    // The browser checks the form with the same schema: its messages rendered in the page's language.
    formMessages: formMessages(lang, "supplier", "accounts.personName"),
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
  const stored = await getSupplierProfile(member.supplierId);
  if (!stored) notFound();
  const { lang } = pageLanguage(request);
  const posted = Object.fromEntries([...(await readFormData(request)).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const limited = limitProfileChange(stored, posted, may);
  if (limited === "forbidden") throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  const formData = new FormData();
  for (const [k, v] of Object.entries(limited)) if (v !== null && v !== undefined) formData.set(k, String(v));
  const submission = parseWithZod(formData, { schema: SupplierProfileSchema });
  if (submission.status !== "success") {
    // Bank data the member may not see is not sent back with the errors.
    const hideFields = memberCan(member, "bank", "view") ? undefined : [...BANK_FIELDS];
    return json({ result: translateReply(lang, submission.reply({ hideFields })) }, { status: 400 });
  }
  await saveSupplierProfileAs(member.supplierId, submission.value, memberActor(member.user, member.supplierId, "dashboard"));
  return redirectWithToast("/dashboard/supplier-info", { type: "success", description: messageText(lang, M.profileSaved), duration: 3000 });
}

export default function SupplierInfo() {
  const { profile, may, formMessages: messages } = useLoaderData<typeof loader>();
  // A new form when the stored profile changed (after a save), so it shows what was stored
  // (e.g. the phone in E.164), not what was typed.
  return <ProfileForm key={JSON.stringify(profile)} profile={profile} may={may} messages={messages} />;
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function ProfileForm({ profile, may, messages }: { profile: LoaderData["profile"]; may: LoaderData["may"]; messages: FormMessages }) {
  const actionData = useActionData<typeof action>();
  const t = useStrings("dashboard");
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
    onValidate: may.seeBank ? ({ formData }) => inPageLanguage(messages, parseWithZod(formData, { schema: SupplierProfileSchema })) : undefined,
  });
  const text = (name: keyof typeof fields, label: string, type: "text" | "url" | "tel" = "text", extra: Record<string, unknown> = {}) => (
    <Field label={label} inputProps={{ ...getInputProps(fields[name], { type }), readOnly: !may.profile, ...extra }} errors={fields[name].errors} />
  );
  const bankText = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}) => text(name, label, "text", { readOnly: !may.bank, ...extra });

  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["nav.Profile"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.pfIntro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="sm:col-span-2"><ErrorList id={form.errorId} errors={form.errors} /></div>
        {text("name", t.pfName)}
        {text("contactPerson", t.pfContact)}
        {text("phone", t.pfPhone, "tel", { inputMode: "tel", autoComplete: "tel" })}
        {text("location", t.pfLocation)}
        <TextareaField className="sm:col-span-2" label={t.pfAddress} textareaProps={{ ...getTextareaProps(fields.address), rows: 2, readOnly: !may.profile }} errors={fields.address.errors} />
        <TextareaField className="sm:col-span-2" label={t.pfDescription} textareaProps={{ ...getTextareaProps(fields.description), rows: 3, readOnly: !may.profile }} errors={fields.description.errors} />
        {text("website", t.pfWebsite, "url", { placeholder: "https://" })}
        {text("facebook", "Facebook", "url", { placeholder: "https://facebook.com/..." })}
        {text("instagram", "Instagram", "url", { placeholder: "https://instagram.com/..." })}
        {text("linkedin", "LinkedIn", "url", { placeholder: "https://linkedin.com/..." })}
        {may.seeBank ? (
          <>
            <h2 className="mt-4 font-semibold text-slate-800 sm:col-span-2">{t.pfBank}</h2>
            {bankText("bankName", t.pfBankName)}
            {bankText("bankAccount", t.pfAccountNumber, { inputMode: "numeric" })}
            {bankText("accountHolderName", t.pfHolder, { autoComplete: "off" })}
            <TextareaField className="sm:col-span-2" label={t.pfBankAddress} textareaProps={{ ...getTextareaProps(fields.bankAddress), rows: 2, readOnly: !may.bank }} errors={fields.bankAddress.errors} />
            <SelectField
              label={t.pfBeneficiary}
              selectProps={{ ...getSelectProps(fields.beneficiary), disabled: !may.bank }}
              options={[{ value: "", label: t.pfChoose }, ...BENEFICIARY_BANKS.map((b) => ({ value: b, label: optionLabel(t, "pfBeneficiaryOf", b, b) }))]}
              errors={fields.beneficiary.errors}
            />
            {bankText("swiftCode", t.pfSwift)}
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-600 sm:col-span-2">{t.pfBankHidden}</p>
        )}
        <div className="mt-4 sm:col-span-2">
          {may.profile || may.bank ? <SubmitButton pendingText={t.pfSaving}>{t.save}</SubmitButton> : null}
        </div>
      </Form>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t ? `${t["nav.Profile"]} | ${t.supplierDashboard}` : "Profile | Supplier Dashboard", t?.pfMetaDescription ?? "Your company's details and bank account.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
