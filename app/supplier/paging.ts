// Dashboard lists: 5 rows a page (spec section 9). "Next" is offered as a link that either
// opens the next page or, when there is nothing more, says 'Data not available!'.
import { PAGE_SIZES } from "~/utils/constants";

export const DASHBOARD_PAGE_SIZE: number = PAGE_SIZES.dashboardList;

export function pageFromUrl(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function pageInfo(page: number, total: number, limit = DASHBOARD_PAGE_SIZE) {
  return { page, total, limit, hasPrevious: page > 1, hasNext: page * limit < total };
}
export type PageInfo = ReturnType<typeof pageInfo>;
