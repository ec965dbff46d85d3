// JSON envelope of the /v1 API: `{ data, message }` on success, `{ message, errors? }` on
// failure, with a meaningful HTTP status. Messages that domain modules give as references to
// the string catalogues (ADR 0391) are answered in English, the API's language.
// Built with Remix's json(): under remix-serve the global Response is Remix's polyfill,
// which has no static Response.json().
import { json } from "@remix-run/node";
import { messageText } from "~/i18n/catalog/text.server";
import { parseFormBody, readJsonObject, RequestBodyError } from "~/utils/request-body.server";

export function apiJson<T>(data: T, init?: number | (ResponseInit & { message?: string })): Response {
  const opts = typeof init === "number" ? { status: init } : init ?? {};
  const { message, ...responseInit } = opts as ResponseInit & { message?: string };
  return json({ data, message: message === undefined ? "OK" : messageText("en", message) }, responseInit);
}

export function apiError(status: number, message: string, errors?: Record<string, string[] | undefined>): Response {
  const english = errors && Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list?.map((m) => messageText("en", m))]));
  return json({ message: messageText("en", message), ...(english ? { errors: english } : {}) }, { status });
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

/** The page (from 1) and page size a /v1 list call asks for; a bad value falls back to page 1 or the default size. */
export function apiPaging(url: URL, defaultLimit: number, maxLimit = 100): { page: number; limit: number } {
  const page = Number(url.searchParams.get("page"));
  const limit = Number(url.searchParams.get("limit"));
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, maxLimit) : defaultLimit,
  };
}

export type ApiListPage = {
  /** The page asked for, also past the last one. */
  page: number;
  limit: number;
  total: number;
  /** Default: the pages `total` fills (at least 1). */
  pageCount?: number;
  /** The total is a lower bound (counted up to a cap, ADR 0161). */
  totalCapped?: boolean;
};

/**
 * The answer of every /v1 list: one page of data with the paging headers X-Total-Count,
 * X-Page, X-Limit and X-Page-Count. A page past the end answers an empty list with the same
 * headers (X-Page as asked), never the last page again: clients that load pages until one is
 * empty stop there (ADR 0261).
 */
export function apiList<T>(data: T, paging: ApiListPage, init: { headers?: Record<string, string>; message?: string } = {}): Response {
  const pageCount = paging.pageCount ?? Math.max(1, Math.ceil(paging.total / paging.limit));
  return apiJson(data, {
    message: init.message,
    headers: {
      ...init.headers,
      "X-Total-Count": String(paging.total),
      ...(paging.totalCapped ? { "X-Total-Count-Capped": "true" } : {}),
      "X-Page": String(paging.page),
      "X-Limit": String(paging.limit),
      "X-Page-Count": String(pageCount),
    },
  });
}

/** One page of a list held in memory. */
export function pageOf<T>(items: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return items.slice((page - 1) * limit, page * limit);
}
