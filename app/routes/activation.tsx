import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { json, redirect, activateAccount, limitByIp, redirectWithToast, pageLanguage, messageText, strings, withLang } from "~/server-imports/activation.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { msg } from "~/i18n/message-ref";

// The link from the e-mail activates, then redirects to a result URL so reloading or
// revalidating the page never tries the used token again.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  const token = url.searchParams.get("activation")?.trim() ?? "";
  const status = url.searchParams.get("status");
  const { lang } = pageLanguage(request);
  if (token) {
    const result = await limitByIp(request, "activation")
      ? { ok: false as const, message: msg("accounts.tooManyAttemptsFew") }
      : await activateAccount(email, token);
    const next = withLang(`/activation?${new URLSearchParams({ email, status: result.ok ? "activated" : "failed" })}`, lang);
    if (result.ok) throw redirect(next);
    // The toast in the page's language (ADR 0300); the link keeps ?lang= when it had it.
    throw await redirectWithToast(next, { type: "error", title: strings(lang, "account").errorTitle, description: messageText(lang, result.message), duration: 5000 });
  }
  return json({ ...pageLanguage(request, "account"), email, status: status === "activated" ? "activated" : status === "failed" ? "failed" : "missing" });
}

export default function ActivationRoute() {
  const { email, status, i18n } = useLoaderData<typeof loader>();
  const t = i18n.account;
  useEffect(() => {
    // Spec: activation clears the browser's stored session data on entry.
    try {
      window.localStorage.clear();
    } catch {
      /* storage may be blocked */
    }
  }, []);
  return (
    <main id="main-content" className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl bg-white p-8 text-center shadow-lg">
        {status === "activated" ? (
          <>
            <h1 className="text-2xl font-bold text-emerald-800">{t.activated}</h1>
            <p className="mt-3 text-slate-600">{email ? fill(t.canLogInWith, { email }) : t.canLogIn}</p>
            <Link to="/login?tab=login" className="mt-6 inline-block rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800">
              {t.logIn}
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">{t.activationFailed}</h1>
            <p className="mt-3 text-slate-600">
              {status === "failed" ? t.activationInvalid : t.activationMissing}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link
                to={`/register-complete?${new URLSearchParams({ email })}`}
                className="rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800"
              >
                {t.resendActivation}
              </Link>
              <Link to="/login?tab=login" className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
                {t.logIn}
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.activationTitle ?? "Account activation", data?.i18n.account.activationDescription ?? "Activate your Bali MICE account with the link from your e-mail.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
