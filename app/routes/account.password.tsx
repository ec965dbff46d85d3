// /account/password: a logged-in user changes the password (current one required). The change
// ends every session and /v1 token of the account; this browser gets a new session (ADR 0024).
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "~/utils/form-submission.server";
import { Form, useActionData } from "@remix-run/react";
import { ChangePasswordSchema } from "~/accounts/account-schemas.server";
import { changePassword, homeFor, NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } from "~/accounts/accounts.server";
import { passwordStrengthProblem } from "~/accounts/password-strength.server";
import { loginFailedFor, loginLockedFor } from "~/accounts/rate-limit.server";
import { commitSession, createSessionFor, requireUser } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, useFormReply } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/utils/meta";

export const PASSWORD_CHANGED = "Your password has been changed. You have been logged out on your other devices.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hideFields = ["currentPassword", "password", "passwordConfirm"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  // Guessing the current password counts like failed logins of the e-mail (ADR 0022).
  const locked = loginLockedFor(user.email);
  if (locked) return json({ result: submission.reply({ formErrors: [locked], hideFields }) }, { status: 429 });
  const weak = passwordStrengthProblem(submission.value.password, user);
  if (weak) return json({ result: submission.reply({ fieldErrors: { password: [weak] }, hideFields }) }, { status: 400 });
  const result = await changePassword(user.id, submission.value);
  if (!result.ok) {
    if (result.reason === "wrong-current") loginFailedFor(user.email);
    const fieldErrors = result.reason === "wrong-current" ? { currentPassword: [WRONG_CURRENT_PASSWORD] } : undefined;
    const formErrors = result.reason === "no-password" ? [NO_PASSWORD_YET] : undefined;
    return json({ result: submission.reply({ fieldErrors, formErrors, hideFields }) }, { status: 400 });
  }
  const session = await createSessionFor(request, user.id);
  return redirectWithToast(
    homeFor(user) === "/" ? "/my-reservation" : homeFor(user),
    { type: "success", description: PASSWORD_CHANGED },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

export default function ChangePasswordRoute() {
  const actionData = useActionData<typeof action>();
  const f = useFormReply("change-password-form", actionData?.result);
  return (
    <main id="main-content" className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold">Change password</h1>
        <p className="mt-2 text-sm text-slate-600">Changing it logs you out on every other device and app.</p>
        <Form method="post" className="mt-6 space-y-1" key={f.formKey} {...f.form}>
          <Field label="Current Password" inputProps={{ ...f.field("currentPassword"), type: "password", autoComplete: "current-password" }} errors={f.errors("currentPassword")} />
          <Field label="New Password" inputProps={{ ...f.field("password"), type: "password", autoComplete: "new-password" }} errors={f.errors("password")} hint="At least 8 characters; not a common password, your e-mail or your name." />
          <Field label="Confirm New Password" inputProps={{ ...f.field("passwordConfirm"), type: "password", autoComplete: "new-password" }} errors={f.errors("passwordConfirm")} />
          <ErrorList id={f.formErrorId} errors={f.formErrors} />
          <div className="pt-2">
            <SubmitButton>Change password</SubmitButton>
          </div>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Change password", "Change the password of your Bali MICE account.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
