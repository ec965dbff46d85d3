// JSON envelope of the /v1 API: `{ data, message }` on success, `{ message, errors? }` on
// failure, with a meaningful HTTP status.
// Built with Remix's json(): under remix-serve the global Response is Remix's polyfill,
// which has no static Response.json().
import { json } from "@remix-run/node";

export function apiJson<T>(data: T, init?: number | (ResponseInit & { message?: string })): Response {
  const opts = typeof init === "number" ? { status: init } : init ?? {};
  const { message, ...responseInit } = opts as ResponseInit & { message?: string };
  return json({ data, message: message ?? "OK" }, responseInit);
}

export function apiError(status: number, message: string, errors?: Record<string, string[] | undefined>): Response {
  return json({ message, ...(errors ? { errors } : {}) }, { status });
}

/** Reads a JSON body (or a form body) as a plain object; a bad body gives a 400. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) return ((await request.json()) ?? {}) as Record<string, unknown>;
    const form = await request.formData();
    return Object.fromEntries(form);
  } catch {
    throw apiError(400, "Invalid request body");
  }
}

/** The /v1 answer to a method a path does not take (exported as a route's loader or action). */
export function methodNotAllowed() {
  return apiError(405, "Method Not Allowed");
}
