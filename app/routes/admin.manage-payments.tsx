import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/utils/constants";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

export default function ManagePayments() {
  return (
    <main className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Welcome Admin</h1>
      <h2 className="mt-6 text-lg font-semibold">Manage Payment</h2>
      <p className="mt-2 text-slate-600">
        The payments table (reservations, payment status, acknowledge and delete) comes with the payments work and is
        not available yet.
      </p>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: `Manage Payment | ${BRAND}` }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
