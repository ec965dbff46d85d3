// The auth "modal" content: tabs Log in, Sign Up (event planner) and Forgot Password.
// Rendered as the /login page (works without JS, tab chosen by ?tab=) and, with JS, inside
// the modal opened from JOIN US (auth-modal.tsx), where the forms post through fetchers.
// Validated on the server only; each message shows next to its field (ADR 0180, 0181).
import { Link, useFetcher } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useState } from "react";
import { ErrorList, Field, SubmitButton, useFormReply, type FormReply } from "~/components/forms";
import { useStrings } from "~/i18n/use-strings";

export type AuthTab = "login" | "signup" | "forgot";
// Labels: the auth strings (root for guests, /login), tabLogin / tabSignup / tabForgot.
export const AUTH_TABS = [
  { id: "login", label: "tabLogin" },
  { id: "signup", label: "tabSignup" },
  { id: "forgot", label: "tabForgot" },
] as const satisfies readonly { id: AuthTab; label: string }[];

/** What the /login action answers for each form. */
export type AuthActionData = {
  intent: AuthTab;
  result?: FormReply;
  /** Login refused because the account is not activated yet: offer a resend. */
  resendEmail?: string;
  /** Success with JS: show the message, then go to `redirectTo` after `delayMs`. */
  success?: { message: string; redirectTo: string; delayMs: number };
};

export type SocialLogins = { google: boolean; facebook: boolean };

type FormMode = { kind: "page" } | { kind: "modal" };

export function authTabHref(tab: AuthTab, redirectTo?: string | null) {
  const params = new URLSearchParams({ tab });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return `/login?${params}`;
}

export function AuthPanel({
  tab,
  redirectTo,
  actionData,
  social,
  mode,
  onSelectTab,
  titleId,
}: {
  tab: AuthTab;
  redirectTo?: string | null;
  actionData?: AuthActionData | null;
  social: SocialLogins;
  mode: FormMode;
  onSelectTab?: (tab: AuthTab) => void;
  titleId?: string;
}) {
  const data = actionData?.intent === tab ? actionData : null;
  const s = useStrings("auth");
  return (
    <div className="w-full">
      <div role="tablist" aria-label={s.account} className="mb-6 grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1 text-sm">
        {AUTH_TABS.map((t) => (
          <Link
            key={t.id}
            role="tab"
            aria-selected={t.id === tab}
            to={authTabHref(t.id, redirectTo)}
            preventScrollReset
            replace
            onClick={(e) => {
              if (!onSelectTab) return;
              e.preventDefault();
              onSelectTab(t.id);
            }}
            className={`rounded-full px-2 py-2 text-center font-semibold ${
              t.id === tab ? "bg-white text-teal-800 shadow" : "text-slate-600 hover:text-teal-700"
            }`}
          >
            {s[t.label]}
          </Link>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "login" ? (
          <LoginForm data={data} redirectTo={redirectTo} social={social} mode={mode} titleId={titleId} />
        ) : tab === "signup" ? (
          <SignupForm data={data} social={social} mode={mode} titleId={titleId} />
        ) : (
          <ForgotForm data={data} mode={mode} titleId={titleId} />
        )}
      </div>
    </div>
  );
}

/** `<Form>` on the page, a fetcher's form in the modal (errors stay inside the modal). */
/** The form's title: the page's h1 on /login, a heading inside the modal otherwise. */
function FormTitle({ mode, id, children }: { mode: FormMode; id?: string; children: string }) {
  const Heading = mode.kind === "page" ? "h1" : "h2";
  return <Heading id={id} className="text-2xl font-bold text-slate-900">{children}</Heading>;
}

function useAuthForm(intent: AuthTab, mode: FormMode, pageData: AuthActionData | null) {
  const fetcher = useFetcher<AuthActionData>({ key: `auth-${intent}` });
  const data = mode.kind === "modal" ? (fetcher.data?.intent === intent ? fetcher.data : null) : pageData;
  const FormComponent = mode.kind === "modal" ? fetcher.Form : Form;
  const pending = mode.kind === "modal" && fetcher.state !== "idle";
  return { data, FormComponent, pending };
}

/** Tells the action that JS runs, so success can be shown before the delayed redirect. */
function JsFlag() {
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  return js ? <input type="hidden" name="js" value="1" /> : null;
}

function SuccessNotice({ success }: { success: NonNullable<AuthActionData["success"]> }) {
  useEffect(() => {
    const t = setTimeout(() => window.location.assign(success.redirectTo), success.delayMs);
    return () => clearTimeout(t);
  }, [success]);
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <p className="font-semibold">{success.message}</p>
    </div>
  );
}

function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  return <ErrorList id={id} errors={errors} />;
}

