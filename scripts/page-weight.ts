// Page weight (ADR 0124): gzipped JavaScript a browser loads for each public page, read from
// the client build's manifest (public/build/manifest-*.js): the entry, the root and every route
// module on the way to the page, with their shared chunks, counted once. Chunks loaded later
// by dynamic import (e.g. the map, when a map is opened) are not part of a page's first load.
// Used by tests/e2e/perf-page-weight.spec.ts (CI) and `npx tsx scripts/page-weight.ts`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const PAGE_BUDGET_KB = 120;

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** Route ids that are not public pages: signed-in areas, the API, development tools. */
const PRIVATE = /^routes\/(dashboard|admin|v1\.|dev\.)/;

export function readManifest(publicDir = "public"): Manifest {
  const dir = path.join(publicDir, "build");
  const files = fs.readdirSync(dir).filter((f) => /^manifest-.*\.js$/.test(f));
  if (!files.length) throw new Error(`no manifest in ${dir}: run npx remix build first`);
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

export type PageWeight = { route: string; path: string; kb: number; files: number };

export function publicPageWeights({ publicDir = "public", appDir = "app" } = {}): PageWeight[] {
  const m = readManifest(publicDir);
  const out: PageWeight[] = [];
  for (const route of Object.values(m.routes)) {
    if (route.id === "root" || PRIVATE.test(route.id) || !isPage(route.id, appDir)) continue;
    const urls = new Set<string>([m.entry.module, ...m.entry.imports]);
    const chain: string[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? m.routes[r.parentId] : undefined) {
      urls.add(r.module);
      for (const i of r.imports ?? []) urls.add(i);
      if (r.path) chain.unshift(r.path);
    }
    const bytes = [...urls].reduce((sum, u) => sum + gzipBytes(publicDir, u), 0);
    out.push({ route: route.id, path: `/${chain.filter(Boolean).join("/")}`, kb: Math.round((bytes / 1024) * 10) / 10, files: urls.size });
  }
  return out.sort((a, b) => b.kb - a.kb);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  for (const p of publicPageWeights()) console.log(`${p.kb.toFixed(1).padStart(6)} KB  ${p.path}`);
}
