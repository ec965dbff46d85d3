// Route matching remembered per route-tree shape and path (server/route-match-cache.mjs,
// ADR 0172): for every route file of the app, the remembered answer is the one
// @remix-run/router computes, for route arrays rebuilt per request as Remix does. The server
// routes and data routes built once per build answer as fresh ones (ADR 0241). The guard of
// the libraries' versions is tests/unit/route-match-cache-guard.test.ts (ADR 0266).
// No database is read: the PostgreSQL pass of `npm test` skips it (it repeated 9 s of the same work).
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cacheDataRoutes, cacheRouteMatches, cacheServerRoutes, cacheStaticHandlerBranches } from "../../server/route-match-cache.mjs";
import { appRouteManifest, routeTree, type RouteManifest } from "../../scripts/app-route-tree";
import { testsOnPostgres } from "../support/test-db";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router");
/** The app's route tree, as Remix builds it from app/routes (a fresh copy per call). */
function appRoutes() {
  const manifest = appRouteManifest();
  return { manifest, routes: routeTree(manifest) };
}

/** Paths that reach each route file: params filled in, splats given two segments. */
function samplePaths(manifest: RouteManifest): string[] {
  const full = (id: string): string => {
    const r = manifest[id]!;
    const parent = r.parentId && r.parentId !== "root" ? full(r.parentId) : "";
    return [parent, r.path ?? ""].filter(Boolean).join("/");
  };
  const paths = new Set(["/", "/nowhere", "/search/extra/deep", "/SEARCH", "/v1/unknown"]);
  for (const id of Object.keys(manifest)) {
    const pattern = full(id);
    paths.add(`/${pattern.replace(/:(\w+)\?/g, "opt").replace(/:(\w+)/g, "42").replace(/\*$/, "a/b")}`);
    paths.add(`/${pattern.replace(/:(\w+)\??/g, "x-y").replace(/\*$/, "")}?q=1#h`);
  }
  return [...paths];
}