function LoginForm({
  data: pageData,
  redirectTo,
  social,
  mode,
  titleId,
}: {
  data: AuthActionData | null;
  redirectTo?: string | null;
  social: SocialLogins;
  mode: FormMode;
  titleId?: string;
}) {
  const { data, FormComponent, pending } = useAuthForm("login", mode, pageData);
  const f = useFormReply(`login-form-${mode.kind}`, data?.result);
  const s = useStrings("auth");
  return (
    <div>
      <FormTitle mode={mode} id={titleId}>{s.welcomeBack}</FormTitle>
      <p className="mt-1 text-sm text-slate-600">{s.vendorRedirect}</p>
      <FormComponent method="post" action={authTabHref("login", redirectTo)} className="mt-6 space-y-1" key={f.formKey} {...f.form}>
        <input type="hidden" name="intent" value="login" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field label={s.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email", autoFocus: true }} errors={f.errors("email")} />
        <Field label={s.password} inputProps={{ ...f.field("password"), type: "password", autoComplete: "current-password" }} errors={f.errors("password")} />
        <FormErrors id={f.formErrorId} errors={f.formErrors} />
        {data?.resendEmail ? (
          <p className="text-sm">
            <Link className="font-semibold text-teal-700 underline" to={`/register-complete?${new URLSearchParams({ email: data.resendEmail })}`}>
              {s.resendActivation}
            </Link>
          </p>
        ) : null}
        <div className="flex items-center justify-between pt-2">
          <SubmitButton disabled={pending || undefined}>
            {s.logIn}
          </SubmitButton>
          <Link to={authTabHref("forgot")} className="text-sm text-teal-700 hover:underline">{s.forgotPasswordLink}</Link>
        </div>
      </FormComponent>
      <SocialButtons social={social} />
    </div>
  );
}

function SignupForm({
  data: pageData,
  social,
  mode,
  titleId,
}: {
  data: AuthActionData | null;
  social: SocialLogins;
  mode: FormMode;
  titleId?: string;
}) {
  const { data, FormComponent, pending } = useAuthForm("signup", mode, pageData);
  const f = useFormReply(`signup-form-${mode.kind}`, data?.result);
  const s = useStrings("auth");
  if (data?.success) return <SuccessNotice success={data.success} />;
  return (
    <div>
      <FormTitle mode={mode} id={titleId}>{s.signupTitle}</FormTitle>
      <p className="mt-1 text-sm text-slate-600">
        {s.venueOwner} <Link className="text-teal-700 underline" to="/register-vendor">{s.signupAsVendor}</Link>
      </p>
      <FormComponent method="post" action="/login?tab=signup" className="mt-6 space-y-1" key={f.formKey} {...f.form}>
        <input type="hidden" name="intent" value="signup" />
        <JsFlag />
        <SignupFields form={f} />
        <FormErrors id={f.formErrorId} errors={f.formErrors} />
        <p className="pt-1 text-xs text-slate-600">
          {s.agreeBefore}{" "}
          <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-teal-800 underline">{s.terms}</a>{" "}
          {s.agreeAnd}{" "}
          <a href="/privacy" target="_blank" rel="noopener" className="font-semibold text-teal-800 underline">{s.privacy}</a>.
        </p>
        <div className="pt-2">
          <SubmitButton disabled={pending || undefined}>{s.signUp}</SubmitButton>
        </div>
      </FormComponent>
      <SocialButtons social={social} />
    </div>
  );
}

/** The five sign-up inputs, shared by the planner tab and /register-vendor. */
export function SignupFields({ form: f }: { form: ReturnType<typeof useFormReply> }) {
  const s = useStrings("auth");
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={s.firstName} inputProps={{ ...f.field("firstName"), type: "text", autoComplete: "given-name" }} errors={f.errors("firstName")} />
        <Field label={s.lastName} inputProps={{ ...f.field("lastName"), type: "text", autoComplete: "family-name" }} errors={f.errors("lastName")} />
      </div>
      <Field label={s.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
      <Field label={s.password} inputProps={{ ...f.field("password"), type: "password", autoComplete: "new-password" }} errors={f.errors("password")} hint={s.passwordHint} />
      <Field label={s.confirmPassword} inputProps={{ ...f.field("passwordConfirm"), type: "password", autoComplete: "new-password" }} errors={f.errors("passwordConfirm")} />
    </>
  );
}

function ForgotForm({ data: pageData, mode, titleId }: { data: AuthActionData | null; mode: FormMode; titleId?: string }) {
  const { data, FormComponent, pending } = useAuthForm("forgot", mode, pageData);
  const f = useFormReply(`forgot-form-${mode.kind}`, data?.result);
  const s = useStrings("auth");
  if (data?.success) return <SuccessNotice success={data.success} />;
  return (
    <div>
      <FormTitle mode={mode} id={titleId}>{s.forgotTitle}</FormTitle>
      <p className="mt-1 text-sm text-slate-600">{s.forgotText}</p>
      <FormComponent method="post" action="/login?tab=forgot" className="mt-6 space-y-1" key={f.formKey} {...f.form}>
        <input type="hidden" name="intent" value="forgot" />
        <JsFlag />
        <Field label={s.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
        <FormErrors id={f.formErrorId} errors={f.formErrors} />
        <div className="pt-2">
          <SubmitButton disabled={pending || undefined}>{s.sendResetLink}</SubmitButton>
        </div>
      </FormComponent>
    </div>
  );
}

function SocialButtons({ social }: { social: SocialLogins }) {
  const s = useStrings("auth");
  if (!social.google && !social.facebook) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <p className="mb-3 text-center text-sm text-slate-500">{s.orContinueWith}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {social.google ? (
          <Form method="post" action="/auth/google" reloadDocument>
            <button type="submit" className="w-full rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              Google
            </button>
          </Form>
        ) : null}
        {social.facebook ? (
          <Form method="post" action="/auth/facebook" reloadDocument>
            <button type="submit" className="w-full rounded-full bg-[#1877f2] px-4 py-2 font-semibold text-white hover:brightness-95">
              Facebook
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
