// /dashboard/messages/new?line=ID: "Message the planner" from a reservation's detail. Only
// for the vendor's own lines booked from an account (a guest booking has nobody to write to).
import { readFormData } from "~/utils/request-body.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ComposeScreen } from "~/components/messages";
import { notFound, requireViewer } from "~/messages/access.server";
import { composeContext, composePath, composeTargetFrom } from "~/messages/conversations.server";
import { submitMessage } from "~/messages/send.server";
import { pageMeta } from "~/utils/meta";
import { pageLanguage } from "~/i18n/page-language.server";

function lineTarget(request: Request) {
  const target = composeTargetFrom(new URL(request.url));
  if (!target || target.kind !== "line") throw notFound();
  return target;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "vendor");
  const target = lineTarget(request);
  const context = await composeContext(viewer, target);
  if (!context) throw notFound();
  if (context.existingConversationId) throw redirect(`/dashboard/messages/${context.existingConversationId}`);
  return json({ ...pageLanguage(request, "messaging"), ...context, actionPath: composePath("vendor", target) });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "vendor", "edit");
  const target = lineTarget(request);
  if (!await composeContext(viewer, target)) throw notFound();
  return submitMessage(request, viewer, await readFormData(request), target);
}

export default function NewVendorMessage() {
  const { subject, counterpart, actionPath, i18n } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main-content" className="rounded-2xl bg-slate-50 p-2 sm:p-4">
      <ComposeScreen counterpart={counterpart} subject={subject} actionPath={actionPath} lastResult={actionData?.result} backTo="/dashboard/manage-reservations" backLabel={i18n.messaging.reservations} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.messaging.messageThePlanner ?? "Message the planner", data?.i18n.messaging.messageThePlannerDescription ?? "Write to the planner of a reservation.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
