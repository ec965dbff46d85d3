// Route matching once per path instead of four times per request (ADRs 0172, 0241, 0266).
//
// The one place where the app reaches into Remix's and React Router's internals: every
// replacement below swaps a function on a module's exports object, which its callers read at
// call time in the versions listed in VERIFIED_VERSIONS. installRouteMatchCaches() installs them
// only on those versions (elsewhere the server runs the libraries' own code, slower, and says
// so); tests/unit/route-match-cache-guard.test.ts fails as soon as an upgrade changes a version.
//
// A document request matched the URL against every route file four times: Remix's server
// runtime, its static handler, and twice while rendering (react-router's <Routes> and Remix's
// <Links>/<Scripts>), each call flattening the 110-odd routes into branches, ranking them and
// compiling a regular expression per branch tried: 16 % of a /search page's CPU. Three of the
// four calls go through the `matchRoutes` export of @remix-run/router (the static handler's
// is internal to it), with route arrays that differ by identity (two are rebuilt for every
// render) but not by shape: the same ids, paths and nesting. So the answer for a path is kept
// per route-tree shape, and each call gets it with its own route objects.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The versions whose internals were read for these replacements (which exports their callers
 * read at call time, and with which arguments). An upgrade must re-read them, re-run the
 * guard test and the benchmark (ADR 0266), then change this list.
 */
export const VERIFIED_VERSIONS = Object.freeze({
  "@remix-run/router": "1.23.3",
  "@remix-run/react": "2.17.5",
  "@remix-run/server-runtime": "2.17.5",
  "react-router": "6.30.4",
  "react-router-dom": "6.30.4",
});

/**
 * The installed versions that differ from VERIFIED_VERSIONS, as "name installed (verified x)".
 * @param {(name: string) => string} [versionOf]
 * @returns {string[]}
 */
export function versionMismatches(versionOf = (name) => require(`${name}/package.json`).version) {
  return Object.entries(VERIFIED_VERSIONS)
    .map(([name, verified]) => [name, versionOf(name), verified])
    .filter(([, installed, verified]) => installed !== verified)
    .map(([name, installed, verified]) => `${name} ${installed} (verified ${verified})`);
}

/**
 * Installs the three replacements below when the installed libraries are the verified ones.
 * @returns {{ installed: boolean, mismatches: string[] }}
 */
export function installRouteMatchCaches() {
  const mismatches = versionMismatches();
  if (mismatches.length) return { installed: false, mismatches };
  cacheRouteMatches();
  cacheServerRoutes();
  cacheDataRoutes();
  cacheStaticHandlerBranches();
  return { installed: true, mismatches };
}

/**
 * The shape of a route tree (ids, paths, index and case flags, nesting) and its routes by id,
 * or null for routes without ids (then nothing is cached).
 * @param {any[]} routes
 * @returns {{ signature: string, byId: Map<string, any> } | null}
 */
