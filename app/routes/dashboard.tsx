// Vendor dashboard layout: side menu and the child page. The guard here only decides what
// the layout shows; every child route checks requireVendorMember itself (ADR 0280).
import { requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { ROLE_LABELS, type VendorPermission } from "~/teams/permissions";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { openDateChangeCount } from "~/cancellations/date-change.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { UnreadBadge } from "~/components/messages";
import { openConversationIdOf } from "~/messages/access.server";
import { unreadMessageCount } from "~/messages/conversations.server";
import { pageMeta } from "~/utils/meta";
import { fill, optionLabel } from "~/i18n/config";
import { pageLanguage } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

/** The menu, each entry with the permission it needs (ADR 0280): a member sees only what their role may use. */
export const DASHBOARD_MENU: readonly { to: string; label: string; permission: VendorPermission; end?: boolean }[] = [
  { to: "/dashboard", label: "Dashboard", permission: "overview", end: true },
  { to: "/dashboard/supplier-info", label: "Profile", permission: "profile" },
  { to: "/dashboard/venue-info", label: "Venue Info", permission: "listings" },
  { to: "/dashboard/venue-images", label: "Venue Images", permission: "listings" },
  { to: "/dashboard/subvenue-list", label: "Sub Venue Info", permission: "listings" },
  { to: "/dashboard/product-list", label: "Product", permission: "prices" },
  { to: "/dashboard/manage-availability", label: "Availability", permission: "availability" },
  { to: "/dashboard/manage-reservations", label: "Reservation", permission: "reservations" },
  { to: "/dashboard/date-changes", label: "Date changes", permission: "reservations" },
  { to: "/dashboard/messages", label: "Messages", permission: "messages" },
  { to: "/dashboard/earnings", label: "Earnings", permission: "earnings" },
  { to: "/dashboard/reviews", label: "Reviews", permission: "messages" },
  { to: "/dashboard/team", label: "Team", permission: "members" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "overview", "view");
  const user = member.user;
  const vendor = { role: "vendor" as const, userId: user.id, supplierId: user.supplierId };
  // The dashboard's strings for the layout and every page under it (issue 27).
  const language = pageLanguage(request, "dashboard");
  const t = language.i18n.dashboard;
  return json({
    ...language,
    unreadMessages: await unreadMessageCount(vendor, { openConversationId: openConversationIdOf(request, "vendor") }),
    openDateChanges: await openDateChangeCount(user.supplierId),
    menu: DASHBOARD_MENU.filter((item) => member.access[item.permission] !== null).map((item) => ({ ...item, label: optionLabel(t, "nav", item.label, item.label) })),
    role: optionLabel(t, "role", ROLE_LABELS[member.role], ROLE_LABELS[member.role]),
    // The switcher is only for an organisation with several venues (ADR 0282).
    venues: member.venues.length > 1 ? member.venues : null,
    venueId: workingVenueId(member),
  });
}

/** The venue switcher: a GET form (works without JS), the choice is checked on the server. */
function VenueSwitcher({ venues, venueId }: { venues: { id: number; name: string }[]; venueId: number | null }) {
  const location = useLocation();
  const t = useStrings("dashboard");
  return (
    <form method="get" action="/dashboard/switch-venue" className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-3 shadow-sm" data-testid="venue-switcher">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <div>
        <label htmlFor="venue-switcher" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">{t.workingOnVenue}</label>
        <select id="venue-switcher" name="venue" defaultValue={venueId ?? undefined} key={venueId} className="max-w-64 rounded-md border border-slate-300 px-3 py-2 text-sm">
          {venues.map((v) => <option key={v.id} value={v.id}>{v.name || fill(t.venueN, { id: v.id })}</option>)}
        </select>
      </div>
      <button type="submit" className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">{t.switchVenue}</button>
    </form>
  );
}

export default function DashboardLayout() {
  const { unreadMessages, openDateChanges, menu, role, venues, venueId } = useLoaderData<typeof loader>();
  const t = useStrings("dashboard");
  const links = (
    <ul className="space-y-1">
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-teal-700 text-white" : "text-slate-700 hover:bg-slate-100"}`
            }
          >
            {item.label}
            {item.to === "/dashboard/messages" ? <UnreadBadge count={unreadMessages} label={fill(t.unread, { n: unreadMessages })} /> : null}
            {item.to === "/dashboard/date-changes" && openDateChanges ? (
              <>
                <span aria-hidden="true" className="ml-1 inline-block min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold text-slate-900">{openDateChanges}</span>
                <span className="sr-only">{fill(t.dateChangesWaiting, { n: openDateChanges })}</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  // Content uses the width (ADR 0140). On a phone the menu is a closed <details> (works without
  // JS) so the page's own content is on the first screen.
  return (
    <div className="mx-auto grid max-w-[100rem] gap-6 px-4 py-6 md:grid-cols-[12rem_minmax(0,1fr)] md:py-8">
      <details className="rounded-2xl bg-white shadow-sm md:hidden" data-testid="dashboard-menu-phone">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-700">
          {t.menuPhone}{unreadMessages ? ` ${fill(t.menuUnread, { n: unreadMessages })}` : ""}
        </summary>
        <nav aria-label={t.menuLabel} className="px-3 pb-3">{links}</nav>
      </details>
      <aside className="hidden md:block">
        <nav aria-label={t.supplierDashboard} className="rounded-2xl bg-white p-3 shadow-sm">
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t.supplierDashboard}</p>
          <p className="px-3 pb-2 text-xs text-slate-600" data-testid="dashboard-role">{fill(t.yourRole, { role })}</p>
          {links}
        </nav>
      </aside>
      <div className="min-w-0">
        {venues ? <div className="mb-4"><VenueSwitcher venues={venues} venueId={venueId} /></div> : null}
        <Outlet />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.dashboard.metaTitle ?? "Supplier Dashboard", data?.i18n.dashboard.metaDescription ?? "Manage your venue on Bali MICE.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
