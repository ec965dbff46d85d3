// PUT /v1/subvenue/{id}, DELETE /v1/subvenue/{id}: the calling supplier's sub venue only
// (another's: 404). A sub venue with reservations is not deleted (409, ADR 0051).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { SubVenueSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { deleteSubVenue, subVenueRefusalMessage, toApiSubVenue, updateSubVenue } from "~/supplier/sub-venues.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  const id = parseId(params.id);
  if (!id) return apiError(404, "Not Found");
  if (request.method === "DELETE") {
    const result = await deleteSubVenue(user.supplierId, id);
    if (result.ok) return apiJson({ id }, { message: M.subVenueDeleted });
    if (result.reason === "not-found") return apiError(404, "Not Found");
    return apiError(409, subVenueRefusalMessage(result.name));
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  const input = parseApiBody(await readBody(request), SubVenueSchema);
  const sv = await updateSubVenue(user.supplierId, id, input);
  if (!sv) return apiError(404, "Not Found");
  return apiJson(toApiSubVenue(sv), { message: M.subVenueUpdated });
}
