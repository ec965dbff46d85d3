// The app's route tree as Remix builds it from app/routes (flat routes), for the route-matching
// bench (scripts/bench-route-matching.ts) and its unit test (tests/unit/perf-route-matching.test.ts).
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js");

export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;

/** Every route file of the app and the root, by id. */
export function appRouteManifest(): RouteManifest {
  return { root: { id: "root", path: "" }, ...flatRoutes(path.resolve("app")) };
}

/** The manifest as a nested route array, a fresh copy per call (as react-router and Remix rebuild theirs). */
export function routeTree(manifest: RouteManifest): unknown[] {
  const build = (parentId: string | undefined): unknown[] =>
    Object.values(manifest)
      .filter((r) => (r.id === "root" ? parentId === undefined : (r.parentId ?? "root") === parentId))
      .map((r) => {
        const children = build(r.id);
        return { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, ...(children.length ? { children } : {}) };
      });
  return build(undefined);
}
