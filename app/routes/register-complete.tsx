import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { isEmailAddress } from "~/accounts/account-schemas.server";
import { resendActivation } from "~/accounts/accounts.server";
import { limitByEmail, limitByIp } from "~/accounts/rate-limit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { pageLanguage } from "~/i18n/page-language.server";
import { readFormData } from "~/utils/request-body.server";
import { pageMeta } from "~/utils/meta";


export async function loader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase() ?? "";
  return json({ email: isEmailAddress(email) ? email : "" });
}

export async function action({ request }: ActionFunctionArgs) {
  // The check lives in a .server module, so the page's bundle carries no Zod (ADR 0180).
  const posted = String((await readFormData(request)).get("email") ?? "").trim();
  const valid = isEmailAddress(posted);
  const back = `/register-complete?${new URLSearchParams({ email: valid ? posted : "" })}`;
  if (!valid) return redirectWithToast(back, { type: "error", title: "Error!", description: "Please enter a valid e-mail address" });
  const email = posted.toLowerCase();
  const limited = limitByIp(request, "signup") ?? limitByEmail(email, "signup");
  if (limited) return redirectWithToast(back, { type: "error", title: "Error!", description: limited, duration: 5000 });
  await resendActivation(email, appOrigin(request), pageLanguage(request).lang);
  // The same answer whether or not the address has a pending account.
  return redirectWithToast(back, {
    type: "success",
    title: "Email has been sent!",
    description: `If ${email} has an account waiting for activation, a new activation link is on its way.`,
  });
}

export default function RegisterCompleteRoute() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold text-teal-800">Registration successfully</h1>
        <p className="mt-3 text-slate-600">
          Please check your e-mail{email ? <> (<strong>{email}</strong>)</> : null} and follow the activation link to
          activate your account. The link is valid for 48 hours.
        </p>
        <p className="mt-6 text-sm text-slate-500">Did not get the e-mail? Check your spam folder, or:</p>
        <Form method="post" className="mt-3 flex flex-col items-center gap-3">
          {email ? (
            <input type="hidden" name="email" value={email} />
          ) : (
            <label className="w-full text-left text-sm font-medium text-slate-700">
              E-mail
              <input name="email" type="email" required className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
            </label>
          )}
          <SubmitButton>Resend Your Activation</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Registration complete", "Your Bali MICE account has been created.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
