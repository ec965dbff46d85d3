// The Remix request handler, answering pages and loader JSON whole (ADR 0170): the rendered
// body is read in one piece, compressed once for this client (brotli or gzip), stored in the
// page cache with that variant when the page may be shared, and sent with a Content-Length.
// Other answers (files, CSV, event streams) stream as @remix-run/express sends them.
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import { compressBodyAsync, MIN_COMPRESS_BYTES } from "./compress.mjs";
import { encodingFor, sendWhole, storeRendered } from "./page-cache.mjs";

/** Answers read whole before sending: documents and `_data` loader JSON. */
const WHOLE_TYPES = /^(?:text\/html|application\/json)\b/i;

/**
 * The Fetch Request for an Express request, as @remix-run/express makes it (which exports
 * only its whole handler): the URL from the trusted host and protocol, the body as a stream,
 * and an abort signal when the client goes away before the answer is complete.
 * @param {any} req @param {any} res @returns {Request}
 */
export function createRemixRequest(req, res) {
  const forwardedPort = Number.parseInt(String(req.get("X-Forwarded-Host") ?? "").split(":")[1] ?? "", 10);
  const hostPort = Number.parseInt(String(req.get("host") ?? "").split(":")[1] ?? "", 10);
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (!value) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, /** @type {string} */ (value));
  }
  /** @type {AbortController | null} */
  let controller = new AbortController();
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = /** @type {any} */ (createReadableStreamFromReadable(req));
    init.duplex = "half";
  }
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url, init);
}

/** @param {any} res @param {Response} response */
async function sendStreamed(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * @param {{ build?: any, mode?: string, compressStreamed?: (req: any, res: any, next: () => void) => void, handleRequest?: (request: Request, context: any) => Promise<Response>, getLoadContext: (req: any, res: any) => any, pageCache: ReturnType<typeof import("./page-cache.mjs").createPageCache> }} options
 *   handleRequest stands in for the build's handler in tests
 * @returns {(req: any, res: any, next: (error?: unknown) => void) => Promise<void>}
 */
export function remixHandler({ build, mode, compressStreamed, handleRequest, getLoadContext, pageCache }) {
  const handle = handleRequest ?? createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await handle(request, getLoadContext(req, res));
      if (!response.body || response.headers.has("content-encoding") || !WHOLE_TYPES.test(response.headers.get("content-type") ?? "")) {
        if (compressStreamed) await new Promise((resolve) => compressStreamed(req, res, () => resolve(undefined)));
        await sendStreamed(res, response);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      /** @type {[string, string][]} */
      const headers = [...response.headers];
      const encoding = body.length >= MIN_COMPRESS_BYTES ? encodingFor(req) : "identity";
      const encoded = await compressBodyAsync(body, encoding);
      storeRendered(pageCache, res, { status: response.status, headers, body, encoding, encoded });
      sendWhole(res, { status: response.status, headers, body: encoded, encoding, varies: true });
    } catch (error) {
      next(error);
    }
  };
}
