import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadSearchScreen } from "~/catalog/search-page.server";
import { searchMeta } from "~/components/catalog/search-meta";
import { SearchScreen } from "~/components/catalog/search-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ReplyTimeNote } from "~/components/messages";
import { venueReplyTime } from "~/messages/panel.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const venueId = Number(params.id);
  if (!Number.isSafeInteger(venueId) || venueId < 1) throw new Response("Not Found", { status: 404 });
  const { data, headers } = await loadSearchScreen(request, { venueId });
  return json({ ...data, replyTime: venueReplyTime(venueId) }, { headers });
}

export default function VenueDetailRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      {data.replyTime ? (
        <div className="mx-auto max-w-6xl px-4 pt-4">
          <ReplyTimeNote text={data.replyTime} />
        </div>
      ) : null}
      <SearchScreen data={data} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => searchMeta(data);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
