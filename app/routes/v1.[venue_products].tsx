// GET /v1/venue_products?page&limit (default 5)&keyword: the calling supplier's products.
// POST /v1/venue_products: creates one (201).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, apiList, apiPaging, readBody } from "~/http/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody, productBodyToForm } from "~/supplier/api.server";
import { DASHBOARD_PAGE_SIZE } from "~/supplier/paging";
import { getOwnProduct, listOwnProducts, saveProduct, toApiProduct } from "~/supplier/products.server";
import { ProductSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiSupplier(request, "prices", "view");
  const url = new URL(request.url);
  const asked = url.searchParams.get("supplier");
  if (asked && parseId(asked) !== user.supplierId) return apiError(404, "Not Found");
  const paging = apiPaging(url, DASHBOARD_PAGE_SIZE);
  const keyword = (url.searchParams.get("keyword") ?? "").slice(0, 100);
  const { total, items } = await listOwnProducts(user.supplierId, { ...paging, keyword });
  return apiList(items.map(toApiProduct), { ...paging, total });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireApiSupplier(request, "prices", "edit");
  const input = parseApiBody(productBodyToForm(await readBody(request)), ProductSchema);
  const saved = await saveProduct(user.supplierId, input);
  if (!saved.ok) {
    if (saved.status === 404) return apiError(404, "Not Found");
    return apiError(400, Object.values(saved.fieldErrors)[0]?.[0] ?? "Invalid request", saved.fieldErrors);
  }
  return apiJson(toApiProduct((await getOwnProduct(user.supplierId, saved.product.id))!), { status: 201, message: M.productSaved });
}
