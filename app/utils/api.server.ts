// JSON envelope of the /v1 API: `{ data, message }` on success, `{ message, errors? }` on
// failure, with a meaningful HTTP status.
// Built with Remix's json(): under remix-serve the global Response is Remix's polyfill,
// which has no static Response.json().
import { json } from "@remix-run/node";
import { parseFormBody, readJsonObject, RequestBodyError } from "~/utils/request-body.server";

export function apiJson<T>(data: T, init?: number | (ResponseInit & { message?: string })): Response {
  const opts = typeof init === "number" ? { status: init } : init ?? {};
  const { message, ...responseInit } = opts as ResponseInit & { message?: string };
  return json({ data, message: message ?? "OK" }, responseInit);
}

export function apiError(status: number, message: string, errors?: Record<string, string[] | undefined>): Response {
  return json({ message, ...(errors ? { errors } : {}) }, { status });
}

/**
 * Reads a JSON body (bounded in size and depth) or a form body as a plain object, its text
 * cleaned of control characters; a body that cannot be read answers 400/413/415 `{ message }`.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.toLowerCase().includes("application/json")) return await readJsonObject(request);
    return Object.fromEntries(await parseFormBody(request));
  } catch (error) {
    if (error instanceof RequestBodyError) throw apiError(error.status, error.message);
    throw apiError(400, "Invalid request body");
  }
}

/** The /v1 answer to a method a path does not take (exported as a route's loader or action). */
export function methodNotAllowed() {
  return apiError(405, "Method Not Allowed");
}
