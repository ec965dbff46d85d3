import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, parseWithZod, MESSAGES, resetPassword, ResetServerSchema, isResetTokenLive, redirectWithToast, readFormData, pageLanguage, translateReply, strings } from "~/server-imports/forgotpassword.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { useEffect, useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, useFormReply } from "~/components/forms";
import { pageMeta } from "~/utils/meta";
import { metaStrings } from "~/i18n/meta-strings";


/** The link was used, expired or altered: home, told so in the page's language. */
function invalidToken(request: Request) {
  const t = strings(pageLanguage(request).lang, "account");
  return redirectWithToast("/", { type: "error", title: t.errorTitle, description: t.resetInvalidToken });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim().toLowerCase() ?? "";
  const token = url.searchParams.get("resetPassword")?.trim() ?? "";
  if (!email || !token || !await isResetTokenLive(email, token)) throw await invalidToken(request);
  return json({ email, token, ...pageLanguage(request, "account") });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { lang } = pageLanguage(request);
  const done = strings(lang, "account").resetDone;
  const submission = await parseWithZod(formData, { schema: ResetServerSchema, async: true });
  const hideFields = ["password", "passwordConfirm"];
  if (submission.status !== "success") {
    if (submission.error?.[""]?.includes(MESSAGES.resetInvalidToken)) return invalidToken(request);
    return json({ result: translateReply(lang, submission.reply({ hideFields })), success: null }, { status: 400 });
  }
  if (!(await resetPassword(submission.value))) return invalidToken(request);
  if (formData.get("js") === "1") return json({ result: null, success: done });
  return redirectWithToast("/", { type: "success", description: done });
}

// After a successful reset the token is used: reloading this route's loader would bounce.
export const shouldRevalidate = () => false;

export default function ForgotPasswordRoute() {
  const { email, token, i18n } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const actionData = useActionData<typeof action>();
  const [js, setJs] = useState(false);
  useEffect(() => {
    setJs(true);
    try {
      window.localStorage.clear(); // spec: clears stored session data on entry
    } catch {
      /* storage may be blocked */
    }
  }, []);
  useEffect(() => {
    if (!actionData?.success) return;
    const t = setTimeout(() => window.location.assign("/"), 2000);
    return () => clearTimeout(t);
  }, [actionData?.success]);
  const f = useFormReply("reset-form", actionData?.result);
  return (
    <main id="main-content" className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold">{t.resetTitle}</h1>
        {actionData?.success ? (
          <p role="status" className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{actionData.success}</p>
        ) : (
          <Form method="post" className="mt-6 space-y-1" key={f.formKey} {...f.form}>
            {js ? <input type="hidden" name="js" value="1" /> : null}
            <input type="hidden" name="resetPassword" value={token} />
            <Field label="E-mail" inputProps={{ name: "email", type: "email", value: email, readOnly: true, id: "reset-email" }} />
            <Field label={t.newPassword} inputProps={{ ...f.field("password"), type: "password", autoComplete: "new-password", autoFocus: true }} errors={f.errors("password")} hint={t.newPasswordHint} />
            <Field label={t.confirmNewPassword} inputProps={{ ...f.field("passwordConfirm"), type: "password", autoComplete: "new-password" }} errors={f.errors("passwordConfirm")} />
            <ErrorList id={f.formErrorId} errors={f.formErrors} />
            <div className="pt-2">
              <SubmitButton>{t.resetTitle}</SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "account");
  return pageMeta(t?.resetMetaTitle ?? "Reset password", t?.resetDescription ?? "Get a link to choose a new password for your Bali MICE account.");
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
