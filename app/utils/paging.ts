// Which page a list shows when asked for one past its last: the last page (web pages, where
// an old link should still show something) or the page asked for, empty (/v1: clients that
// load pages until one is empty stop there; issue 26).
export type PastLastPage = "last-page" | "empty";

/** The page to read: `asked` (from 1), or the last page when it is past it and `pastLastPage` says so. */
export function pageToShow(asked: number, pageCount: number, pastLastPage: PastLastPage = "last-page"): number {
  const page = Math.max(1, Math.floor(asked) || 1);
  return pastLastPage === "empty" ? page : Math.min(page, Math.max(1, pageCount));
}
