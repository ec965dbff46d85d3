// /admin/messages/{id}: one conversation, read-only, as it was sent (not masked).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationScreen } from "~/components/messages";
import { idParam, notFound, requireViewer } from "~/messages/access.server";
import { getConversationView } from "~/messages/conversations.server";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { pageLanguage } from "~/i18n/page-language.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "admin");
  const conversation = await getConversationView(viewer, idParam(params.id));
  if (!conversation) throw notFound();
  return json({ ...pageLanguage(request, "messaging"), conversation });
}

export default function AdminConversation() {
  const { conversation } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="rounded-2xl bg-slate-50 p-2 sm:p-4">
      <ConversationScreen conversation={conversation} backTo="/admin/messages" actionPath={`/admin/messages/${conversation.id}`} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? fill(data.i18n.messaging.metaAdmin, { title: data.i18n.messaging.conversation }) : "Conversation | Admin", data?.i18n.messaging.adminConversationDescription ?? "A conversation between a planner and a venue.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
