// PUT /v1/reservation-venue-admin/{id} {acknowledge} or {paymentStatus}; DELETE removes the
// line (kept for restore) and recomputes its invoice (ADR 0062, 0141). Admin only; every
// change writes the same audit rows as the console.
import type { ActionFunctionArgs } from "@remix-run/node";
import { auditActor } from "~/audit/audit.server";
import { deleteReservationLine, setAcknowledgeAsAdmin, setPaymentStatusOfLine } from "~/admin/payments.server";
import { ApiAdminReservationSchema } from "~/api/request-schemas";
import { fieldErrorsOf } from "~/utils/api-input";
import { apiError, apiJson, readBody } from "~/http/api.server";
import { msg } from "~/i18n/message-ref";
import { appOrigin } from "~/utils/url.server";
import { requireApiAdmin } from "~/supplier/api-reservations.server";
import { getReservationDetail, serializeReservation } from "~/supplier/reservations.server";

const ADMIN = { admin: true } as const;

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!["PUT", "DELETE"].includes(request.method)) return apiError(405, "Method Not Allowed");
  const actor = auditActor(await requireApiAdmin(request), "api");
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return apiError(404, "Not Found");

  if (request.method === "DELETE") {
    const result = await deleteReservationLine(id, actor);
    if (!result.ok) return result.status === 409 ? apiError(409, result.message) : apiError(404, "Not Found");
    return apiJson(
      { id, invoiceId: result.invoiceId, invoiceCancelled: result.invoiceCancelled, totalCost: result.totalCost },
      { message: "Deleted" },
    );
  }
  if (request.method !== "PUT") return apiError(405, "Method Not Allowed");

  // Validate everything before writing anything.
  const parsed = ApiAdminReservationSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const { errors } = fieldErrorsOf(parsed.error, "Invalid request");
    return apiError(400, errors.paymentStatus ? msg("admin.unknownPaymentStatus") : "acknowledge must be true or false", errors);
  }
  const { acknowledge, paymentStatus: label } = parsed.data;
  if (label === undefined && acknowledge === undefined) return apiError(400, "Send acknowledge or paymentStatus");
  if (!await getReservationDetail(ADMIN, id)) return apiError(404, "Not Found");
  if (label !== undefined) {
    const result = await setPaymentStatusOfLine(id, label, actor, { origin: appOrigin(request) });
    if (!result.ok) return apiError(result.status, result.message);
  }
  if (acknowledge !== undefined) await setAcknowledgeAsAdmin(id, acknowledge, actor);
  return apiJson(serializeReservation((await getReservationDetail(ADMIN, id))!), { message: "Updated" });
}
