// /api-docs: the /v1 contract rendered on the server from the same OpenAPI document that
// /v1/openapi.json publishes (no external scripts or styles; the CSP forbids them).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiDocsView, type DocField, pageLanguage } from "~/server-imports/api-docs.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { fill } from "~/i18n/config";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.pages.apiDocsTitle ?? "API documentation (/v1)", data?.i18n.pages.apiDocsDescription ?? "The Bali MICE /v1 JSON API: endpoints, fields, errors and examples.");

// The contract (summaries, fields, notes) is the /v1 API's, in English as the API is; only the
// page's frame follows the page's language (ADR 0326).
export function loader({ request }: LoaderFunctionArgs) {
  return { ...apiDocsView(), ...pageLanguage(request, "pages") };
}

type ApiLabels = { apiField: string; apiType: string; apiNotes: string };

function Fields({ caption, fields, t }: { caption: string; fields: DocField[]; t: ApiLabels }) {
  if (!fields.length) return null;
  return (
    // Long field paths and types wrap anywhere: the table fits a 360 px phone.
    <table className="mt-2 w-full text-left text-sm [&_td]:[overflow-wrap:anywhere]">
      <caption className="text-left font-medium text-slate-700">{caption}</caption>
      <thead>
        <tr className="text-slate-500">
          <th className="pr-3 font-normal">{t.apiField}</th>
          <th className="pr-3 font-normal">{t.apiType}</th>
          <th className="font-normal">{t.apiNotes}</th>
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
            <td lang="en" className="text-slate-600">{f.description ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ApiDocs() {
  const { title, version, description, operations, lang, i18n } = useLoaderData<typeof loader>();
  const t = i18n.pages;
  const tags = [...new Set(operations.map((o) => o.tag))];
  return (
    <main id="main-content" className="mx-auto max-w-5xl space-y-8 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold">{lang === "en" ? title : t.apiDocsTitle}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {fill(t.apiVersion, { version })} <a className="underline" href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1).
        </p>
        {lang !== "en" ? <p className="mt-3 text-sm font-medium text-slate-700">{t.apiInEnglish}</p> : null}
        {description.split("\n\n").map((p) => (
          <p key={p} lang="en" className="mt-3 text-slate-700">
            {p}
          </p>
        ))}
      </header>
      <nav aria-label={t.apiSections}>
        <ul className="flex flex-wrap gap-3 text-sm">
          {tags.map((tag) => (
            <li key={tag}>
              <a lang="en" className="underline" href={`#${tag}`}>
                {tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} id={tag} aria-labelledby={`${tag}-h`}>
          <h2 id={`${tag}-h`} lang="en" className="text-2xl font-semibold">
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
                <p lang="en" className="mt-1 text-slate-700">{o.summary}</p>
                <p className="mt-1 text-sm text-slate-500">
                  {fill(t.apiAuthentication, { auth: o.auth })}
                  {o.specRow ? ` · ${fill(t.apiSpecRow, { row: o.specRow })}` : ""}
                </p>
                <Fields caption={t.apiParameters} fields={o.parameters} t={t} />
                {o.body ? <Fields caption={fill(t.apiBody, { type: o.body.contentType })} fields={o.body.fields} t={t} /> : null}
                <Fields caption={t.apiAnswerData} fields={o.answer} t={t} />
                <p className="mt-2 text-sm text-slate-600">
                  {fill(t.apiAnswers, { statuses: o.statuses.map((s) => s.status).join(", ") })}
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
