// /api-docs: the /v1 contract rendered on the server from the same OpenAPI document that
// /v1/openapi.json publishes (no external scripts or styles; the CSP forbids them).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiDocsView, type DocField } from "~/api/docs-view.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("API documentation (/v1)", "The Bali MICE /v1 JSON API: endpoints, fields, errors and examples.");

export function loader() {
  return apiDocsView();
}

function Fields({ caption, fields }: { caption: string; fields: DocField[] }) {
  if (!fields.length) return null;
  return (
    // Long field paths and types wrap anywhere: the table fits a 360 px phone.
    <table className="mt-2 w-full text-left text-sm [&_td]:[overflow-wrap:anywhere]">
      <caption className="text-left font-medium text-slate-700">{caption}</caption>
      <thead>
        <tr className="text-slate-500">
          <th className="pr-3 font-normal">Field</th>
          <th className="pr-3 font-normal">Type</th>
          <th className="font-normal">Notes</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name} className="border-t border-slate-100 align-top">
            <td className="pr-3 font-mono">
              {f.name}
              {f.required ? " *" : ""}
            </td>
            <td className="pr-3 font-mono text-slate-600">{f.type}</td>
            <td className="text-slate-600">{f.description ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ApiDocs() {
  const { title, version, description, operations } = useLoaderData<typeof loader>();
  const tags = [...new Set(operations.map((o) => o.tag))];
  return (
    <main id="main-content" className="mx-auto max-w-5xl space-y-8 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          Version {version}. Machine-readable: <a className="underline" href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1).
        </p>
        {description.split("\n\n").map((p) => (
          <p key={p} className="mt-3 text-slate-700">
            {p}
          </p>
        ))}
      </header>
      <nav aria-label="Sections">
        <ul className="flex flex-wrap gap-3 text-sm">
          {tags.map((t) => (
            <li key={t}>
              <a className="underline" href={`#${t}`}>
                {t}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} id={tag} aria-labelledby={`${tag}-h`}>
          <h2 id={`${tag}-h`} className="text-2xl font-semibold">
            {tag}
          </h2>
          {operations
            .filter((o) => o.tag === tag)
            .map((o) => (
              <article key={o.id} id={o.id} className="mt-4 rounded-xl bg-white p-4 shadow-sm">
                <h3 className="font-mono text-lg [overflow-wrap:anywhere]">
                  <span className="mr-2 rounded bg-slate-800 px-2 py-0.5 text-sm text-white">{o.method}</span>{" "}
                  {o.path}
                </h3>
                <p className="mt-1 text-slate-700">{o.summary}</p>
                <p className="mt-1 text-sm text-slate-500">
                  Authentication: {o.auth}
                  {o.specRow ? ` · spec row: ${o.specRow}` : ""}
                </p>
                <Fields caption="Parameters" fields={o.parameters} />
                {o.body ? <Fields caption={`Body (${o.body.contentType})`} fields={o.body.fields} /> : null}
                <Fields caption="Answer: data" fields={o.answer} />
                <p className="mt-2 text-sm text-slate-600">
                  Answers: {o.statuses.map((s) => s.status).join(", ")}
                </p>
              </article>
            ))}
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
