// GET /dashboard/switch-venue?venue=ID&returnTo=/dashboard/...: the dashboard's venue switcher
// (ADR 0282). A plain GET form, so it works without JS; it only changes which of the
// organisation's venues the member's pages show, never data. The id must be one of the member's
// organisation's venues (anything else: 404); every later request checks it again.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { commitSession, getSession } from "~/accounts/session.server";
import { notFound, parseId, requireVendorMember } from "~/supplier/access.server";
import { safeRedirect } from "~/utils/url.server";

/** Back to the dashboard page the switcher was used on, without its own venue filter or page. */
function backTo(value: string | null): string {
  const to = safeRedirect(value, "/dashboard", { within: "/dashboard" });
  const url = new URL(to, "http://local");
  // A record's id (?edit=, ?delete=...) belongs to the venue left behind: back to the list.
  for (const [key, value] of [...url.searchParams.entries()]) if (!value || !["tab", "month", "sort", "q"].includes(key)) url.searchParams.delete(key);
  // A conversation or payout page is one record: its list instead.
  const path = url.pathname.replace(/^\/dashboard\/(messages|earnings)\/.+$/, "/dashboard/$1");
  const search = url.searchParams.toString();
  return search ? `${path}?${search}` : path;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "overview", "view");
  const params = new URL(request.url).searchParams;
  const id = parseId(params.get("venue"));
  if (!id || !member.venues.some((v) => v.id === id)) notFound();
  const session = await getSession(request);
  session.set("venueId", id);
  return redirect(backTo(params.get("returnTo")), { headers: { "Set-Cookie": await commitSession(session) } });
}
