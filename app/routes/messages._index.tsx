// /messages: the planner's conversations with venues, most recent first.
import { json, redirect, readFormData, idParam, notFound, requireViewer, listConversations, markConversationRead, unreadMessageCount, pageLanguage } from "~/server-imports/messages._index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationList } from "~/components/messages";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "planner");
  return json({ ...pageLanguage(request, "messaging"), ...await listConversations(viewer), unread: await unreadMessageCount(viewer) });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "planner");
  const form = await readFormData(request);
  if (form.get("intent") !== "mark-read") throw new Response("Bad Request", { status: 400 });
  if (!await markConversationRead(viewer, idParam(String(form.get("conversationId") ?? "")))) throw notFound();
  return redirect("/messages");
}

export default function PlannerInbox() {
  const { rows, total, unread, i18n } = useLoaderData<typeof loader>();
  const t = i18n.messaging;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t.messages}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {fill(t.conversationCount, { count: total })}{unread ? fill(t.unreadCount, { count: unread }) : ""}. {t.plannerInboxHint}
      </p>
      <ConversationList rows={rows} markReadAction="/messages?index" emptyText={t.plannerInboxEmpty} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.messaging.messages ?? "Messages", data?.i18n.messaging.messagesDescription ?? "Your conversations with venues.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
