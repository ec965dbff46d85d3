// PUT /v1/reservation-venue-admin/{id} {acknowledge} or {paymentStatus}; DELETE removes the
// line and recomputes its invoice (ADR 0062). Admin only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiAdminReservationSchema } from "~/api/request-schemas";
import { fieldErrorsOf } from "~/utils/api-input";
import { deleteReservationLine, setPaymentStatusOfLine } from "~/admin/payments.server";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { appOrigin } from "~/utils/url.server";
import { requireApiAdmin } from "~/vendor/api-reservations.server";
import { getReservationDetail, serializeReservation, setAcknowledge } from "~/vendor/reservations.server";

const ADMIN = { admin: true } as const;

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!["PUT", "DELETE"].includes(request.method)) return apiError(405, "Method Not Allowed");
  requireApiAdmin(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return apiError(404, "Not Found");

  if (request.method === "DELETE") {
    const result = deleteReservationLine(id);
    if (!result.ok) return apiError(404, "Not Found");
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
    return apiError(400, errors.paymentStatus ? "Unknown payment status" : "acknowledge must be true or false", errors);
  }
  const { acknowledge, paymentStatus: label } = parsed.data;
  if (label === undefined && acknowledge === undefined) return apiError(400, "Send acknowledge or paymentStatus");
  if (!getReservationDetail(ADMIN, id)) return apiError(404, "Not Found");
  if (label !== undefined) {
    const result = await setPaymentStatusOfLine(id, label, { origin: appOrigin(request) });
    if (!result.ok) return apiError(result.status, result.message);
  }
  if (acknowledge !== undefined) setAcknowledge(ADMIN, id, acknowledge);
  return apiJson(serializeReservation(getReservationDetail(ADMIN, id)!), { message: "Updated" });
}
