// GET /v1/invoice/{id}/cancellation: each line's cancellation policy and the refund if cancelled
// now. POST: cancel lines (a paid invoice) or release an unpaid one (ADR 0250). Open to whoever
// may read the invoice: the owner's api-key, the checkout session-id or the invoice token.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ApiCancelSchema } from "~/api/request-schemas";
import { apiCancellationQuote } from "~/cancellations/api-cancellation.server";
import { cancelBooking, needsBankDetails, quoteLine } from "~/cancellations/cancellation.server";
import { CANCEL_FORM_MESSAGES } from "~/cancellations/cancel-form.server";
import { apiInvoiceViewer, requireApiInvoice } from "~/checkout/api-invoice.server";
import { canActAsBooker } from "~/payments/invoice.server";
import { fieldErrorsOf } from "~/utils/api-input";
import { apiError, apiJson, methodNotAllowed, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";
import { getApiUser } from "~/accounts/api-auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireApiInvoice(request, params.id);
  return apiJson(await apiCancellationQuote(invoice));
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const invoice = await requireApiInvoice(request, params.id);
  // The booker cancels here; an admin cancels through the console (audited).
  if (!canActAsBooker(invoice, await apiInvoiceViewer(request))) return apiError(403, "Forbidden: only the booker cancels here");
  const parsed = ApiCancelSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, "Please check the form", fieldErrorsOf(parsed.error, "").errors);
  const body = parsed.data;
  const lineIds = body.lineIds ?? [];
  const now = new Date();
  const bankNeeded = invoice.status === "paid" && await needsBankDetails(invoice.id, invoice.lines.filter((l) => lineIds.includes(l.id)).map((l) => quoteLine(invoice, l, now)));
  const bank = bankNeeded && body.accountName && body.bankName && body.accountNumber ? { accountName: body.accountName, bankName: body.bankName, accountNumber: body.accountNumber } : null;
  if (invoice.status === "paid" && !lineIds.length) return apiError(400, "Please check the form", { lineIds: [CANCEL_FORM_MESSAGES.noLine] });
  const result = await cancelBooking({
    invoiceId: invoice.id,
    lineIds,
    by: { kind: "planner", userId: (await getApiUser(request))?.id ?? null },
    reason: body.reason ?? "",
    expectedRefund: body.expectedRefund,
    bank,
    origin: appOrigin(request),
    now,
  });
  if (!result.ok) {
    if (result.code === "bank") return apiError(400, result.message, { accountNumber: [result.message] });
    return apiError(result.status, result.message);
  }
  return apiJson({ cancelled: result.cancelled, refundTotal: result.refundTotal, released: result.released }, { message: result.released ? "Reservation cancelled" : "Booking cancelled" });
}
