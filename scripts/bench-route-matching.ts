// npx tsx scripts/bench-route-matching.ts [unpatched-router.cjs.js]
// CPU per call of the route matching a document request does, on the app's route tree
// (ADR 0266): @remix-run/router's matchRoutes as installed, optionally an unpatched copy of
// its server build for comparison, and server/route-match-cache.mjs's remembered matching.
// In-process, no HTTP: figures hold on a loaded machine where bench:server's do not.
import path from "node:path";
import { createRequire } from "node:module";
import { cacheRouteMatches } from "../server/route-match-cache.mjs";
import { appRouteManifest, routeTree } from "./app-route-tree";

const require = createRequire(import.meta.url);
const manifest = appRouteManifest();
const appRoutes = () => routeTree(manifest);

/** Microseconds of CPU per call (best of 3 rounds). */
function cpuPerCall(fn: () => void, calls = 1000): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / calls);
  }
  return best;
}

const paths = ["/search", "/product-detail/42", "/v1/cart-reservation-venue", "/dashboard/reviews"];
const installed = require("@remix-run/router");
const fresh = () => {
  // Each loaded copy of the router's server build gets its own module state.
  const file = process.argv[2];
  return file ? require(path.resolve(file)) : null;
};
const unpatched = fresh();
const routes = appRoutes();
const rows: [string, number][] = [];
for (const pathname of paths) {
  rows.push([`installed router, same array      ${pathname}`, cpuPerCall(() => installed.matchRoutes(routes, pathname))]);
  if (unpatched) rows.push([`unpatched router, same array      ${pathname}`, cpuPerCall(() => unpatched.matchRoutes(routes, pathname))]);
  // What react-router and Remix hand it: a route array rebuilt per render, the same shape.
  const cached = cacheRouteMatches({ router: { matchRoutes: (unpatched ?? installed).matchRoutes } });
  rows.push([`remembered (cache), new array     ${pathname}`, cpuPerCall(() => cached(appRoutes(), pathname)) - cpuPerCall(() => appRoutes())]);
  if (unpatched) rows.push([`unpatched router, new array       ${pathname}`, cpuPerCall(() => unpatched.matchRoutes(appRoutes(), pathname), 200) - cpuPerCall(() => appRoutes(), 200)]);
}
for (const [name, us] of rows) console.log(`${name.padEnd(62)} ${us.toFixed(1).padStart(8)} µs`);
