// Admin console layout. Children check requireAdmin themselves.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { mailOnlyInOutbox } from "~/env.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // A deployment without SMTP: nobody receives e-mail (ADR 0105).
  return json({ mailOnlyInOutbox: mailOnlyInOutbox() });
}

export default function AdminLayout() {
  const { mailOnlyInOutbox } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-8">
      {mailOnlyInOutbox ? (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          SMTP is not configured (SMTP_HOST): e-mail is only written to the outbox, nobody receives it.
        </p>
      ) : null}
      <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2">
        <NavLink
          to="/admin"
          end
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Overview
        </NavLink>
        <NavLink
          to="/admin/manage-payments"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Manage Payments
        </NavLink>
        <NavLink
          to="/admin/reviews"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Reviews
        </NavLink>
        <NavLink
          to="/admin/refunds"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Refunds
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
        <NavLink
          to="/admin/mail"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Undelivered e-mail
        </NavLink>
        <NavLink
          to="/admin/audit"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Audit log
        </NavLink>
        <NavLink
          to="/admin/coupons"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Coupons
        </NavLink>
        <NavLink
          to="/admin/closure-days"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Closure days
        </NavLink>
        <NavLink
          to="/admin/payouts"
          className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
        >
          Payouts
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta("Admin", "The Bali MICE admin console.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
