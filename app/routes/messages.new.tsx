// /messages/new?product=ID | ?line=ID: a planner's first message to a venue about a product
// (the product page's "Message the venue" posts here) or a booked line ("Message the venue"
// in My Reservation and the confirmation). A guest who sends from the product page is asked
// to log in; the text waits for them on the product page (ADR 0112).
import { json, redirect, readFormData, limitByIp, getCurrentUser, loginRedirect, notFound, requireViewer, viewerFor, composeContext, composePath, composeTargetFrom, deleteDraft, draftReturnPath, saveDraft, submitMessage, pageLanguage, MESSAGE_MAX } from "~/server-imports/messages.new.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ComposeScreen } from "~/components/messages";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "planner");
  const target = composeTargetFrom(new URL(request.url));
  const context = target ? await composeContext(viewer, target) : null;
  if (!target || !context) throw notFound();
  // A booking's conversation opens where it is; the product form (which posts here even when a
  // conversation exists, adding to it) must come back here with its errors after a failed send.
  if (context.existingConversationId && target.kind === "line") throw redirect(`/messages/${context.existingConversationId}`);
  return json({ ...pageLanguage(request, "messaging"), ...context, actionPath: composePath("planner", target) });
}

export async function action({ request }: ActionFunctionArgs) {
  const target = composeTargetFrom(new URL(request.url));
  if (!target) throw notFound();
  const formData = await readFormData(request);
  const user = await getCurrentUser(request);
  if (!user) {
    if (target.kind !== "product") throw loginRedirect(request, composePath("planner", target));
    // Keep what the guest typed (bounded; the form checks the length once they are back).
    const typed = String(formData.get("body") ?? "").slice(0, MESSAGE_MAX * 2).trim();
    const token = typed && !await limitByIp(request, "message") ? await saveDraft(target.productId, typed) : null;
    throw loginRedirect(request, token ? draftReturnPath(target.productId, token) : `/product-detail/${target.productId}#message-the-venue`);
  }
  const viewer = viewerFor(user, "planner");
  if (!viewer || !await composeContext(viewer, target)) throw notFound();
  return submitMessage(request, viewer, formData, target, async () => await deleteDraft(String(formData.get("draft") ?? "")));
}

export default function NewPlannerMessage() {
  const { subject, counterpart, actionPath, existingConversationId, i18n } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-8">
      <ComposeScreen counterpart={counterpart} subject={subject} actionPath={actionPath} lastResult={actionData?.result} backTo="/messages" backLabel={i18n.messaging.allMessages} existingHref={existingConversationId ? `/messages/${existingConversationId}` : null} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.messaging.newMessage ?? "New message", data?.i18n.messaging.newMessageDescription ?? "Write to a venue about your booking.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
