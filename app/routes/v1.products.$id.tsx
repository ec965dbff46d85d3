// GET /v1/products/{id}: one product with its venue and sub venue (spec section 3 fields).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProductDetail, toApiProduct } from "~/catalog/product.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = await getProductDetail(Number(params.id));
  if (!product) return apiError(404, "Product not found");
  return apiJson(toApiProduct(product, appOrigin(request)));
}

export const action = methodNotAllowed;
