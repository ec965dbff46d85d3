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
 * URL paths (relative to `dir`, "/x.js") with the encodings that have a copy beside them.
 * @param {string} dir @returns {Map<string, Set<string>>}
 */
export function findPrecompressed(dir) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  /** @param {string} sub */
  const walk = (sub) => {
    let names;
    try {
      names = fs.readdirSync(path.join(dir, sub), { withFileTypes: true });
    } catch {
      return; // no build yet
    }
    for (const entry of names) {
      const rel = `${sub}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      for (const [encoding, suffix] of Object.entries(SUFFIX)) {
        if (entry.isFile() && entry.name.endsWith(suffix)) {
          const original = rel.slice(0, -suffix.length);
          if (!found.has(original)) found.set(original, new Set());
          found.get(original)?.add(encoding);
        }
      }
    }
  };
  walk("");
  return found;
}

/**
 * Express middleware for the build's folder: points the request at the pre-compressed copy.
 * @param {string} dir
 * @returns {(req: any, res: any, next: () => void) => void}
 */
export function precompressedAssetsMiddleware(dir) {
  const precompressed = findPrecompressed(dir);
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
