import { json, redirect, readFormData, destroySession, getSession, getCurrentUser, revokeAllAccess, redirectWithToast } from "~/server-imports/logout.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { LogoutEverywhereForm } from "~/components/logout-everywhere";
import { pageMeta } from "~/utils/meta";

export const LOGGED_OUT_EVERYWHERE = "You have been logged out on every device.";

// GET: the confirmation step (without JS; with JS the header asks in a dialog).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect("/");
  return json({ firstName: user.firstName });
}

// POST: deletes this session's row (the cookie is worthless afterwards); with
// intent=everywhere, every session and /v1 token of the account (ADR 0024).
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const form = await readFormData(request).catch(() => null);
  const userId = session.get("userId");
  const clearCookie = { "Set-Cookie": await destroySession(session) };
  if (form?.get("intent") === "everywhere" && userId) {
    await revokeAllAccess(userId);
    return redirectWithToast("/", { type: "success", description: LOGGED_OUT_EVERYWHERE }, { headers: clearCookie });
  }
  return redirect("/", { headers: clearCookie });
}

export default function LogoutRoute() {
  return (
    <main id="main-content" className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold">Log out?</h1>
        <p className="mt-2 text-slate-600">Are you sure you want to log out?</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/" className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">Cancel</Link>
          <Form method="post" reloadDocument>
            <SubmitButton>Log out</SubmitButton>
          </Form>
        </div>
        <LogoutEverywhereForm className="mt-8 border-t border-slate-200 pt-6" />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Log out", "Log out of your Bali MICE account.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
