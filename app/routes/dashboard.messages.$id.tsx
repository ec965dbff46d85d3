// /dashboard/messages/{id}: a conversation with a planner; opening it marks it read.
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationScreen } from "~/components/messages";
import { idParam, notFound, requireViewer } from "~/messages/access.server";
import { findConversation, getConversationView, markConversationRead } from "~/messages/conversations.server";
import { submitMessage } from "~/messages/send.server";
import { pageMeta } from "~/utils/meta";
import { pageLanguage } from "~/i18n/page-language.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "vendor");
  const conversation = await getConversationView(viewer, idParam(params.id));
  if (!conversation) throw notFound();
  await markConversationRead(viewer, conversation.id);
  return json({ ...pageLanguage(request, "messaging"), conversation });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "vendor", "edit");
  const id = idParam(params.id);
  if (!await findConversation(viewer, id)) throw notFound();
  return submitMessage(request, viewer, await readFormData(request), { kind: "reply", conversationId: id });
}

export default function VendorConversation() {
  const { conversation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content" className="rounded-2xl bg-slate-50 p-2 sm:p-4">
      <ConversationScreen conversation={conversation} backTo="/dashboard/messages" actionPath={`/dashboard/messages/${conversation.id}`} lastResult={actionData?.result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.conversation.counterpart} | ${data.i18n.messaging.messages}` : "Messages", data?.i18n.messaging.conversationDescription ?? "A conversation about a booking.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
