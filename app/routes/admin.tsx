// Admin console layout. Children check requireAdmin themselves.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { mailOnlyInOutbox } from "~/env.server";
import { adminMeta } from "~/i18n/admin-meta";
import { pageLanguage } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // A deployment without SMTP: nobody receives e-mail (ADR 0105).
  // The "admin" strings go once, here, for every console page (useStrings finds the nearest).
  return json({ mailOnlyInOutbox: mailOnlyInOutbox(), ...pageLanguage(request, "admin") });
}

/** The console's pages, in the menu's order. */
const ADMIN_PAGES = [
  ["/admin", "nav.overview"],
  ["/admin/manage-payments", "nav.payments"],
  ["/admin/reviews", "nav.reviews"],
  ["/admin/refunds", "nav.refunds"],
  ["/admin/inquiries", "nav.inquiries"],
  ["/admin/rfps", "nav.rfps"],
  ["/admin/messages", "nav.messages"],
  ["/admin/mail", "nav.mail"],
  ["/admin/audit", "nav.audit"],
  ["/admin/coupons", "nav.coupons"],
  ["/admin/closure-days", "nav.closureDays"],
  ["/admin/payouts", "nav.payouts"],
] as const;

export default function AdminLayout() {
  const { mailOnlyInOutbox } = useLoaderData<typeof loader>();
  const t = useStrings("admin");
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-8">
      {mailOnlyInOutbox ? (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t.smtpMissing}
        </p>
      ) : null}
      <nav aria-label={t.navLabel} className="mb-6 flex flex-wrap gap-2">
        {ADMIN_PAGES.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/admin"}
            className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-teal-700 text-white" : "bg-white text-slate-700 shadow-sm"}`}
          >
            {t[label]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, ["metaTitle", "Admin"], ["metaDescription", "The Bali MICE admin console."]);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
