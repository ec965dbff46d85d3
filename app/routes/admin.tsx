// Admin console layout. Children check requireAdmin themselves.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/utils/constants";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({});
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2">
        <NavLink
          to="/admin/manage-payments"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Manage Payments
        </NavLink>
        <NavLink
          to="/admin/inquiries"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Inquiries
        </NavLink>
        <NavLink
          to="/admin/messages"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Messages
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `Admin | ${BRAND}` }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
