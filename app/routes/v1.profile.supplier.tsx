// GET /v1/profile/supplier: the calling supplier's profile.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed } from "~/utils/api.server";
import { requireApiSupplier } from "~/supplier/access.server";
import { getSupplierProfile } from "~/supplier/profile.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = requireApiSupplier(request);
  const profile = getSupplierProfile(user.supplierId);
  if (!profile) return apiError(404, "Not Found");
  return apiJson(profile);
}

export const action = methodNotAllowed;
