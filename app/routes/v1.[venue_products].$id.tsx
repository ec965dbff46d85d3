// PUT /v1/venue_products/{id}, DELETE /v1/venue_products/{id}: the calling supplier's
// product only (another's: 404). A product with reservations is set Inactive, not deleted.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody, productBodyToForm } from "~/supplier/api.server";
import { deleteProduct, getOwnProduct, saveProduct, toApiProduct } from "~/supplier/products.server";
import { ProductSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "prices", "edit");
  const id = parseId(params.id);
  if (!id) return apiError(404, "Not Found");
  if (request.method === "DELETE") {
    const result = await deleteProduct(user.supplierId, id);
    if (!result.ok) return apiError(404, "Not Found");
    return result.outcome === "deleted"
      ? apiJson({ id, deleted: true }, { message: M.productDeleted })
      : apiJson({ id, deleted: false, status: false }, { message: M.productDeactivated });
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  if (!await getOwnProduct(user.supplierId, id)) return apiError(404, "Not Found");
  const input = parseApiBody(productBodyToForm(await readBody(request)), ProductSchema);
  const saved = await saveProduct(user.supplierId, input, { id });
  if (!saved.ok) {
    if (saved.status === 404) return apiError(404, "Not Found");
    return apiError(400, Object.values(saved.fieldErrors)[0]?.[0] ?? "Invalid request", saved.fieldErrors);
  }
  return apiJson(toApiProduct((await getOwnProduct(user.supplierId, id))!), { message: M.productSaved });
}
