// /dashboard/messages: planners' conversations with the vendor's venue, most recent first.
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationList } from "~/components/messages";
import { idParam, notFound, requireViewer } from "~/messages/access.server";
import { listConversations, markConversationRead, unreadMessageCount } from "~/messages/conversations.server";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { pageLanguage } from "~/i18n/page-language.server";
import { requireVendorMember, venueFilterOf } from "~/supplier/access.server";
import { VenueFilterForm } from "~/components/venue-filter";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "vendor");
  // One venue's conversations or all (ADR 0282), the organisation's venues only.
  const member = await requireVendorMember(request, "messages", "view");
  const venue = venueFilterOf(new URL(request.url).searchParams, member);
  return json({
    ...pageLanguage(request, "messaging"),
    ...await listConversations(viewer, { venueId: venue }),
    unread: await unreadMessageCount(viewer),
    venues: member.venues.length > 1 ? member.venues : null,
    venue,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "vendor");
  const form = await readFormData(request);
  if (form.get("intent") !== "mark-read") throw new Response("Bad Request", { status: 400 });
  if (!await markConversationRead(viewer, idParam(String(form.get("conversationId") ?? "")))) throw notFound();
  return redirect("/dashboard/messages");
}

export default function VendorInbox() {
  const { rows, total, unread, venues, venue, i18n } = useLoaderData<typeof loader>();
  const t = i18n.messaging;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.messages}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {fill(t.conversationCount, { count: total })}{unread ? fill(t.unreadCount, { count: unread }) : ""}. {t.vendorInboxHint}
      </p>
      {venues ? <div className="mb-4"><VenueFilterForm path="/dashboard/messages" venues={venues} venue={venue} /></div> : null}
      <ConversationList rows={rows} markReadAction="/dashboard/messages?index" emptyText={t.vendorInboxEmpty} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? fill(data.i18n.messaging.metaVendor, { title: data.i18n.messaging.messages }) : "Messages | Supplier Dashboard", data?.i18n.messaging.vendorMessagesDescription ?? "Your conversations with planners.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
