// /rfp/:token: one request for proposal as its planner sees it (issue 45): the link's secret is
// the key (like the confirmation's token); a guest's first visit confirms their e-mail and sends
// the request. Proposals side by side; award goes straight to the checkout's confirmation page.
import { appOrigin, clientIp, json, pageLanguage, plannerRfpAction, plannerRfpPage, readFormData, redirect, rfpByToken } from "~/server-imports/rfp.$token.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FormReply } from "~/components/forms";
import { RfpComparison } from "~/components/rfp-comparison";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rfp = await rfpByToken(params.token ?? "", { origin: appOrigin(request) });
  if (!rfp) throw new Response("Not Found", { status: 404 });
  const page = pageLanguage(request, "rfp");
  return json({ ...page, rfp: await plannerRfpPage(rfp, page.lang) }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const rfp = await rfpByToken(params.token ?? "", { origin: appOrigin(request) });
  if (!rfp) throw new Response("Not Found", { status: 404 });
  const { lang } = pageLanguage(request);
  const self = new URL(request.url).pathname;
  const result = await plannerRfpAction(rfp, await readFormData(request), lang, { origin: appOrigin(request), clientAddress: clientIp(request), selfPath: self });
  if (result.ok) return redirect(result.redirect);
  return json({ intent: result.intent, id: result.id, reply: (result.reply ?? null) as FormReply | null, message: result.message ?? null }, { status: result.status });
}

export default function PlannerRfp() {
  const { i18n, rfp } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-10">
      <RfpComparison rfp={rfp} t={i18n.rfp} failed={failed ?? null} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.i18n.rfp.pageTitle ?? "Your request for proposal"} #${data?.rfp.id ?? ""}`, "Compare the venues’ proposals side by side and award one.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
