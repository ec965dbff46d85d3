// Multipart parsing for receipt uploads: the file is read into memory up to the limit, and a
// larger one is drained and reported (so the other fields survive and the user sees a message
// next to the field) instead of failing the whole request.
import {
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { detectFileType, type DetectedFileType } from "~/storage/file-type.server";
import { isImageType, reencodeImage } from "~/storage/image.server";
import { RECEIPT_MAX_BYTES } from "~/utils/constants";
import { cleanFormData, hasMultipartBoundary, readFormData } from "~/utils/request-body.server";

export const FILE_TOO_LARGE = "__file_too_large__";
const MAX_TEXT_PART_BYTES = 64 * 1024;
/** Bodies beyond this are refused before reading (a receipt is at most 4 MB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export function receiptUploadHandler(fileField: string, maxFileBytes = RECEIPT_MAX_BYTES): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    const isFile = typeof filename === "string";
    const limit = isFile ? maxFileBytes : MAX_TEXT_PART_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (!isFile) {
      if (size > limit) throw new Response("Field too large", { status: 413 });
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    if (name !== fileField || size === 0) return undefined;
    if (size > limit) return FILE_TOO_LARGE;
    return new File([new Uint8Array(Buffer.concat(chunks))], filename || "upload", { type: contentType });
  };
}

/**
 * Parses an upload form keeping the named file up to maxFileBytes: a body over maxBodyBytes
 * gets 413, one that is not a form 415/400 (a form without a file is read as usual).
 */
export async function parseUploadForm(
  request: Request,
  fileField: string,
  { maxBodyBytes = MAX_BODY_BYTES, maxFileBytes = RECEIPT_MAX_BYTES }: { maxBodyBytes?: number; maxFileBytes?: number } = {},
): Promise<FormData> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > maxBodyBytes) throw new Response("Payload Too Large", { status: 413 });
  if (!hasMultipartBoundary(request.headers.get("Content-Type") ?? "")) return readFormData(request);
  try {
    return cleanFormData(await unstable_parseMultipartFormData(request, receiptUploadHandler(fileField, maxFileBytes)));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response("Bad Request", { status: 400 });
  }
}

/** Parses a receipt or enquiry document upload (at most 4 MB). */
export function parseReceiptForm(request: Request, fileField: string): Promise<FormData> {
  return parseUploadForm(request, fileField);
}

export type ReceiptCheck =
  | { ok: true; bytes: Uint8Array; type: DetectedFileType }
  | { ok: false; problem: "missing" | "tooBig" | "type" };

/** A receipt must be an image or a PDF by its content, at most 4 MB. */
export async function checkReceipt(value: FormDataEntryValue | null | undefined | Uint8Array): Promise<ReceiptCheck> {
  if (value === FILE_TOO_LARGE) return { ok: false, problem: "tooBig" };
  let bytes: Uint8Array;
  if (value instanceof Uint8Array) bytes = value;
  else if (value && typeof value === "object" && "arrayBuffer" in value) bytes = new Uint8Array(await value.arrayBuffer());
  else return { ok: false, problem: "missing" };
  if (bytes.byteLength === 0) return { ok: false, problem: "missing" };
  if (bytes.byteLength > RECEIPT_MAX_BYTES) return { ok: false, problem: "tooBig" };
  const type = detectFileType(bytes);
  if (!type) return { ok: false, problem: "type" };
  if (!isImageType(type)) return { ok: true, bytes, type }; // a PDF, checked by its content
  // An image receipt is stored re-encoded (no EXIF/GPS, nothing appended); unreadable is refused.
  const clean = await reencodeImage(bytes, type.ext);
  if (!clean) return { ok: false, problem: "type" };
  return { ok: true, bytes: clean, type };
}
