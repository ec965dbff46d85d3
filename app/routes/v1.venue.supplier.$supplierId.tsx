// GET /v1/venue/supplier/{supplierId}: the calling supplier's venue (another id: 404).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { getOwnVenue } from "~/supplier/venue.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiSupplier(request, "listings", "view");
  if (parseId(params.supplierId) !== user.supplierId) return apiError(404, "Not Found");
  const venue = await getOwnVenue(user.supplierId);
  if (!venue) return apiError(404, "Venue not found");
  return apiJson(venue);
}

export const action = methodNotAllowed;
