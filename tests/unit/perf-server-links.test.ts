// The app's Link on the server (ADR 0446, issue 43) writes the <a> itself: it must be the very
// markup Remix's Link renders there, or hydration would find another page than the server sent.
// Both are rendered in a router on the search page, for every kind of `to` the app uses.
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Link, serverLinkAttributes } from "~/components/link";

const CURRENT = "/search?date=2026-12-01&tab=venue";

function both(props: LinkProps) {
  const render = (L: typeof RemixLink) => renderToString(createElement(StaticRouter, { location: CURRENT }, createElement(L, props)));
  return { app: render(Link), remix: render(RemixLink) };
}

const cases: [string, LinkProps][] = [
  ["a path", { to: "/search", className: "block rounded", children: "Search" }],
  ["a path with a query and a hash", { to: "/product-detail/12?date=2026-12-01&time=08%3A00#book", children: "Book" }],
  ["a path with data-, aria- and event props", { to: "/login?tab=signup", "data-auth-modal": "signup", "aria-label": "Sign up", onClick: () => {}, onMouseEnter: () => {}, children: "Sign up" } as LinkProps],
  ["a new tab", { to: "/voucher/9", target: "_blank", rel: "noreferrer", children: "Voucher" }],
  ["reloadDocument (no discovery)", { to: "/logout", reloadDocument: true, children: "Out" }],
  ["discover none", { to: "/messages", discover: "none", children: "Messages" }],
  ["prefetch intent (nothing more on the server)", { to: "/venue-detail/3", prefetch: "intent", children: "Venue" }],
  ["router-only props", { to: "/search?page=2", replace: true, preventScrollReset: true, state: { from: "x" }, children: "2" }],
  ["a full URL", { to: "https://wa.me/6281234567890", children: "WhatsApp" }],
  ["a mail link", { to: "mailto:hello@example.com", children: "Mail" }],
  ["a relative query (resolved by the router)", { to: "?page=3", children: "3" }],
  ["a relative path", { to: "../venue-detail/3", children: "Up" }],
  ["a path with an empty query", { to: "/search?", children: "Empty" }],
  ["an object", { to: { pathname: "/search", search: "?q=ubud" }, children: "Object" }],
  ["a child element", { to: "/", children: createElement("b", { className: "x" }, "Bali", createElement("span", null, "MICE")) }],
];

describe("the app's Link on the server", () => {
  it.each(cases)("renders what Remix's Link renders: %s", (_name, props) => {
    const { app, remix } = both(props);
    expect(app).toBe(remix);
  });

  it("writes the <a> itself for paths and URLs, and leaves relative ones to the router", () => {
    expect(serverLinkAttributes({ to: "/search?x=1" })).toMatchObject({ href: "/search?x=1", "data-discover": "true" });
    expect(serverLinkAttributes({ to: "https://example.com/" })).toMatchObject({ href: "https://example.com/", "data-discover": undefined });
    for (const to of ["?page=2", "../x", "x", "/search?", "/search#", "//evil.example/x", ""]) {
      if (to.startsWith("//")) expect(serverLinkAttributes({ to })?.["data-discover"]).toBeUndefined();
      else expect(serverLinkAttributes({ to })).toBeNull();
    }
    expect(serverLinkAttributes({ to: { pathname: "/search" } })).toBeNull();
  });
});
