// /dev/outbox: captured e-mails with their links, for developers and testers. Available
// outside production, on the e2e server (E2E=true), or to an admin.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { getCurrentUser } from "~/accounts/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { recentOutbox } from "~/mail/mail.server";
import { getEnv } from "~/env.server";
import { formatDateTime } from "~/utils/format";
import { pageLanguage } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  const open = env.NODE_ENV !== "production" || env.E2E === "true";
  if (!open && !(await getCurrentUser(request))?.isAdmin) throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() ?? "";
  const rows = await recentOutbox(to);
  return json({
    ...pageLanguage(request, "admin"),
    to,
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
      createdAt: formatDateTime(m.createdAt),
      links: Array.from(new Set(m.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])),
    })),
  });
}

export default function DevOutbox() {
  const { to, messages } = useLoaderData<typeof loader>();
  const t = useStrings("admin");
  return (
    <main id="main-content" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t["outbox.title"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t["outbox.intro"]}</p>
      <Form method="get" className="mt-4 flex gap-2">
        <label className="sr-only" htmlFor="outbox-to">{t["outbox.recipient"]}</label>
        <input id="outbox-to" name="to" type="email" defaultValue={to} placeholder={t["outbox.filterPlaceholder"]} className="w-72 rounded-md border border-slate-300 px-3 py-2" />
        <button type="submit" className="rounded-full bg-teal-700 px-4 py-2 font-semibold text-white">{t["outbox.filter"]}</button>
      </Form>
      {messages.length === 0 ? <p className="mt-8 text-slate-600">{t["outbox.none"]}</p> : null}
      <ul className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="outbox-message">
            <p className="text-xs text-slate-500">{m.createdAt} · {m.status} · {t["outbox.to"]} <span data-testid="outbox-to">{m.to}</span></p>
            <h2 className="mt-1 font-semibold">{m.subject}</h2>
            {m.links.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {m.links.map((href) => (
                  <li key={href}><a className="break-all text-teal-700 underline" href={href}>{href}</a></li>
                ))}
              </ul>
            ) : null}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-slate-500">{t["outbox.text"]}</summary>
              <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-700">{m.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n.admin["outbox.title"] ?? "Outbox" },
  { name: "description", content: data?.i18n.admin["outbox.metaDescription"] ?? "E-mail written by the app in development." },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
