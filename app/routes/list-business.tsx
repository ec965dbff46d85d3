// /list-business: vendor marketing with tabs Benefits and FAQ (ADR 0070).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { VendorMarketing } from "~/components/vendor-marketing";
import { json, pageLanguage, marketingTab } from "~/server-imports/list-business.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ ...pageLanguage(request, "pages"), tab: marketingTab(request) });
}

export default function Page() {
  const { tab, i18n } = useLoaderData<typeof loader>();
  return <VendorMarketing path="/list-business" tab={tab} heading={i18n.pages.listYourBusiness} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.pages.listYourBusiness ?? "List Your Business", data?.i18n.pages.listBusinessDescription ?? "List your venue or event service on Bali MICE and take bookings online.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
