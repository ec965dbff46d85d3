import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { getCurrentUser, getSession, getSessionStorage } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { BRAND } from "~/utils/constants";

// GET: the confirmation step (without JS; with JS the header asks in a dialog).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect("/");
  return json({ firstName: user.firstName });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  return redirect("/", { headers: { "Set-Cookie": await getSessionStorage().destroySession(session) } });
}

export default function LogoutRoute() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold">Log out?</h1>
        <p className="mt-2 text-slate-600">Are you sure you want to log out?</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/" className="rounded-full border border-slate-300 px-6 py-2.5 font-semibold">Cancel</Link>
          <Form method="post" reloadDocument>
            <SubmitButton>Log out</SubmitButton>
          </Form>
        </div>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: `Log out | ${BRAND}` }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
