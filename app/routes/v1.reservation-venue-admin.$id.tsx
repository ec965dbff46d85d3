// PUT /v1/reservation-venue-admin/{id} {acknowledge} or {paymentStatus}; DELETE removes the
// line (kept for restore) and recomputes its invoice (ADR 0062, 0141). Admin only; every
// change writes the same audit rows as the console.
import type { ActionFunctionArgs } from "@remix-run/node";
import { auditActor } from "~/admin/audit.server";
import { ADMIN_PAYMENT_STATUSES, deleteReservationLine, setAcknowledgeAsAdmin, setPaymentStatusOfLine } from "~/admin/payments.server";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { appOrigin } from "~/utils/url.server";
import { requireApiAdmin } from "~/vendor/api-reservations.server";
import { getReservationDetail, parseAcknowledge, serializeReservation } from "~/vendor/reservations.server";

const ADMIN = { admin: true } as const;

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = auditActor(requireApiAdmin(request), "api");
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return apiError(404, "Not Found");

  if (request.method === "DELETE") {
    const result = deleteReservationLine(id, actor);
    if (!result.ok) return apiError(404, "Not Found");
    return apiJson(
      { id, invoiceId: result.invoiceId, invoiceCancelled: result.invoiceCancelled, totalCost: result.totalCost },
      { message: "Deleted" },
    );
  }
  if (request.method !== "PUT") return apiError(405, "Method Not Allowed");

  const body = await readBody(request);
  if (body.paymentStatus === undefined && body.acknowledge === undefined) {
    return apiError(400, "Send acknowledge or paymentStatus");
  }
  if (!getReservationDetail(ADMIN, id)) return apiError(404, "Not Found");
  // Validate everything before writing anything.
  const acknowledge = body.acknowledge === undefined ? undefined : parseAcknowledge(body.acknowledge);
  if (acknowledge === null) return apiError(400, "acknowledge must be true or false", { acknowledge: ["Required"] });
  const label = body.paymentStatus === undefined ? undefined : String(body.paymentStatus);
  if (label !== undefined && !(ADMIN_PAYMENT_STATUSES as readonly string[]).includes(label)) {
    return apiError(400, "Unknown payment status", { paymentStatus: [`One of: ${ADMIN_PAYMENT_STATUSES.join(", ")}`] });
  }
  if (label !== undefined) {
    const result = await setPaymentStatusOfLine(id, label, actor, { origin: appOrigin(request) });
    if (!result.ok) return apiError(result.status, result.message);
  }
  if (acknowledge !== undefined) setAcknowledgeAsAdmin(id, acknowledge, actor);
  return apiJson(serializeReservation(getReservationDetail(ADMIN, id)!), { message: "Updated" });
}
