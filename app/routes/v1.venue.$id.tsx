// GET /v1/venue/{id}: one venue's public information.
// PUT /v1/venue/{id}: updates the calling supplier's venue (another venue: 404).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getVenue } from "~/catalog/venue.server";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { VenueInfoSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { saveOwnVenue } from "~/supplier/venue.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const venue = await getVenue(Number(params.id));
  if (!venue) return apiError(404, "Venue not found");
  return apiJson(venue);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  const id = parseId(params.id);
  if (!id) return apiError(404, "Not Found");
  const input = parseApiBody(await readBody(request), VenueInfoSchema);
  const venue = await saveOwnVenue(user.supplierId, input, id);
  if (!venue) return apiError(404, "Not Found");
  return apiJson(venue, { message: M.venueSaved });
}
