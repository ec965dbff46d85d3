// POST /v1/confirmation: the bank-transfer payment confirmation (spec section 3 fields) with
// invoiceId = the invoice's numeric id or number, fileFullUrl from POST /v1/file/upload. Open to
// the owner's api-key, the guest's checkout session-id or the invoice `token` (ADR 0131).
// 201 'Your payment confirmation has been send!'.
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiConfirmationSchema } from "~/api/request-schemas";
import { apiInvoiceViewer } from "~/checkout/api-invoice.server";
import { CONFIRMATION_MESSAGES as M } from "~/payments/confirmation-schema.server";
import { existingApiUpload, submitPaymentConfirmation } from "~/payments/confirmation.server";
import { findAccessibleInvoice } from "~/payments/payment-session.server";
import { fieldErrorsOf } from "~/utils/api-input";
import { apiError, apiJson, methodNotAllowed, readBody } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export const loader = methodNotAllowed;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const viewer = await apiInvoiceViewer(request);
  const body = await readBody(request);
  const invoiceRef = typeof body.invoiceId === "string" || typeof body.invoiceId === "number" ? String(body.invoiceId).trim() : "";
  const invoice = await findAccessibleInvoice({
    invoiceNo: invoiceRef,
    token: typeof body.token === "string" && body.token ? body.token : viewer.token,
    userId: viewer.user?.id ?? null,
    guestCartKey: viewer.guestCartKey,
  });
  if (!invoice) return apiError(404, "Invoice not found");

  const parsed = ApiConfirmationSchema.safeParse(body);
  const fileKey = await existingApiUpload(body.fileFullUrl);
  if (!parsed.success || !fileKey) {
    const { errors } = parsed.success ? { errors: {} as Record<string, string[]> } : fieldErrorsOf(parsed.error, "");
    if (!fileKey) errors.fileFullUrl = [M.receipt];
    return apiError(400, "Please check the form", errors);
  }
  const { invoiceId: _ref, fileFullUrl: _link, token: _token, ...input } = parsed.data;
  const saved = await submitPaymentConfirmation({ invoice, input, receipt: { fileKey }, origin: appOrigin(request) });
  if (!saved.ok) return apiError(409, saved.message);
  return apiJson({ id: saved.id, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo }, { status: 201, message: M.success });
}