function describeTree(routes) {
  /** @type {Map<string, any>} */
  const byId = new Map();
  let signature = "";
  /** @param {any[]} list @returns {boolean} */
  const walk = (list) => {
    signature += "[";
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) return false;
      byId.set(route.id, route);
      signature += `${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
      if (route.children?.length && !walk(route.children)) return false;
      signature += "\u0002";
    }
    signature += "]";
    return true;
  };
  return walk(routes) ? { signature, byId } : null;
}

/**
 * Replaces `matchRoutes` on @remix-run/router's exports with one that remembers, per route
 * tree shape, basename and path, which routes matched with which params (at most `maxEntries`
 * paths, least recently used dropped). Idempotent.
 * @param {{ router?: any, maxEntries?: number }} [options]
 */
export function cacheRouteMatches({ router = require("@remix-run/router"), maxEntries = 2000 } = {}) {
  if (router.matchRoutes.uncached) return router.matchRoutes;
  const uncached = router.matchRoutes;
  /** @type {WeakMap<object, ReturnType<typeof describeTree>>} */
  const trees = new WeakMap();
  // A short number per tree shape for the answers' keys: a shape's signature runs to kilobytes,
  // and hashing it three times per request cost more than the look-up saved.
  /** @type {Map<string, number>} */
  const shapeIds = new Map();
  /** @type {WeakMap<object, number>} */
  const shapeOf = new WeakMap();
  /** @type {Map<string, { id: string, params: Record<string, string | undefined>, pathname: string, pathnameBase: string }[] | null>} */
  const answers = new Map();

  /** @param {any[]} routes @param {any} location @param {string} [basename] */
  function matchRoutes(routes, location, basename = "/") {
    if (!Array.isArray(routes)) return uncached(routes, location, basename);
    let tree = trees.get(routes);
    if (tree === undefined) {
      tree = describeTree(routes);
      trees.set(routes, tree);
    }
    if (!tree) return uncached(routes, location, basename);
    let shape = shapeOf.get(tree);
    if (shape === undefined) {
      shape = shapeIds.get(tree.signature);
      if (shape === undefined) shapeIds.set(tree.signature, (shape = shapeIds.size));
      shapeOf.set(tree, shape);
    }
    // Matching reads only the pathname (search and hash are ignored).
    const raw = typeof location === "string" ? location : location?.pathname;
    if (typeof raw !== "string") return uncached(routes, location, basename);
    const end = raw.search(/[?#]/);
    const pathname = end === -1 ? raw : raw.slice(0, end);
    const key = `${shape}\u0000${basename}\u0000${pathname}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const matches = uncached(routes, location, basename);
      answer = matches
        ? matches.map((/** @type {any} */ m) => ({ id: m.route.id, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase }))
        : null;
      answers.set(key, answer);
      if (answers.size > maxEntries) answers.delete(/** @type {string} */ (answers.keys().next().value));
      return matches;
    }
    // Most recently used last.
    answers.delete(key);
    answers.set(key, answer);
    if (answer === null) return null;
    const byId = tree.byId;
    // As in @remix-run/router, the matches of one call share one params object (all params).
    const params = { ...answer[answer.length - 1]?.params };
    return answer.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: byId.get(m.id) }));
  }
  matchRoutes.uncached = uncached;
  router.matchRoutes = matchRoutes;
  return matchRoutes;
}

/**
 * Replaces `createServerRoutes` of @remix-run/react (which <RemixServer> reads from its module's
 * exports at render time) with one that builds the route objects once per build: they depend
 * only on the build's route manifest and modules, which a build never changes, and neither
 * React Router nor Remix mutates them (each render converts them into its own data routes).
 * Rebuilding them cost 3-4 % of a page's CPU (ADR 0241). Idempotent.
 * @param {{ routesModule?: any }} [options]
 */
export function cacheServerRoutes({ routesModule = require("@remix-run/react/dist/routes.js") } = {}) {
  if (routesModule.createServerRoutes.uncached) return routesModule.createServerRoutes;
  const uncached = routesModule.createServerRoutes;
  /** @type {WeakMap<object, { modules: Record<string, unknown>, key: string, routes: any }>} */
  const built = new WeakMap();
  /** @param {any} manifestRoutes @param {any} routeModules @param {any} future @param {boolean} isSpaMode @param {...any} rest */
  function createServerRoutes(manifestRoutes, routeModules, future, isSpaMode, ...rest) {
    // Only the top-level call as <RemixServer> makes it (the recursion is internal).
    if (rest.length || !manifestRoutes || !routeModules || typeof manifestRoutes !== "object" || typeof routeModules !== "object") {
      return uncached(manifestRoutes, routeModules, future, isSpaMode, ...rest);
    }
    const key = `${JSON.stringify(future ?? null)}\u0000${isSpaMode ? 1 : 0}`;
    const entry = built.get(manifestRoutes);
    // The server runtime hands a new modules object per request, holding the same modules.
    const same = (/** @type {Record<string, unknown>} */ modules) => {
      const ids = Object.keys(routeModules);
      return ids.length === Object.keys(modules).length && ids.every((id) => routeModules[id] === modules[id]);
    };
    if (entry && entry.key === key && same(entry.modules)) return entry.routes;
    const routes = uncached(manifestRoutes, routeModules, future, isSpaMode);
    built.set(manifestRoutes, { modules: { ...routeModules }, key, routes });
    return routes;
  }
  createServerRoutes.uncached = uncached;
  routesModule.createServerRoutes = createServerRoutes;
  return createServerRoutes;
}

/**
 * Replaces `UNSAFE_convertRoutesToDataRoutes` of @remix-run/router (which react-router-dom's
 * `createStaticRouter` reads from the exports at render time) with one that converts a route
 * array once: with `cacheServerRoutes` the array is the same on every render, and the data
 * routes are only read. The caller's manifest looks up the kept one (its prototype). Converting them
 * again cost 3 % of a page's CPU (ADR 0241). Idempotent.
 * @param {{ router?: any }} [options]
 */
