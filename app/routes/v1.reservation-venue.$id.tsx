// PUT /v1/reservation-venue/{id} {acknowledge, supplier}: the vendor acknowledges a line of theirs.
import { memberActor } from "~/audit/audit.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiAcknowledgeSchema } from "~/api/request-schemas";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { requireApiReservationScope } from "~/supplier/api-reservations.server";
import { getReservationDetail, serializeReservation, setAcknowledge } from "~/supplier/reservations.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  const { scope, user } = await requireApiReservationScope(request, body.supplier, "edit");
  const id = Number(params.id);
  const parsed = ApiAcknowledgeSchema.safeParse(body);
  if (!parsed.success) return apiError(400, "acknowledge must be true or false", { acknowledge: ["Required"] });
  const { acknowledge } = parsed.data;
  if (!Number.isInteger(id) || !await setAcknowledge(scope, id, acknowledge, user.isAdmin ? undefined : memberActor(user, user.supplierId!, "api"))) return apiError(404, "Not Found");
  return apiJson(serializeReservation((await getReservationDetail(scope, id))!), { message: "Updated" });
}
