// PUT /v1/venueimages/setdefault/{imageId}: makes one of the caller's venue images the cover.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { setDefaultVenueImage } from "~/supplier/images.server";
import { VENDOR_MESSAGES as M } from "~/supplier/schemas";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "listings", "edit");
  const id = parseId(params.imageId);
  if (!id || !await setDefaultVenueImage(user.supplierId, id)) return apiError(404, "Not Found");
  return apiJson({ id, isDefault: true }, { message: M.venueSaved });
}
