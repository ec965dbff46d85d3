import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect, parseWithZod, SignupServerSchema, homeFor, registerAccount, limitByEmail, limitByIp, getCurrentUser, getEnv, VendorContactSchema, sendMail, redirectWithToast, appOrigin, pageLanguage, messageText, translateReply, VENDOR_CONTACT_SENT, readFormData, withLang } from "~/server-imports/register-vendor.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useState } from "react";
import { SignupFields } from "~/components/auth-panel";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, TextareaField, useFormReply, type FormReply } from "~/components/forms";
import { VendorBenefits, VendorFaq } from "~/components/vendor-benefits";
import { BRAND } from "~/utils/brand";
import { CONTACT_MESSAGE_MAX } from "~/utils/contact-limits";
import { fill } from "~/i18n/config";
import { msg } from "~/i18n/message-ref";
import { useStrings } from "~/i18n/use-strings";
import { pageMeta } from "~/utils/meta";

// The tabs' names are the vendor marketing pages' (the `pages` dictionary).
const TABS = ["benefits", "faq", "contact"] as const;
type Tab = (typeof TABS)[number];

export const VENDOR_REGISTERED = msg("accounts.registered");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  // Spec: logged-in users go to their home (admin console, dashboard, or /).
  if (user) throw redirect(homeFor(user));
  const tab = new URL(request.url).searchParams.get("tab");
  // The sign-up fields are the login page's (`auth`), the benefits the marketing pages' (`pages`).
  return json({ ...pageLanguage(request, "account", "auth", "pages"), tab: (TABS.some((t) => t === tab) ? tab : "benefits") as Tab });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // The answers in the page's language; the schemas keep the English (ADR 0300).
  const { lang } = pageLanguage(request);
  if (formData.get("intent") === "contact") {
    const submission = parseWithZod(formData, { schema: VendorContactSchema });
    if (submission.status !== "success") return json({ intent: "contact" as const, result: translateReply(lang, submission.reply()), success: null }, { status: 400 });
    const limited = await limitByIp(request, "signup");
    if (limited) return json({ intent: "contact" as const, result: translateReply(lang, submission.reply({ formErrors: [limited] })), success: null }, { status: 429 });
    const v = submission.value;
    // The spec leaves this form unwired; a vendor expects the message to reach us: it is
    // e-mailed to the customer-service address (ADR 0023).
    await sendMail({
      to: getEnv().CONTACT_EMAIL,
      subject: `Vendor enquiry from ${v.fullName}`,
      text: `Name: ${v.fullName}\nPhone: ${v.phone}\nE-mail: ${v.email}\n\n${v.message}`,
    });
    return redirectWithToast(withLang("/register-vendor?tab=contact", lang), {
      type: "success",
      description: messageText(lang, VENDOR_CONTACT_SENT),
    });
  }

  const submission = parseWithZod(formData, { schema: SignupServerSchema });
  const hideFields = ["password", "passwordConfirm"];
  if (submission.status !== "success") {
    return json({ intent: "signup" as const, result: translateReply(lang, submission.reply({ hideFields })), success: null }, { status: 400 });
  }
  const limited = await limitByIp(request, "signup") ?? await limitByEmail(submission.value.email, "signup");
  if (limited) {
    return json({ intent: "signup" as const, result: translateReply(lang, submission.reply({ formErrors: [limited], hideFields })), success: null }, { status: 429 });
  }
  // This page is the vendor sign-up: it sets the role itself (posted role fields are ignored).
  await registerAccount(submission.value, { origin: appOrigin(request), asSupplier: true, lang });
  const to = withLang(`/register-complete?${new URLSearchParams({ email: submission.value.email })}`, lang);
  if (formData.get("js") === "1") return json({ intent: "signup" as const, result: null, success: { redirectTo: to, notice: messageText(lang, VENDOR_REGISTERED) } });
  return redirectWithToast(to, { type: "success", description: messageText(lang, VENDOR_REGISTERED) });
}

