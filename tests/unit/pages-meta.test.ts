// Every page has a title and a meta description (search results, shared links, the browser's
// tabs and history). Remix replaces the root's meta with a route's, so each page route must give
// both itself; a route added without them fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve(import.meta.dirname, "../../app/routes");
// Page routes: those rendering a component (resource routes like /v1/* and *.csv have no page).
const pages = readdirSync(ROUTES)
  .filter((f) => f.endsWith(".tsx") && /^export default/m.test(readFileSync(path.join(ROUTES, f), "utf8")))
  .sort();

type MetaDescriptor = { title?: string; name?: string; content?: string };

describe("page titles and descriptions", () => {
  it("finds the page routes", () => {
    console.log(`${pages.length} page routes checked for a title and a description`);
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)("%s exports a title and a description", async (file) => {
    const mod = (await import(path.join(ROUTES, file))) as { meta?: (args: unknown) => MetaDescriptor[] };
    expect(mod.meta, `${file} exports meta`).toBeTypeOf("function");
    // Without loader data: what Remix gives a page whose loader failed, the least a page has.
    const tags = mod.meta!({ data: undefined, params: {}, location: { pathname: "/", search: "", hash: "" }, matches: [], error: undefined });
    const title = tags.find((t) => typeof t.title === "string")?.title ?? "";
    const description = tags.find((t) => t.name === "description")?.content ?? "";
    expect(title.trim().length, `${file} title`).toBeGreaterThan(3);
    expect(description.trim().length, `${file} description "${description}"`).toBeGreaterThanOrEqual(20);
    expect(description.length, `${file} description fits a search result`).toBeLessThanOrEqual(200);
  });
});