export function cacheDataRoutes({ router = require("@remix-run/router") } = {}) {
  if (router.UNSAFE_convertRoutesToDataRoutes.uncached) return router.UNSAFE_convertRoutesToDataRoutes;
  const uncached = router.UNSAFE_convertRoutesToDataRoutes;
  /** @type {WeakMap<object, Map<unknown, { dataRoutes: any[], manifest: Record<string, any> }>>} */
  const converted = new WeakMap();
  /** @param {any[]} routes @param {any} mapRouteProperties @param {string[] | undefined} parentPath @param {Record<string, any> | undefined} manifest */
  function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    // Only a whole tree (no parent path) into an empty manifest, as createStaticRouter asks.
    if (!Array.isArray(routes) || (parentPath !== undefined && parentPath.length) || (manifest && Object.keys(manifest).length)) {
      return uncached(routes, mapRouteProperties, parentPath, manifest);
    }
    let byMapper = converted.get(routes);
    if (!byMapper) converted.set(routes, (byMapper = new Map()));
    let entry = byMapper.get(mapRouteProperties);
    if (!entry) {
      const kept = {};
      entry = { dataRoutes: uncached(routes, mapRouteProperties, undefined, kept), manifest: kept };
      byMapper.set(mapRouteProperties, entry);
    }
    // createStaticRouter only looks routes up by id in it: the kept manifest behind the caller's
    // answers them without copying 110 entries per render (1 % of a page's CPU, ADR 0445).
    if (manifest) Object.setPrototypeOf(manifest, entry.manifest);
    return entry.dataRoutes;
  }
  convertRoutesToDataRoutes.uncached = uncached;
  router.UNSAFE_convertRoutesToDataRoutes = convertRoutesToDataRoutes;
  return convertRoutesToDataRoutes;
}

/**
 * The routes of `routes` on the branch `ids` (root first), each a shallow copy with only the
 * next one of the branch as its child: a tree where matching tries one branch.
 * @param {any[]} routes @param {string[]} ids @returns {any[] | null}
 */
function branchOf(routes, ids, depth = 0) {
  const route = routes?.find((r) => r.id === ids[depth]);
  if (!route) return null;
  if (depth === ids.length - 1) return [{ ...route, children: undefined }];
  const children = branchOf(route.children, ids, depth + 1);
  return children ? [{ ...route, children }] : null;
}

/**
 * Replaces `createStaticHandler` of @remix-run/router (which Remix's server runtime reads from
 * the exports when it derives a build) with one whose `query` and `queryRoute` run on a handler
 * of the requested path's branch alone: the static handler matches every request against the
 * whole tree internally (flattening and ranking the 110-odd routes each time, out of reach of
 * cacheRouteMatches), about 0.6 ms of a /search page (issue 43). The branch comes from the
 * remembered `matchRoutes`; a path no route matches goes to the whole tree's handler, as does
 * everything else the handler has (`dataRoutes`). One handler per branch, made on first use.
 * Idempotent.
 * @param {{ router?: any }} [options]
 */
export function cacheStaticHandlerBranches({ router = require("@remix-run/router") } = {}) {
  if (router.createStaticHandler.uncached) return router.createStaticHandler;
  const uncached = router.createStaticHandler;
  /** @param {any[]} routes @param {any} [opts] */
  function createStaticHandler(routes, opts) {
    const whole = uncached(routes, opts);
    const basename = opts?.basename || "/";
    /** @type {Map<string, any>} */
    const branches = new Map();
    /** @param {Request} request */
    const handlerFor = (request) => {
      let pathname;
      try {
        pathname = new URL(request.url).pathname;
      } catch {
        return whole;
      }
      const matches = router.matchRoutes(routes, pathname, basename);
      if (!matches?.length) return whole;
      const ids = matches.map((/** @type {any} */ m) => m.route.id);
      const key = ids.join("\u0000");
      let handler = branches.get(key);
      if (handler === undefined) {
        const branch = branchOf(routes, ids);
        handler = branch ? uncached(branch, opts) : whole;
        branches.set(key, handler);
      }
      return handler;
    };
    return {
      dataRoutes: whole.dataRoutes,
      /** @param {Request} request @param {any} [options] */
      query: (request, options) => handlerFor(request).query(request, options),
      /** @param {Request} request @param {any} [options] */
      queryRoute: (request, options) => handlerFor(request).queryRoute(request, options),
    };
  }
  createStaticHandler.uncached = uncached;
  router.createStaticHandler = createStaticHandler;
  return createStaticHandler;
}
