import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireSupplier } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LogoutEverywhereForm } from "~/components/logout-everywhere";
import { BRAND } from "~/utils/constants";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSupplier(request);
  return json({
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    supplierId: user.supplierId,
    hasVenue: user.venueId !== null,
  });
}

export default function DashboardHome() {
  const { fullName, email, supplierId, hasVenue } = useLoaderData<typeof loader>();
  return (
    <main className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Welcome, {fullName}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-500">E-mail</dt>
        <dd data-testid="dashboard-email">{email}</dd>
        <dt className="font-medium text-slate-500">Supplier ID</dt>
        <dd data-testid="dashboard-supplier-id">{supplierId}</dd>
      </dl>
      {hasVenue ? null : (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          Start by completing your <Link className="font-semibold underline" to="/dashboard/supplier-info">Profile</Link> and{" "}
          <Link className="font-semibold underline" to="/dashboard/venue-info">Venue Info</Link>.
        </p>
      )}
      <section aria-labelledby="sessions-heading" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="sessions-heading" className="font-semibold">Password and sessions</h2>
        <p className="mt-1 text-sm">
          <Link to="/account/password" className="font-semibold text-teal-800 underline">Change password</Link>
        </p>
        <LogoutEverywhereForm className="mt-3" />
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: `Supplier Dashboard | ${BRAND}` }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
