// Page weight (ADR 0124): gzipped JavaScript a browser loads for each public page, read from
// the client build's manifest (public/build/manifest-*.js): the entry, the root and every route
// module on the way to the page, with their shared chunks, counted once. Chunks loaded later
// by dynamic import (e.g. the map, when a map is opened) are not part of a page's first load.
// Also the CSS each page links and the size of a document as a server sends it. Used by
// `npm run bench:weight` (scripts/bench-weight.ts) and tests/e2e/perf-page-weight.spec.ts (CI).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Every public page's JavaScript on first load, gzipped (issue 43). Met since the browser bundle
 * runs on preact/compat (ADR 0475): 57-76 KB, where React 18 took 92.5-111.6 KB.
 */
export const PAGE_BUDGET_KB = 95;
/** Gzipped CSS a public page links (issue 17). */
export const CSS_BUDGET_KB = 20;
/** The search page's HTML as served, compressed (issue 17). */
export const SEARCH_HTML_BUDGET_KB = 30;
/**
 * The search page's HTML uncompressed, in KB of 1024 bytes (issue 43: back under 57,000 bytes,
 * where 89e1892 was; 65eb8ab had 72.9 KB): what the server renders and compresses per request.
 * The result cards' "Add to request" boxes (issue 45) were paid for within it (ADR 0415).
 */
export const SEARCH_HTML_RAW_BUDGET_KB = 55.6;

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** Route ids that are not public pages: signed-in areas, the API, development tools. */
const PRIVATE = /^routes\/(dashboard|admin|v1\.|dev\.)/;

export function readManifest(publicDir = "public"): Manifest {
  const dir = path.join(publicDir, "build");
  const files = fs.readdirSync(dir).filter((f) => /^manifest-.*\.js$/.test(f));
  if (!files.length) throw new Error(`no manifest in ${dir}: run npm run build first`);
  const newest = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  const src = fs.readFileSync(newest, "utf8");
  return JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1)) as Manifest;
}

/** True when the route file renders a page (resource routes have no default export). */
function isPage(id: string, appDir: string) {
  for (const ext of [".tsx", ".ts", ".jsx", ".js"]) {
    const file = path.join(appDir, `${id}${ext}`);
    if (fs.existsSync(file)) return /export\s+default\s/.test(fs.readFileSync(file, "utf8"));
  }
  return false;
}

const gzCache = new Map<string, number>();
function gzipBytes(publicDir: string, url: string) {
  let n = gzCache.get(url);
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(path.join(publicDir, url)), { level: 9 }).length;
    gzCache.set(url, n);
  }
  return n;
}

export type PageWeight = { route: string; path: string; kb: number; files: number; cssKb: number; css: string[] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Stylesheets a route puts in its `links`: the root's tailwind.css, leaflet.css where the route
 * uses `mapLinks` (map-view.tsx), and any stylesheet the route file imports itself. Read from the
 * source because the server build cannot be imported without starting the app's jobs.
 */
function routeStylesheets(id: string, appDir: string): string[] {
  const file = [".tsx", ".ts"].map((ext) => path.join(appDir, `${id}${ext}`)).find((f) => fs.existsSync(f));
  if (!file) return [];
  const src = fs.readFileSync(file, "utf8");
  const sheets = [...src.matchAll(/import\s+\w+\s+from\s+"([^"]+\.css)"/g)].map((m) => path.basename(m[1], ".css"));
  if (/\bmapLinks\b/.test(src)) sheets.push("leaflet");
  return sheets;
}

/** The built file of a stylesheet (`public/build/_assets/<name>-<hash>.css`, newest build). */
function builtStylesheet(publicDir: string, name: string): string | null {
  const dir = path.join(publicDir, "build", "_assets");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith(`${name}-`) && f.endsWith(".css")) : [];
  const newest = files.sort((a, b) => fs.statSync(path.join(dir, b)).mtimeMs - fs.statSync(path.join(dir, a)).mtimeMs)[0];
  return newest ? `/build/_assets/${newest}` : null;
}

export function publicPageWeights({ publicDir = "public", appDir = "app" } = {}): PageWeight[] {
  const m = readManifest(publicDir);
  const out: PageWeight[] = [];
  for (const route of Object.values(m.routes)) {
    if (route.id === "root" || PRIVATE.test(route.id) || !isPage(route.id, appDir)) continue;
    const urls = new Set<string>([m.entry.module, ...m.entry.imports]);
    const css = new Set<string>();
    const chain: string[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? m.routes[r.parentId] : undefined) {
      urls.add(r.module);
      for (const i of r.imports ?? []) urls.add(i);
      for (const name of routeStylesheets(r.id, appDir)) {
        const built = builtStylesheet(publicDir, name);
        if (built) css.add(built);
      }
      if (r.path) chain.unshift(r.path);
    }
    const bytes = [...urls].reduce((sum, u) => sum + gzipBytes(publicDir, u), 0);
    const cssBytes = [...css].reduce((sum, u) => sum + gzipBytes(publicDir, u), 0);
    out.push({ route: route.id, path: `/${chain.filter(Boolean).join("/")}`, kb: kb(bytes), files: urls.size, cssKb: kb(cssBytes), css: [...css] });
  }
  return out.sort((a, b) => b.kb - a.kb);
}

/**
 * A document as the server sends it to a browser (Chrome's Accept-Encoding): bytes on the wire
 * and the encoding used. Node's http, not fetch, which would decode the body.
 */
export function servedDocument(url: string, acceptEncoding = "gzip, deflate, br"): Promise<{ bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "Accept-Encoding": acceptEncoding, Accept: "text/html" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity"), status: res.statusCode ?? 0 }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/**
 * Pages over a budget, one line each (empty when every page holds). `searchHtml`: /search as
 * served (compressed); `searchHtmlRaw`: the same page uncompressed.
 */
export function overBudget(pages: PageWeight[], searchHtml?: { bytes: number } | null, searchHtmlRaw?: { bytes: number } | null): string[] {
  const problems: string[] = [];
  for (const p of pages) {
    if (p.kb > PAGE_BUDGET_KB) problems.push(`${p.path}: ${p.kb} KB of JS (budget ${PAGE_BUDGET_KB})`);
    if (p.cssKb > CSS_BUDGET_KB) problems.push(`${p.path}: ${p.cssKb} KB of CSS (budget ${CSS_BUDGET_KB})`);
  }
  if (searchHtml && kb(searchHtml.bytes) > SEARCH_HTML_BUDGET_KB) {
    problems.push(`/search HTML: ${kb(searchHtml.bytes)} KB as served (budget ${SEARCH_HTML_BUDGET_KB})`);
  }
  if (searchHtmlRaw && searchHtmlRaw.bytes > SEARCH_HTML_RAW_BUDGET_KB * 1024) {
    problems.push(`/search HTML: ${kb(searchHtmlRaw.bytes)} KB uncompressed (budget ${SEARCH_HTML_RAW_BUDGET_KB})`);
  }
  return problems;
}

/** The table `npm run bench:weight` and the CI spec print. */
export function weightTable(pages: PageWeight[]): string {
  const lines = [`gzipped per public page (budgets: JS ${PAGE_BUDGET_KB} KB, CSS ${CSS_BUDGET_KB} KB)`, "    JS KB  CSS KB  page"];
  for (const p of pages) lines.push(`${p.kb.toFixed(1).padStart(9)} ${p.cssKb.toFixed(1).padStart(7)}  ${p.path}`);
  return lines.join("\n");
}
