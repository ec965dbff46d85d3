// Compression of whole documents (ADR 0170). A page is compressed in one piece, after it is
// rendered, so the compressor sees the whole window: streaming it through compression()
// flushed every 2 KB chunk Remix wrote and Node's gzip restarted its window at each flush
// (/search: 14.6 KB gzipped as served against 6.2 KB in one piece, at 4-5x the CPU).
import zlib from "node:zlib";

/** Smaller bodies go out as they are: the headers would outweigh the saving. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality for documents compressed per request (ADR 0471, amending ADR 0425): 3 takes
 * half of 4's CPU in the thread pool under load (0.5-0.6 against 1.1-1.2 ms per /search page,
 * 32 connections) for 4.6 % more bytes (11.8 against 11.3 KB; its budget is 30). Static bundles
 * get 11 at build time.
 */
export const BROTLI_QUALITY = 3;

/**
 * Gzip level for documents, for the clients without brotli (ADR 0425): 3 takes a quarter of
 * 6's CPU on the /search page (0.15 against 0.66 ms) for 8 % more bytes (12.5 against 11.6 KB).
 */
export const GZIP_LEVEL = 3;

/** @typedef {"br" | "gzip" | "identity"} Encoding */

/**
 * Brotli settings for a document: its window no larger than the document (64 KB at least):
 * the default 4 MB window bought nothing on a page and its allocation, made on the event
 * loop even when compressing in the thread pool, cost half the loop's share (0.22 -> 0.12 ms
 * per /search page; the same bytes).
 * @param {Buffer} body
 */
function brotliOptions(body) {
  return {
    // The whole document is the one write: finishing with it spares a second pass through
    // the thread pool for the end of the stream.
    flush: zlib.constants.BROTLI_OPERATION_FINISH,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(Math.max(1, body.length))))),
    },
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A q=0 refuses a coding; `*` stands for any coding not named.
 * @param {string | string[] | undefined} header
 * @returns {Encoding}
 */
export function negotiateEncoding(header) {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return "identity";
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? (name === "x-gzip" ? undefined : q.get("*")) ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip") || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

/**
 * The body compressed with `encoding`, in this thread: for a page variant the page cache makes
 * once (a cached page asked for in another encoding).
 * @param {Buffer} body @param {Encoding} encoding @returns {Buffer}
 */
export function compressBody(body, encoding) {
  if (encoding === "br") return zlib.brotliCompressSync(body, brotliOptions(body));
  if (encoding === "gzip") return zlib.gzipSync(body, { level: GZIP_LEVEL });
  return body;
}

const brotliAsync = (/** @type {Buffer} */ body, /** @type {any} */ options) =>
  new Promise((resolve, reject) => zlib.brotliCompress(body, options, (error, result) => (error ? reject(error) : resolve(result))));
const gzipAsync = (/** @type {Buffer} */ body, /** @type {any} */ options) =>
  new Promise((resolve, reject) => zlib.gzip(body, options, (error, result) => (error ? reject(error) : resolve(result))));

/**
 * The body compressed with `encoding` in libuv's thread pool: every rendered page. Under load
 * the event loop is the bottleneck, and a /search page's brotli took 0.8 ms of it; off the loop
 * the server answered 15 % more pages per second for the same CPU (ADR 0241, superseding the
 * "in this thread" choice of ADR 0170, which counted CPU, not throughput).
 * @param {Buffer} body @param {Encoding} encoding @returns {Promise<Buffer>}
 */
export async function compressBodyAsync(body, encoding) {
  if (encoding === "br") {
    return /** @type {Promise<Buffer>} */ (brotliAsync(body, brotliOptions(body)));
  }
  if (encoding === "gzip") return /** @type {Promise<Buffer>} */ (gzipAsync(body, { level: GZIP_LEVEL }));
  return body;
}

/** Content types worth compressing (text of any kind, JSON, JavaScript, SVG). */
export function isCompressibleType(/** @type {string | undefined | null} */ contentType) {
  if (!contentType) return false;
  return /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i.test(contentType);
}
