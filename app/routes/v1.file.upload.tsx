// POST /v1/file/upload (multipart, field `file`): a bank-transfer receipt, image or PDF up to
// 4 MB by content. Answers data.fileFullUrl: an absolute, signed link valid for 24 h (the uploader
// can fetch it) that POST /v1/confirmation takes as its fileFullUrl; receipts are never public
// (ADR 0042, 0132). No api-key, as in the original API.
import type { ActionFunctionArgs } from "@remix-run/node";
import { limitByIp } from "~/accounts/rate-limit.server";
import { CONFIRMATION_MESSAGES as M } from "~/payments/confirmation-schema.server";
import { storeReceipt } from "~/payments/confirmation.server";
import { checkReceipt, parseReceiptForm } from "~/payments/upload.server";
import { receiptLink } from "~/payments/receipt-link.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { appOrigin } from "~/utils/url.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  // Anyone may upload (as in the original API), so uploads are counted per client address.
  const limited = await limitByIp(request, "upload");
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
  const link = receiptLink(key, appOrigin(request));
  return apiJson({ fileFullUrl: link, expiresAt: new Date(Number(new URL(link).searchParams.get("expires"))).toISOString() }, { status: 201, message: "File uploaded" });
}
