// POST /v1/confirmation: the bank-transfer payment confirmation (spec section 3 fields) with
// invoiceId = the invoice number, fileFullUrl from POST /v1/file/upload, and the guest `token`
// unless the api-key user owns the invoice. 201 'Your payment confirmation has been send!'.
import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { getApiUser } from "~/accounts/api-auth.server";
import { CONFIRMATION_MESSAGES as M, PaymentConfirmationSchema } from "~/payments/confirmation-schema";
import { existingApiUpload, submitPaymentConfirmation } from "~/payments/confirmation.server";
import { findAccessibleInvoice } from "~/payments/payment-session.server";
import { apiError, apiJson, readBody } from "~/utils/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request);
  const invoiceNo = typeof body.invoiceId === "string" || typeof body.invoiceId === "number" ? String(body.invoiceId) : "";
  const invoice = findAccessibleInvoice({
    invoiceNo,
    token: typeof body.token === "string" ? body.token : null,
    userId: getApiUser(request)?.id ?? null,
  });
  if (!invoice) return apiError(404, "Invoice not found");

  const parsed = PaymentConfirmationSchema.safeParse(body);
  const fileKey = await existingApiUpload(body.fileFullUrl);
  if (!parsed.success || !fileKey) {
    const errors: Record<string, string[]> = parsed.success ? {} : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    if (!fileKey) errors.fileFullUrl = [M.receipt];
    return apiError(400, "Please check the form", errors);
  }
  const saved = await submitPaymentConfirmation({
    invoice,
    input: parsed.data,
    receipt: { fileKey },
    origin: appOrigin(request),
  });
  if (!saved.ok) return apiError(409, saved.message);
  return apiJson({ id: saved.id, invoiceId: invoice.invoiceNo }, { status: 201, message: M.success });
}
