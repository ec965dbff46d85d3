// /list-business: vendor marketing with tabs Benefits and FAQ (ADR 0070).
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
  return <VendorMarketing path="/list-business" tab={tab} heading="List Your Business" />;
}

export const meta: MetaFunction = () => pageMeta("List Your Business", "List your venue or event service on Bali MICE and take bookings online.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