const shape = (matches: { route: { id: string }; params: unknown; pathname: string; pathnameBase: string }[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe.skipIf(testsOnPostgres)("cacheRouteMatches", () => {
  const fake = { matchRoutes: router.matchRoutes, parsePath: router.parsePath };
  const matchRoutes = cacheRouteMatches({ router: fake, maxEntries: 50 });

  it("answers exactly as @remix-run/router for every route file, first call and remembered", () => {
    const { manifest } = appRoutes();
    const paths = samplePaths(manifest);
    expect(paths.length).toBeGreaterThan(Object.keys(manifest).length);
    for (let round = 0; round < 2; round++) {
      for (const pathname of paths) {
        // Remix rebuilds two of its route arrays for every render: a new array each time.
        const routes = appRoutes().routes;
        const expected = router.matchRoutes(routes, pathname);
        const got = matchRoutes(routes, pathname);
        expect(shape(got), pathname).toEqual(shape(expected));
        // The route objects are the caller's own, not those of an earlier call.
        expect(got.length).toBeGreaterThan(0);
        got?.forEach((m: { route: unknown }, i: number) => expect(m.route).toBe(expected![i]!.route));
      }
    }
  });

  it("keeps basenames and location objects apart, and trees of another shape", () => {
    const routes = [{ id: "a", path: "a", children: [{ id: "b", path: ":b" }] }];
    const other = [{ id: "a", path: "x", children: [{ id: "b", path: ":b" }] }];
    expect(shape(matchRoutes(routes, "/a/1"))).toEqual(shape(router.matchRoutes(routes, "/a/1")));
    expect(matchRoutes(other, "/a/1")).toBeNull();
    expect(shape(matchRoutes(routes, { pathname: "/base/a/2" }, "/base"))?.map((m) => m.params)).toEqual([{ b: "2" }, { b: "2" }]);
    expect(matchRoutes(routes, "/a/2", "/base")).toBeNull();
  });

  it("leaves routes without ids to @remix-run/router", () => {
    const routes = [{ path: "a" }, { path: "b" }];
    expect(matchRoutes(routes, "/b")?.[0]?.route).toBe(routes[1]);
  });

  it("replaces the export once, so the server runtime and react-router use it", () => {
    expect(cacheRouteMatches({ router: fake })).toBe(fake.matchRoutes);
    expect(fake.matchRoutes.uncached).toBe(router.matchRoutes);
  });
});

describe.skipIf(testsOnPostgres)("cacheServerRoutes", () => {
  it("builds the route objects once per build; a changed module rebuilds them", () => {
    let calls = 0;
    const fake = { createServerRoutes: (manifestRoutes: object, modules: Record<string, unknown>) => ({ n: ++calls, manifestRoutes, modules }) };
    const create = cacheServerRoutes({ routesModule: fake });
    const manifestRoutes = { root: { id: "root" }, "routes/a": { id: "routes/a" } };
    const modules = { root: { default: 1 }, "routes/a": { default: 2 } };
    const first = create(manifestRoutes, { ...modules }, { v3: true }, false);
    // The server runtime hands a new modules object per request, with the same modules.
    expect(create(manifestRoutes, { ...modules }, { v3: true }, false)).toBe(first);
    expect(calls).toBe(1);
    expect(create(manifestRoutes, { ...modules, "routes/a": { default: 3 } }, { v3: true }, false)).not.toBe(first);
    expect(create(manifestRoutes, { ...modules, "routes/a": { default: 3 } }, { v3: false }, false).n).toBe(3);
    expect(cacheServerRoutes({ routesModule: fake })).toBe(fake.createServerRoutes);
  });
});

describe.skipIf(testsOnPostgres)("cacheDataRoutes", () => {
  const fake = { UNSAFE_convertRoutesToDataRoutes: router.UNSAFE_convertRoutesToDataRoutes };
  const convert = cacheDataRoutes({ router: fake });
  const mapRouteProperties = (route: { hasErrorBoundary?: boolean }) => ({ hasErrorBoundary: Boolean(route.hasErrorBoundary) });

  it("converts a route array once, equal to @remix-run/router's, and each caller's manifest finds every route by id", () => {
    const { routes } = appRoutes();
    const expectedManifest: Record<string, { id: string }> = {};
    const expected = router.UNSAFE_convertRoutesToDataRoutes(routes, mapRouteProperties, undefined, expectedManifest);
    const manifest1: Record<string, { id: string }> = {};
    const first = convert(routes, mapRouteProperties, undefined, manifest1);
    expect(first).toEqual(expected);
    // createStaticRouter reads it as manifest[match.route.id] only.
    const ids = Object.keys(expectedManifest);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.map((id) => manifest1[id]?.id)).toEqual(ids);
    const manifest2: Record<string, { id: string }> = {};
    expect(convert(routes, mapRouteProperties, undefined, manifest2)).toBe(first);
    expect(ids.every((id) => manifest2[id] === manifest1[id])).toBe(true);
    expect(manifest2.root).toBe(first[0]);
    // Another array, or a call inside a tree, converts anew.
    expect(convert(appRoutes().routes, mapRouteProperties, undefined, {})).not.toBe(first);
    expect(convert(routes, mapRouteProperties, ["0"], {})).not.toBe(first);
  });
});

describe.skipIf(testsOnPostgres)("cacheStaticHandlerBranches", () => {
  type Context = { statusCode: number; matches: { route: { id: string }; params: unknown; pathname: string; pathnameBase: string }[]; loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };
  const fake = { createStaticHandler: router.createStaticHandler, matchRoutes: cacheRouteMatches({ router: { matchRoutes: router.matchRoutes }, maxEntries: 500 }) };
  const create = cacheStaticHandlerBranches({ router: fake });
  // Loaders that say which route answered, so loaderData shows what each handler ran.
  type Route = { id: string; children?: Route[] };
  const withLoaders = (routes: Route[]): Route[] =>
    routes.map((r) => ({ ...r, loader: () => `loaded ${r.id}`, children: r.children ? withLoaders(r.children) : undefined }));
  const summary = (c: Context | Response) =>
    c instanceof Response ? { status: c.status } : { status: c.statusCode, matches: shape(c.matches), loaderData: c.loaderData, errors: c.errors ? Object.keys(c.errors) : null };

  it("answers every route file's paths as the whole tree's handler does, with one handler per branch", async () => {
    const { manifest, routes } = appRoutes();
    const tree = withLoaders(routes as Route[]);
    const whole = router.createStaticHandler(tree);
    const branched = create(tree);
    const paths = samplePaths(manifest);
    expect(paths.length).toBeGreaterThan(Object.keys(manifest).length);
    let matched = 0;
    for (const path of paths) {
      const request = () => new Request(`http://app.test${path}`);
      const expected = summary(await whole.query(request()));
      expect(summary(await branched.query(request())), path).toEqual(expected);
      if ("matches" in expected && expected.status === 200) matched++;
    }
    expect(matched).toBeGreaterThan(Object.keys(manifest).length / 2);
    expect(branched.dataRoutes).toEqual(whole.dataRoutes);
  });

  it("runs a route's loader for queryRoute as the whole tree does, and refuses a route off the path alike", async () => {
    const { routes } = appRoutes();
    const tree = withLoaders(routes as Route[]);
    const whole = router.createStaticHandler(tree);
    const branched = create(tree);
    const ask = async (handler: typeof whole, path: string, routeId: string) => {
      try {
        return await handler.queryRoute(new Request(`http://app.test${path}`), { routeId });
      } catch (error) {
        return error instanceof Response ? `status ${error.status}` : `error ${(error as Error).message}`;
      }
    };
    expect(await ask(branched, "/search", "routes/search")).toBe("loaded routes/search");
    expect(await ask(branched, "/search", "root")).toBe("loaded root");
    expect(await ask(branched, "/search", "routes/login")).toEqual(await ask(whole, "/search", "routes/login"));
    expect(cacheStaticHandlerBranches({ router: fake })).toBe(fake.createStaticHandler);
  });
});
