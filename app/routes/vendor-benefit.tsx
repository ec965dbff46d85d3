// /vendor-benefit: vendor marketing with tabs Benefits and FAQ (ADR 0070).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { marketingTab, VendorMarketing } from "~/components/vendor-marketing";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ tab: marketingTab(request) });
}

export default function Page() {
  const { tab } = useLoaderData<typeof loader>();
  return <VendorMarketing path="/vendor-benefit" tab={tab} heading="Vendor Benefits" />;
}

export const meta: MetaFunction = () => pageMeta("Vendor Benefits", "Why venues and event vendors list on Bali MICE.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
