// JSON envelope of the /v1 API: `{ data, message }` on success, `{ message, errors? }` on
// failure, with a meaningful HTTP status.
export function apiJson<T>(data: T, init?: number | (ResponseInit & { message?: string })) {
  const opts = typeof init === "number" ? { status: init } : init ?? {};
  const { message, ...responseInit } = opts as ResponseInit & { message?: string };
  return jsonResponse({ data, message: message ?? "OK" }, responseInit);
}

export function apiError(status: number, message: string, errors?: Record<string, string[] | undefined>) {
  return jsonResponse({ message, ...(errors ? { errors } : {}) }, { status });
}

// Not `Response.json()`: remix-serve installs a fetch polyfill whose Response lacks it.
function jsonResponse(body: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
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
