// GET /v1/profile/supplier: the calling supplier's profile; the bank data only for a team role
// that may see it (ADR 0280).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { memberCan, requireApiVendorMember } from "~/supplier/access.server";
import { getSupplierProfile, profileForMember } from "~/supplier/profile.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireApiVendorMember(request, "profile", "view");
  const profile = await getSupplierProfile(member.supplierId);
  if (!profile) return apiError(404, "Not Found");
  return apiJson(profileForMember(profile, memberCan(member, "bank", "view")));
}

export const action = methodNotAllowed;
