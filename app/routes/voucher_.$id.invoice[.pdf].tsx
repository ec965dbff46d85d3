// GET /voucher/{invoiceNo}/invoice.pdf?token=...: the invoice, or the receipt once something is
// paid (ADR 0258). Same access as the confirmation and the voucher (owner, admin, or the link's
// token); anyone else: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireVoucherInvoice } from "~/checkout/voucher.server";
import { buildInvoiceDocument, invoiceFileName, invoicePdf } from "~/documents/invoice-document.server";
import { pdfResponse } from "~/documents/pdf.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireVoucherInvoice(request, params.id);
  const document = await buildInvoiceDocument(invoice);
  return pdfResponse(await invoicePdf(document), invoiceFileName(document, invoice));
}
