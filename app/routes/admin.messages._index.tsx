// /admin/messages: every planner-vendor conversation, read-only (e.g. for a dispute).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationList } from "~/components/messages";
import { requireViewer } from "~/messages/access.server";
import { CONVERSATIONS_PAGE_SIZE, listConversations } from "~/messages/conversations.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "admin");
  const raw = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  return json({ ...listConversations(viewer, { page }), page, pageSize: CONVERSATIONS_PAGE_SIZE });
}

export default function AdminMessages() {
  const { rows, total, page, pageSize } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">{total} conversation(s) between planners and venues. Read-only.</p>
      <ConversationList rows={rows} show="both" emptyText="No conversations yet." />
      <nav aria-label="Pages" className="mt-4 flex gap-3 text-sm font-semibold text-teal-800">
        {page > 1 ? <Link to={`?page=${page - 1}`}>Previous</Link> : null}
        {page * pageSize < total ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
      </nav>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Messages | Admin", "Conversations between planners and venues.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
