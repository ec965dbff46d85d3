// /admin/messages: every planner-vendor conversation, read-only (e.g. for a dispute).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConversationList } from "~/components/messages";
import { requireViewer } from "~/messages/access.server";
import { CONVERSATIONS_PAGE_SIZE, listConversations } from "~/messages/conversations.server";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { pageLanguage } from "~/i18n/page-language.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "admin");
  const raw = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  return json({ ...pageLanguage(request, "messaging"), ...await listConversations(viewer, { page }), page, pageSize: CONVERSATIONS_PAGE_SIZE });
}

export default function AdminMessages() {
  const { rows, total, page, pageSize, i18n } = useLoaderData<typeof loader>();
  const t = i18n.messaging;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t.messages}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">{fill(t.adminInboxHint, { count: total })}</p>
      <ConversationList rows={rows} show="both" emptyText={t.adminInboxEmpty} />
      <nav aria-label={t.pages} className="mt-4 flex gap-3 text-sm font-semibold text-teal-800">
        {page > 1 ? <Link to={`?page=${page - 1}`}>{t.previous}</Link> : null}
        {page * pageSize < total ? <Link to={`?page=${page + 1}`}>{t.next}</Link> : null}
      </nav>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? fill(data.i18n.messaging.metaAdmin, { title: data.i18n.messaging.messages }) : "Messages | Admin", data?.i18n.messaging.adminMessagesDescription ?? "Conversations between planners and venues.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
