import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { activateAccount } from "~/accounts/accounts.server";
import { limitByIp } from "~/accounts/rate-limit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/utils/meta";

export const ACTIVATED = "Your account has been activated!";

// The link from the e-mail activates, then redirects to a result URL so reloading or
// revalidating the page never tries the used token again.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  const token = url.searchParams.get("activation")?.trim() ?? "";
  const status = url.searchParams.get("status");
  if (token) {
    const result = limitByIp(request, "activation")
      ? { ok: false as const, message: "Too many attempts. Please wait a few minutes and try again." }
      : activateAccount(email, token);
    const next = `/activation?${new URLSearchParams({ email, status: result.ok ? "activated" : "failed" })}`;
    if (result.ok) throw redirect(next);
    throw await redirectWithToast(next, { type: "error", title: "Error!", description: result.message, duration: 5000 });
  }
  return json({ email, status: status === "activated" ? "activated" : status === "failed" ? "failed" : "missing" });
}

export default function ActivationRoute() {
  const { email, status } = useLoaderData<typeof loader>();
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
            <h1 className="text-2xl font-bold text-emerald-800">{ACTIVATED}</h1>
            <p className="mt-3 text-slate-600">You can now log in{email ? ` with ${email}` : ""}.</p>
            <Link to="/login?tab=login" className="mt-6 inline-block rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800">
              Log in
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">We could not activate your account</h1>
            <p className="mt-3 text-slate-600">
              {status === "failed"
                ? "The activation link is invalid, expired or already used."
                : "This page needs the activation link from your e-mail."}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link
                to={`/register-complete?${new URLSearchParams({ email })}`}
                className="rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800"
              >
                Resend Your Activation
              </Link>
              <Link to="/login?tab=login" className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">
                Log in
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Account activation", "Activate your Bali MICE account with the link from your e-mail.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
