// PUT /v1/supplier/{supplierId}: saves the calling supplier's profile (another id: 404).
// A `user` sub-object sent by old clients is ignored (spec: "removed before saving"); the body
// is the profile as GET /v1/profile/supplier returns it (ADR 0222).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { parseId, requireApiSupplier } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { getSupplierProfile, saveSupplierProfile } from "~/supplier/profile.server";
import { SupplierProfileSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  const user = requireApiSupplier(request);
  if (parseId(params.supplierId) !== user.supplierId) return apiError(404, "Not Found");
  const { user: _ignored, ...body } = await readBody(request);
  // accountHolderName came after the spec's payload: a client that does not send it keeps it.
  if (!("accountHolderName" in body)) body.accountHolderName = getSupplierProfile(user.supplierId)?.accountHolderName;
  const input = parseApiBody(body, SupplierProfileSchema);
  return apiJson(saveSupplierProfile(user.supplierId, input), { message: M.profileSaved });
}
