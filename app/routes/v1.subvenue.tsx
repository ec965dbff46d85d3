// GET /v1/subvenue?page&limit (default 5): the calling supplier's sub venues.
// POST /v1/subvenue: adds one to the supplier's venue (201).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, apiList, apiPaging, readBody } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";
import { SubVenueSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { createSubVenue, listOwnSubVenues, toApiSubVenue } from "~/supplier/sub-venues.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiSupplier(request, "listings", "view");
  const url = new URL(request.url);
  const asked = url.searchParams.get("supplierId");
  if (asked && parseId(asked) !== user.supplierId) return apiError(404, "Not Found");
  const paging = apiPaging(url, DASHBOARD_PAGE_SIZE);
  const { total, items } = await listOwnSubVenues(user.supplierId, paging);
  return apiList(items.map(toApiSubVenue), { ...paging, total });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  if (!user.venueId) return apiError(409, "Please save your venue first");
  const input = parseApiBody(await readBody(request), SubVenueSchema);
  const sv = await createSubVenue({ supplierId: user.supplierId, venueId: user.venueId }, input);
  return apiJson(toApiSubVenue(sv), { status: 201, message: M.subVenueCreated });
}
