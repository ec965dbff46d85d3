// Issue 27, "done when": the Indonesian check covers every route. Each page route of app/routes
// (a module with a component) must be opened in Indonesian by one of the missing-key loops of
// tests/e2e/language-*.spec.ts (or axe's Indonesian group), which fail on any English text of the
// page's dictionaries. A new page without its Indonesian check fails here.
import fs from "node:fs";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes";
import { describe, expect, it } from "vitest";

// Pages that render no words of their own, with the reason.
const NOT_PAGES: Record<string, string> = {
  "/logout": "posts and redirects; its GET answers the home page",
  "/*": "the not-found page, checked as /this/does/not-exist",
  "/dashboard/messages/new": "the planner's compose screen (ComposeScreen, same words) with the vendor's back link: checked as /messages/new",
  "/payment-sandbox/:token": "reached by its Pay button in language-checkout.spec.ts (its token is made by the checkout), which checks it",
};

const routes = flatRoutes(path.resolve("app"));
function fullPath(id: string): string {
  const route = routes[id];
  const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}
const pages = [
  ...new Set(
    Object.values(routes)
      .filter((r) => /export default/.test(fs.readFileSync(path.join("app", r.file), "utf8")))
      .map((r) => `/${fullPath(r.id)}`),
  ),
].filter((p) => !(p in NOT_PAGES));

// Every path-like literal of the Indonesian specs, a template's `${...}` standing for one segment.
const specDir = path.resolve("tests/e2e");
const specs = fs.readdirSync(specDir).filter((f) => /^language.*\.spec\.ts$/.test(f) || f === "accessibility-axe.spec.ts");
const visited = specs.flatMap((f) =>
  [...fs.readFileSync(path.join(specDir, f), "utf8").matchAll(/["'`](\/[A-Za-z0-9_\-./${}:?=&+%]*)/g)].map((m) =>
    m[1].replace(/\$\{[^}]*\}/g, "X").split("?")[0].replace(/\/$/, "") || "/",
  ),
);

function pattern(route: string) {
  const body = route.replace(/[.+]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+");
  return new RegExp(`^${body}$`);
}

describe("the Indonesian missing-key check", () => {
  it("finds the page routes and the specs' paths", () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(visited).toContain("/dashboard");
  });

  it.each(pages)("opens %s in Indonesian", (page) => {
    expect(visited.some((p) => pattern(page).test(p)), `${page}: no language-*.spec.ts opens it`).toBe(true);
  });
});
