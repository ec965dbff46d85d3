// POST /v1/file/upload (multipart, field `file`): a bank-transfer receipt, image or PDF up to
// 4 MB by content. Answers data.fileFullUrl, a private reference to pass to POST /v1/confirmation
// (receipts are never public). No api-key, as in the original API (ADR 0042).
import type { ActionFunctionArgs } from "@remix-run/node";
import { limitByIp } from "~/accounts/rate-limit.server";
import { CONFIRMATION_MESSAGES as M } from "~/payments/confirmation-schema";
import { storeReceipt } from "~/payments/confirmation.server";
import { checkReceipt, parseReceiptForm } from "~/payments/upload.server";
import { apiError, apiJson } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  // Anyone may upload (as in the original API), so uploads are counted per client address.
  const limited = limitByIp(request, "upload");
  if (limited) return apiError(429, limited);
  let form: FormData;
  try {
    form = await parseReceiptForm(request, "file");
  } catch (error) {
    if (error instanceof Response && error.status === 413) return apiError(413, M.receiptTooBig);
    if (error instanceof Response && error.status === 415) return apiError(415, await error.text());
    return apiError(400, "Invalid request body");
  }
  const receipt = await checkReceipt(form.get("file"));
  if (!receipt.ok) {
    const message = { missing: M.receipt, tooBig: M.receiptTooBig, type: M.receiptType }[receipt.problem];
    return apiError(receipt.problem === "tooBig" ? 413 : 400, message, { file: [message] });
  }
  const key = await storeReceipt(receipt.bytes, receipt.type, "uploads");
  return apiJson({ fileFullUrl: key }, { status: 201, message: "File uploaded" });
}
