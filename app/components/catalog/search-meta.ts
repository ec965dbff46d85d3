import type { SearchScreenData } from "~/catalog/search-page.server";
import { BRAND } from "~/utils/brand";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";

/** Title, description and canonical link of a search screen. */
export function searchMeta(data: SearchScreenData | undefined) {
  if (!data) return pageMeta("Not found", "This search could not be shown. Search venues in Bali again from the home page.", { noindex: true });
  const where = data.venue ? data.venue.name : data.filters.keyword && data.filters.keyword !== "Bali" ? `${data.filters.keyword}, Bali` : "Bali";
  const t = data.i18n.search;
  const title = data.venue ? `${data.venue.name} | ${BRAND}` : `${fill(t.metaTitle, { where })} | ${BRAND}`;
  const description = data.venue
    ? data.venue.description.slice(0, 160)
    : fill(t.metaDescription, { count: data.results.total, where });
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}
