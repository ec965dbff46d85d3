import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, isEmailAddress, resendActivation, limitByEmail, limitByIp, redirectWithToast, appOrigin, pageLanguage, messageText, strings, INVALID_EMAIL, readFormData, fill, withLang } from "~/server-imports/register-complete.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { pageMeta } from "~/utils/meta";


export async function loader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase() ?? "";
  return json({ ...pageLanguage(request, "account"), email: isEmailAddress(email) ? email : "" });
}

export async function action({ request }: ActionFunctionArgs) {
  // The check lives in a .server module, so the page's bundle carries no Zod (ADR 0180).
  const posted = String((await readFormData(request)).get("email") ?? "").trim();
  const valid = isEmailAddress(posted);
  // The answers in the page's language (ADR 0300).
  const { lang } = pageLanguage(request);
  const t = strings(lang, "account");
  const back = withLang(`/register-complete?${new URLSearchParams({ email: valid ? posted : "" })}`, lang);
  if (!valid) return redirectWithToast(back, { type: "error", title: t.errorTitle, description: messageText(lang, INVALID_EMAIL) });
  const email = posted.toLowerCase();
  const limited = await limitByIp(request, "signup") ?? await limitByEmail(email, "signup");
  if (limited) return redirectWithToast(back, { type: "error", title: t.errorTitle, description: messageText(lang, limited), duration: 5000 });
  await resendActivation(email, appOrigin(request), lang);
  // The same answer whether or not the address has a pending account.
  return redirectWithToast(back, {
    type: "success",
    title: t.activationSentTitle,
    description: fill(t.activationSent, { email }),
  });
}

export default function RegisterCompleteRoute() {
  const { email, i18n } = useLoaderData<typeof loader>();
  const t = i18n.account;
  return (
    <main id="main-content" className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold text-teal-800">{t.registeredTitle}</h1>
        <p className="mt-3 text-slate-600">
          {t.checkEmailBefore}{email ? <> (<strong>{email}</strong>)</> : null} {t.checkEmailAfter}
        </p>
        <p className="mt-6 text-sm text-slate-500">{t.notReceived}</p>
        <Form method="post" className="mt-3 flex flex-col items-center gap-3">
          {email ? (
            <input type="hidden" name="email" value={email} />
          ) : (
            <label className="w-full text-left text-sm font-medium text-slate-700">
              {t.emailLabel}
              <input name="email" type="email" required className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
            </label>
          )}
          <SubmitButton>{t.resendActivation}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.registeredMetaTitle ?? "Registration complete", data?.i18n.account.registeredDescription ?? "Your Bali MICE account has been created.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
