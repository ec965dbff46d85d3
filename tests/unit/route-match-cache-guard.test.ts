// Guard of server/route-match-cache.mjs (ADR 0266): its replacements swap functions on the
// exports objects of @remix-run/router and @remix-run/react, which works only while their
// callers read those exports at call time. An upgrade of any library listed in
// VERIFIED_VERSIONS fails here first, before a profile would show the caches silently bypassed.
import fs from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { VERIFIED_VERSIONS, versionMismatches } from "../../server/route-match-cache.mjs";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router");

const restore: (() => void)[] = [];
afterEach(() => {
  while (restore.length) restore.pop()!();
});

/** Replaces `name` on a module's exports with a counting pass-through, undone after the test. */
function countCalls(target: Record<string, unknown>, name: string): { calls: number } {
  const original = target[name] as (...args: unknown[]) => unknown;
  const counter = { calls: 0 };
  target[name] = (...args: unknown[]) => {
    counter.calls++;
    return original(...args);
  };
  restore.push(() => (target[name] = original));
  return counter;
}

describe("route-match-cache guard", () => {
  it("runs on the library versions its replacements were verified with", () => {
    // On failure: re-read the callers named below in the new versions, re-run
    // `npm run bench:server` with and without the caches, then update VERIFIED_VERSIONS.
    expect(versionMismatches()).toEqual([]);
    expect(versionMismatches((name) => (name === "@remix-run/router" ? "1.23.4" : VERIFIED_VERSIONS[name as keyof typeof VERIFIED_VERSIONS]))).toEqual([
      "@remix-run/router 1.23.4 (verified 1.23.3)",
    ]);
  });

  it("Remix's server runtime reads matchRoutes from the router's exports at call time", () => {
    const counter = countCalls(router, "matchRoutes");
    const { matchServerRoutes } = require("@remix-run/server-runtime/dist/routeMatching.js");
    const matches = matchServerRoutes([{ id: "root", path: "", children: [{ id: "routes/search", path: "search" }] }], "/search");
    expect(matches.map((m: { route: { id: string } }) => m.route.id)).toEqual(["root", "routes/search"]);
    expect(counter.calls).toBe(1);
  });

  it("react-router's matchRoutes export is the router's, read at access time", () => {
    const replacement = () => null;
    const original = router.matchRoutes;
    router.matchRoutes = replacement;
    restore.push(() => (router.matchRoutes = original));
    expect(require("react-router").matchRoutes).toBe(replacement);
  });

  it("react-router-dom's static router converts routes through the router's exports", () => {
    const counter = countCalls(router, "UNSAFE_convertRoutesToDataRoutes");
    const { createStaticRouter } = require("react-router-dom/server.js");
    const context = { basename: "/", location: { pathname: "/" }, matches: [], loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null };
    createStaticRouter([{ id: "root", path: "/" }], context);
    expect(counter.calls).toBe(1);
  });

  it("<RemixServer> builds its routes through the routes module's exports", () => {
    // Rendering <RemixServer> needs a whole build; its compiled call is read instead.
    const source = fs.readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    expect(source).toContain("routes.createServerRoutes(");
    expect(source).toMatch(/var routes = require\('\.\/routes\.js'\);/);
  });
});
