// Reading request bodies without trusting them: a body that is not what the route reads
// answers 415 (wrong type) or 400 (malformed), JSON is bounded in size and depth, and text
// comes out without control characters. Page actions use readFormData; the /v1 API reads
// through readBody (app/http/api.server.ts), which uses the same rules.
import { cleanText, isVerbatimField } from "~/utils/text";

/** A body the server will not read; `status` is 400, 413 or 415. */
export class RequestBodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const BODY_MESSAGES = {
  formType: "Unsupported body: send the form as application/x-www-form-urlencoded or multipart/form-data",
  formMalformed: "Malformed form body",
  multipartBoundary: "Malformed multipart body: no boundary",
  jsonMalformed: "Malformed JSON body",
  jsonNotObject: "The JSON body must be an object",
  jsonTooDeep: "The JSON body is nested too deeply",
  tooLarge: "Request body too large",
} as const;

/** Default bounds of a JSON body: API payloads are small and flat (the webhook passes its own). */
export const JSON_MAX_BYTES = 1024 * 1024;
export const JSON_MAX_DEPTH = 32;

const mediaType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

/** Is this a multipart/form-data body with the boundary its parser needs? */
export function hasMultipartBoundary(contentType: string): boolean {
  return /^multipart\/form-data\s*;(.*;)?\s*boundary=("[^"]+"|[^\s;]+)/i.test(contentType);
}

/** Form fields with text cleaned (files and password fields untouched). */
export function cleanFormData(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(name, typeof value === "string" && !isVerbatimField(name) ? cleanText(value) : value);
  }
  return clean;
}

/**
 * The form a browser posted (urlencoded or multipart), cleaned; throws RequestBodyError.
 * An empty body without a type is an empty form (a bare `fetch(url, { method: "POST" })`).
 */
export async function parseFormBody(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (type === "") {
    if ((await request.text()) === "") return new FormData();
    throw new RequestBodyError(415, BODY_MESSAGES.formType);
  }
  if (type === "multipart/form-data" && !hasMultipartBoundary(request.headers.get("Content-Type") ?? "")) {
    throw new RequestBodyError(400, BODY_MESSAGES.multipartBoundary);
  }
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new RequestBodyError(415, BODY_MESSAGES.formType);
  }
  try {
    return cleanFormData(await request.formData());
  } catch {
    throw new RequestBodyError(400, BODY_MESSAGES.formMalformed);
  }
}

/** parseFormBody for page actions: a body that is not a form answers 415/400 with a short text. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await parseFormBody(request);
  } catch (error) {
    if (error instanceof RequestBodyError) {
      throw new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}

/** Reads at most maxBytes of the body; more is a 413 (whatever Content-Length claimed). */
export async function readTextBounded(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw new RequestBodyError(413, BODY_MESSAGES.tooLarge);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new RequestBodyError(413, BODY_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Does this JSON text nest arrays/objects deeper than maxDepth? Checked before parsing. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Strings anywhere in a parsed JSON value cleaned (password fields untouched); depth is bounded already. */
function cleanJson(value: unknown, key = ""): unknown {
  if (typeof value === "string") return isVerbatimField(key) ? value : cleanText(value);
  if (Array.isArray(value)) return value.map((v) => cleanJson(v, key));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = cleanJson(v, k);
    return out;
  }
  return value;
}

/**
 * A JSON object body, at most maxBytes and maxDepth deep, its strings cleaned; throws
 * RequestBodyError (413 too large, 400 malformed, too deep or not an object).
 */
export async function readJsonObject(
  request: Request,
  { maxBytes = JSON_MAX_BYTES, maxDepth = JSON_MAX_DEPTH }: { maxBytes?: number; maxDepth?: number } = {},
): Promise<Record<string, unknown>> {
  const text = await readTextBounded(request, maxBytes);
  if (jsonNestsDeeperThan(text, maxDepth)) throw new RequestBodyError(400, BODY_MESSAGES.jsonTooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestBodyError(400, BODY_MESSAGES.jsonMalformed);
  }
  if (value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new RequestBodyError(400, BODY_MESSAGES.jsonNotObject);
  return cleanJson(value) as Record<string, unknown>;
}