export default function RegisterVendorRoute() {
  const { tab, i18n } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = i18n.account;
  const tabLabel = { benefits: i18n.pages["tab.benefits"], faq: i18n.pages["tab.faq"], contact: i18n.pages.contactUs };
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-teal-900">{fill(t.vendorHeading, { brand: BRAND })}</h1>
      <p className="mt-2 text-slate-600">{t.vendorIntro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <section>
          <nav role="tablist" aria-label={t.vendorInformation} className="mb-6 flex gap-2">
            {TABS.map((id) => (
              <Link
                key={id}
                role="tab"
                aria-selected={id === tab}
                to={`/register-vendor?tab=${id}`}
                preventScrollReset
                replace
                className={`rounded-full px-4 py-2 text-sm font-semibold ${id === tab ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm hover:text-teal-700"}`}
              >
                {tabLabel[id]}
              </Link>
            ))}
          </nav>
          <div role="tabpanel">
            {tab === "benefits" ? <VendorBenefits labels={i18n.pages} /> : tab === "faq" ? <VendorFaq labels={i18n.pages} /> : (
              <ContactForm result={actionData?.intent === "contact" ? actionData.result : undefined} />
            )}
          </div>
        </section>
        <section aria-labelledby="vendor-signup" className="rounded-2xl bg-white p-6 shadow-lg">
          <VendorSignupForm actionData={actionData?.intent === "signup" ? actionData : undefined} />
        </section>
      </div>
    </main>
  );
}

function VendorSignupForm({ actionData }: { actionData?: { result: unknown; success: { redirectTo: string; notice: string } | null } }) {
  const t = useStrings("account");
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  const success = actionData?.success;
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => window.location.assign(success.redirectTo), 1000);
    return () => clearTimeout(t);
  }, [success]);
  const f = useFormReply("vendor-signup-form", actionData?.result as FormReply | null | undefined);
  return (
    <>
      <h2 id="vendor-signup" className="text-2xl font-bold">{t.vendorSignUp}</h2>
      {success ? (
        <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{success.notice}</p>
      ) : (
        <Form method="post" className="mt-4 space-y-1" key={f.formKey} {...f.form}>
          {js ? <input type="hidden" name="js" value="1" /> : null}
          <SignupFields form={f} />
          <ErrorList id={f.formErrorId} errors={f.formErrors} />
          <div className="pt-2">
            <SubmitButton name="intent" value="signup">{t.registerAsVendor}</SubmitButton>
          </div>
          <p className="pt-3 text-sm text-slate-600">
            {t.alreadyRegistered} <Link to="/login?tab=login" className="text-teal-700 underline">{t.logIn}</Link>
          </p>
        </Form>
      )}
    </>
  );
}

function ContactForm({ result }: { result?: unknown }) {
  const f = useFormReply("vendor-contact", result as FormReply | null | undefined);
  const t = useStrings("account");
  return (
    <Form method="post" action="/register-vendor?tab=contact" className="space-y-1 rounded-2xl bg-white p-6 shadow-sm" key={f.formKey} {...f.form}>
      <Field label={t.fullName} inputProps={{ ...f.field("fullName"), type: "text", autoComplete: "name" }} errors={f.errors("fullName")} />
      <Field label={t.phone} inputProps={{ ...f.field("phone"), type: "tel", autoComplete: "tel" }} errors={f.errors("phone")} />
      <Field label={t.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
      <TextareaField label={t.message} textareaProps={{ ...f.field("message"), rows: 5, maxLength: CONTACT_MESSAGE_MAX }} errors={f.errors("message")} />
      <ErrorList id={f.formErrorId} errors={f.formErrors} />
      <SubmitButton name="intent" value="contact">{t.sendMessage}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.vendorMetaTitle ?? "Become a vendor", data?.i18n.account.vendorMetaDescription ?? "Sign up as a venue or vendor on Bali MICE.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
