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

/** The console's pages, in the menu's order. */
const ADMIN_PAGES = [
  ["/admin", "Overview"],
  ["/admin/manage-payments", "Manage Payments"],
  ["/admin/reviews", "Reviews"],
  ["/admin/refunds", "Refunds"],
  ["/admin/inquiries", "Inquiries"],
  ["/admin/messages", "Messages"],
  ["/admin/mail", "Undelivered e-mail"],
  ["/admin/audit", "Audit log"],
  ["/admin/coupons", "Coupons"],
  ["/admin/closure-days", "Closure days"],
  ["/admin/payouts", "Payouts"],
] as const;

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
        {ADMIN_PAGES.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/admin"}
            className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta("Admin", "The Bali MICE admin console.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
