import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { json, loadSearchScreen } from "~/server-imports/search.server";
import { searchMeta } from "~/components/catalog/search-meta";
import { SearchScreen } from "~/components/catalog/search-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { mapLinks } from "~/components/map-view";

export async function loader({ request }: LoaderFunctionArgs) {
  const { data, headers } = await loadSearchScreen(request);
  return json(data, { headers });
}

export default function SearchRoute() {
  const data = useLoaderData<typeof loader>();
  return <SearchScreen data={data} />;
}

export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction<typeof loader> = ({ data }) => searchMeta(data);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
