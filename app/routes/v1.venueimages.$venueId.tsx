// GET /v1/venueimages/{venueId}?page&limit: a venue's images, default first (data[0] is the cover).
// DELETE /v1/venueimages/{imageId}: deletes one of the calling supplier's images (spec: the
// same path segment is an image id for DELETE).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getVenue, listVenueImages } from "~/catalog/venue.server";
import { apiError, apiJson, apiList, apiPaging } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { deleteVenueImage } from "~/supplier/images.server";
import { VENDOR_MESSAGES as M } from "~/supplier/schemas";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const venue = await getVenue(Number(params.venueId));
  if (!venue) return apiError(404, "Venue not found");
  const url = new URL(request.url);
  const paging = apiPaging(url, 20);
  const { total, items } = await listVenueImages(venue.id, paging);
  const origin = appOrigin(request);
  return apiList(
    items.map((i) => ({ id: i.id, fullUrl: `${origin}${i.url}`, isDefault: i.isDefault })),
    { ...paging, total },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  const id = parseId(params.venueId);
  if (!id || !(await deleteVenueImage(user.supplierId, id))) return apiError(404, "Not Found");
  return apiJson({ id }, { message: M.imageDeleted });
}
