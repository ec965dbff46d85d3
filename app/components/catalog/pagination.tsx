import { ListLink } from "~/components/list-link";

/** Numbered pages around the current one, with first/last and gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | "gap")[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

// The `page-link` utility (app/tailwind.css): one class per link of every result page (ADR 0375).
const base = "page-link";

const ENGLISH = { pagination: "Pagination", previous: "Previous", next: "Next", pageN: "Page {page}" };

/** Previous / numbered / Next links; `labels` in the page's language (English by default). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  labels = ENGLISH,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels?: typeof ENGLISH;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.pagination} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <ListLink to={hrefFor(page - 1)} className={`${base} page-link-to`} rel="prev">{labels.previous}</ListLink>
      ) : (
        <span aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 text-slate-400`}>{labels.previous}</span>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400">…</span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${base} border-teal-700 bg-teal-700 font-semibold text-white`}>{p}</span>
        ) : (
          <ListLink key={p} to={hrefFor(p)} aria-label={labels.pageN.replace("{page}", String(p))} className={`${base} page-link-to`}>{p}</ListLink>
        ),
      )}
      {page < pageCount ? (
        <ListLink to={hrefFor(page + 1)} className={`${base} page-link-to`} rel="next">{labels.next}</ListLink>
      ) : (
        <span aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 text-slate-400`}>{labels.next}</span>
      )}
    </nav>
  );
}
