// /account/password: a logged-in user changes the password (current one required). The change
// ends every session and /v1 token of the account; this browser gets a new session (ADR 0024).
import { json, readFormData, parseWithZod, ChangePasswordSchema, changePassword, homeFor, NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD, passwordStrengthProblem, loginFailedFor, loginLockedFor, commitSession, createSessionFor, requireUser, redirectWithToast, pageLanguage, messageText, translateReply, userLanguage, ACCOUNT_NOTICES } from "~/server-imports/account.password.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, useFormReply } from "~/components/forms";
import { pageMeta } from "~/utils/meta";
import { LANGUAGES } from "~/i18n/config";
import { LANGUAGE_NAMES } from "~/components/language-switch";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ ...pageLanguage(request, "account"), accountLanguage: await userLanguage(user.id) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  // Messages in the page's language (the schema keeps the English, ADR 0300).
  const { lang } = pageLanguage(request);
  const reply = <R extends { error?: Record<string, string[] | null> | null }>(data: { result: R }, init: ResponseInit) => json({ result: translateReply(lang, data.result) }, init);
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hideFields = ["currentPassword", "password", "passwordConfirm"];
  if (submission.status !== "success") return reply({ result: submission.reply({ hideFields }) }, { status: 400 });
  // Guessing the current password counts like failed logins of the e-mail (ADR 0022).
  const locked = await loginLockedFor(user.email);
  if (locked) return reply({ result: submission.reply({ formErrors: [locked], hideFields }) }, { status: 429 });
  const weak = passwordStrengthProblem(submission.value.password, user);
  if (weak) return reply({ result: submission.reply({ fieldErrors: { password: [weak] }, hideFields }) }, { status: 400 });
  const result = await changePassword(user.id, submission.value);
  if (!result.ok) {
    if (result.reason === "wrong-current") await loginFailedFor(user.email);
    const fieldErrors = result.reason === "wrong-current" ? { currentPassword: [WRONG_CURRENT_PASSWORD] } : undefined;
    const formErrors = result.reason === "no-password" ? [NO_PASSWORD_YET] : undefined;
    return reply({ result: submission.reply({ fieldErrors, formErrors, hideFields }) }, { status: 400 });
  }
  const session = await createSessionFor(request, user.id);
  return redirectWithToast(
    homeFor(user) === "/" ? "/my-reservation" : homeFor(user),
    { type: "success", description: messageText(lang, ACCOUNT_NOTICES.passwordChanged) },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

export default function ChangePasswordRoute() {
  const actionData = useActionData<typeof action>();
  const { i18n, accountLanguage } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const f = useFormReply("change-password-form", actionData?.result);
  return (
    <main id="main-content" className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold">{t.changePassword}</h1>
        <p className="mt-2 text-sm text-slate-600">{t.changePasswordIntro}</p>
        <Form method="post" className="mt-6 space-y-1" key={f.formKey} {...f.form}>
          <Field label={t.currentPassword} inputProps={{ ...f.field("currentPassword"), type: "password", autoComplete: "current-password" }} errors={f.errors("currentPassword")} />
          <Field label={t.newPassword} inputProps={{ ...f.field("password"), type: "password", autoComplete: "new-password" }} errors={f.errors("password")} hint={t.newPasswordHint} />
          <Field label={t.confirmNewPassword} inputProps={{ ...f.field("passwordConfirm"), type: "password", autoComplete: "new-password" }} errors={f.errors("passwordConfirm")} />
          <ErrorList id={f.formErrorId} errors={f.formErrors} />
          <div className="pt-2">
            <SubmitButton>{t.changePassword}</SubmitButton>
          </div>
        </Form>
      </div>
      {/* The account's language: a POST to /language (a GET there sets only the cookie, ADR 0351). */}
      <div className="mt-6 rounded-2xl bg-white p-8 shadow-lg">
        <h2 className="text-lg font-bold">{t.accountLanguage}</h2>
        <p className="mt-2 text-sm text-slate-600">{t.accountLanguageIntro}</p>
        <Form method="post" action="/language" reloadDocument className="mt-4 space-y-3" data-testid="account-language-form">
          <input type="hidden" name="next" value="/account/password" />
          <fieldset className="space-y-1">
            <legend className="sr-only">{t.accountLanguage}</legend>
            {LANGUAGES.map((l) => (
              <label key={l} className="flex items-center gap-2">
                <input type="radio" name="lang" value={l} defaultChecked={l === accountLanguage} />
                <span lang={l}>{LANGUAGE_NAMES[l]}</span>
              </label>
            ))}
          </fieldset>
          <SubmitButton>{t.saveLanguage}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.changePassword ?? "Change password", data?.i18n.account.changePasswordDescription ?? "Change the password of your Bali MICE account.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
