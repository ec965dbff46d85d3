// /messages/{id}: one of the planner's conversations; opening it marks it read.
import { json, readFormData, idParam, notFound, requireViewer, findConversation, getConversationView, markConversationRead, submitMessage, pageLanguage } from "~/server-imports/messages.$id.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationScreen } from "~/components/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "planner");
  const conversation = await getConversationView(viewer, idParam(params.id));
  if (!conversation) throw notFound();
  await markConversationRead(viewer, conversation.id);
  return json({ ...pageLanguage(request, "messaging"), conversation });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "planner");
  const id = idParam(params.id);
  if (!await findConversation(viewer, id)) throw notFound();
  return submitMessage(request, viewer, await readFormData(request), { kind: "reply", conversationId: id });
}

export default function PlannerConversation() {
  const { conversation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <ConversationScreen conversation={conversation} backTo="/messages" actionPath={`/messages/${conversation.id}`} lastResult={actionData?.result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.conversation.counterpart} | ${data.i18n.messaging.messages}` : "Messages", data?.i18n.messaging.conversationDescription ?? "A conversation about a booking.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
