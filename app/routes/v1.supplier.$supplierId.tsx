// PUT /v1/supplier/{supplierId}: saves the calling supplier's profile (another id: 404).
// A `user` sub-object sent by old clients is ignored (spec: "removed before saving"); the body
// is the profile as GET /v1/profile/supplier returns it (ADR 0222).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { memberActor } from "~/audit/audit.server";
import { memberCan, parseId, requireApiVendorMember } from "~/supplier/access.server";
import { parseApiBody } from "~/supplier/api.server";
import { getSupplierProfile, limitProfileChange, profileForMember, saveSupplierProfileAs } from "~/supplier/profile.server";
import { SupplierProfileSchema, VENDOR_MESSAGES as M } from "~/supplier/schemas";

function limitedView(profile: Awaited<ReturnType<typeof getSupplierProfile>>) {
  return profileForMember(profile!, false);
}

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Method Not Allowed");
  // The company part needs "profile", the bank data "bank" (ADR 0280): either lets the call in.
  const member = await requireApiVendorMember(request, "profile", "view");
  const may = { profile: memberCan(member, "profile", "edit"), bank: memberCan(member, "bank", "edit") };
  if (!may.profile && !may.bank) return apiError(403, "Forbidden: your team role does not allow this");
  if (parseId(params.supplierId) !== member.supplierId) return apiError(404, "Not Found");
  const stored = await getSupplierProfile(member.supplierId);
  if (!stored) return apiError(404, "Not Found");
  const { user: _ignored, ...body } = await readBody(request);
  // accountHolderName came after the spec's payload: a client that does not send it keeps it.
  if (!("accountHolderName" in body)) body.accountHolderName = stored.accountHolderName;
  const limited = limitProfileChange(stored, body, may);
  if (limited === "forbidden") return apiError(403, "Forbidden: your team role does not allow changing this part of the profile");
  const input = parseApiBody(limited, SupplierProfileSchema);
  const saved = await saveSupplierProfileAs(member.supplierId, input, memberActor(member.user, member.supplierId, "api"));
  return apiJson(may.bank ? saved : limitedView(saved), { message: M.profileSaved });
}
