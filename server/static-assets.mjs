// Pre-compressed copies of the build's bundles (scripts/precompress-assets.mjs writes
// `x.js.br` and `x.js.gz` beside `x.js` after `remix build`): a client that accepts brotli or
// gzip gets the copy made once at build time at the highest level, with the original's
// Content-Type; the static handler after this serves the file (ADR 0170).
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { negotiateEncoding } from "./compress.mjs";

/** @type {Record<string, string>} */
const SUFFIX = { br: ".br", gzip: ".gz" };

/**
 * The files under `dir` as URL paths relative to it ("/x.js", "/_shared/y.js"); none before a build.
 * @param {string} dir @returns {string[]}
 */
function filesUnder(dir) {
  try {
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/")}`);
  } catch {
    return []; // no build yet
  }
}

/**
 * Of the build's files (URL paths, "/x.js"), those with copies beside them, with their encodings.
 * @param {string[]} files @returns {Map<string, Set<string>>}
 */
function precompressedCopies(files) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const rel of files) {
    for (const [encoding, suffix] of Object.entries(SUFFIX)) {
      if (!rel.endsWith(suffix)) continue;
      const original = rel.slice(0, -suffix.length);
      if (!found.has(original)) found.set(original, new Set());
      found.get(original)?.add(encoding);
    }
  }
  return found;
}

/**
 * Express middleware for the build's folder: points the request at the pre-compressed copy.
 * @param {string} dir
 * @returns {(req: any, res: any, next: () => void) => void}
 */
export function precompressedAssetsMiddleware(dir) {
  const precompressed = precompressedCopies(filesUnder(dir));
  const mime = /** @type {any} */ (express.static).mime;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = precompressed.get(req.path);
    if (!encodings) return next();
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (!encodings.has(encoding)) return next();
    const type = mime.lookup(req.path);
    const charset = mime.charsets.lookup(type);
    res.setHeader("Content-Type", charset ? `${type}; charset=${charset}` : type);
    res.setHeader("Content-Encoding", encoding);
    req.url = `${req.path}${SUFFIX[encoding]}${req.url.slice(req.path.length)}`;
    next();
  };
}

/**
 * The build's fingerprinted bundles served from memory (ADR 0440): read once at start (3.7 MB with
 * their brotli and gzip copies); a request is a map look-up and one write, where the static
 * handler paid a stat, an open, a read stream and a close for each of the 30-odd chunks a page
 * loads. The same answer as the static handler gives: the copy the client accepts, its type, the
 * immutable cache header, a weak ETag (304 when it matches), Last-Modified. Paths not in the build
 * (and requests other than GET and HEAD) go on to the next handler. Not for development, where the
 * build changes under the running server.
 * @param {string} dir
 * @param {{ maxAgeSeconds: number }} options
 * @returns {(req: any, res: any, next: () => void) => void}
 */
export function memoryAssetsMiddleware(dir, { maxAgeSeconds }) {
  const mime = /** @type {any} */ (express.static).mime;
  // One listing of the build for both the originals and their copies.
  const files = filesUnder(dir);
  const precompressed = precompressedCopies(files);
  /** @type {Map<string, { type: string; copies: Map<string, { body: Buffer; etag: string; lastModified: string }> }>} */
  const assets = new Map();
  /** @param {string} file */
  const copyOf = (file) => {
    const stat = fs.statSync(file);
    return { body: fs.readFileSync(file), etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`, lastModified: stat.mtime.toUTCString() };
  };
  for (const rel of files) {
    if (Object.values(SUFFIX).some((suffix) => rel.endsWith(suffix))) continue;
    const type = mime.lookup(rel);
    const charset = mime.charsets.lookup(type);
    const copies = new Map([["identity", copyOf(path.join(dir, rel))]]);
    for (const encoding of precompressed.get(rel) ?? []) copies.set(encoding, copyOf(path.join(dir, `${rel}${SUFFIX[encoding]}`)));
    assets.set(rel, { type: charset ? `${type}; charset=${charset}` : type, copies });
  }
  const cacheControl = `public, max-age=${maxAgeSeconds}, immutable`;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    if (asset.copies.size > 1) res.setHeader("Vary", "Accept-Encoding");
    const wanted = negotiateEncoding(req.headers["accept-encoding"]);
    const encoding = asset.copies.has(wanted) ? wanted : "identity";
    const copy = /** @type {{ body: Buffer; etag: string; lastModified: string }} */ (asset.copies.get(encoding));
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", copy.etag);
    res.setHeader("Last-Modified", copy.lastModified);
    res.setHeader("Content-Type", asset.type);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    const ifNoneMatch = req.headers["if-none-match"];
    if (typeof ifNoneMatch === "string" && ifNoneMatch.split(",").some((tag) => tag.trim() === copy.etag || tag.trim() === "*")) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader("Content-Length", copy.body.length);
    res.end(req.method === "HEAD" ? undefined : copy.body);
  };
}
