// Title and description of a page (every page has both: search engines, shared links and the
// browser's tab and history show them). Remix replaces the root's meta with a route's, so each
// route gives its own description rather than inheriting one.
import { BRAND } from "~/utils/brand";

export type PageMeta = ({ title: string } | { name: string; content: string })[];

/** `{title} | Bali MICE` and its description; `noindex` for private pages (invoices, dashboards). */
export function pageMeta(title: string, description: string, options: { noindex?: boolean } = {}): PageMeta {
  return [
    { title: `${title} | ${BRAND}` },
    { name: "description", content: description },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
