// Issue 41, items 1 and 2 (ADR 0350): every redirect target a request carries goes through one
// function, safeRedirect(), which resolves the text against our origin first and accepts only
// the resolved same-origin path. Three parts: the function against a table of hostile forms;
// every route that reads a redirect parameter against the same table (where a browser would
// really go from its Location); and a walk over the route files that fails on a read of a
// redirect parameter that does not go through the function.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginDestination } from "~/accounts/auth.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { withLang } from "~/i18n/config";
import { listReturnTo } from "~/supplier/list-url.server";
import { safeRedirect } from "~/utils/url.server";
import { action as languageAction, loader as languageLoader } from "~/routes/language";
import { loader as switchVenueLoader } from "~/routes/dashboard.switch-venue";
import { loader as loginLoader } from "~/routes/login";
import { action as manageReservationsAction } from "~/routes/dashboard.manage-reservations";
import { action as managePaymentsAction } from "~/routes/admin.manage-payments";
import { action as checkoutPayAction } from "~/routes/checkout.pay";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { createLineInvoice } from "../support/ops-fixtures";
import { seededVendor } from "../support/team-fixtures";
import { freshDatabase } from "../support/test-db";

/** Redirect targets that must never leave the site (or must fall back). */
export const HOSTILE: string[] = [
  // the findings
  "/.//evil.com",
  "/..//evil.com",
  "/a/..//evil.com",
  "/%2e//evil.com",
  "/./\\evil.com",
  "/dashboard/..//evil.com",
  "/dashboard/../..//evil.com",
  // scheme-relative and backslashes
  "//evil.com",
  "///evil.com",
  "////evil.com/a",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "/a/..\\..\\/evil.com",
  // dot segments, encoded
  "/%2e%2e//evil.com",
  "/%2E//evil.com",
  "/.%2e//evil.com",
  "/a/%2e%2e//evil.com",
  "/dashboard/%2e%2e//evil.com",
  // encoded slashes and backslashes
  "/%2f/evil.com",
  "/%2F%2Fevil.com",
  "%2f%2fevil.com",
  "/%5cevil.com",
  "/%5C%5Cevil.com",
  "/%5c/evil.com",
  // doubled and tripled encodings
  "/%252f/evil.com",
  "/%252F%252Fevil.com",
  "/%255cevil.com",
  "/%252e//evil.com",
  "/%25252f/evil.com",
  // tabs, newlines, spaces and other controls (browsers drop the first ones)
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "\t//evil.com",
  "/ /evil.com",
  "/\u0000/evil.com",
  "/%09/evil.com",
  "/%0a/evil.com",
  "/%0d%0a/evil.com",
  "/%00//evil.com",
  // user info and absolute URLs
  "//user@evil.com",
  "/@evil.com/..//evil.com",
  "//app.test@evil.com",
  "http://evil.com",
  "https://evil.com/path",
  "http:/evil.com",
  "http:evil.com",
  "HTTPS://evil.com",
  "ftp://evil.com",
  "evil.com",
  "",
  "@evil.com",
  // scripts and data
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "/javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  " javascript:alert(1)",
  // Unicode slashes and look-alikes (a Location header carries ASCII only)
  "/\uff0f/evil.com",
  "\uff0f\uff0fevil.com",
  "/\u2215/evil.com",
  "/\u2044/evil.com",
  "/\u29f8/evil.com",
  "/\uff3cevil.com",
  "/\u3000/evil.com",
  "/\u2028/evil.com",
  "/%E2%88%95/..//evil.com",
  "/\u0130//evil.com",
];

/** Same-site targets that must come through (as resolved paths). */
const KEPT: Array<[string, string]> = [
  ["/", "/"],
  ["/dashboard", "/dashboard"],
  ["/my-reservation?x=1&y=%2F%2Fa", "/my-reservation?x=1&y=%2F%2Fa"],
  ["/search?keyword=Ubud%20Resort&page=2", "/search?keyword=Ubud%20Resort&page=2"],
  ["/a/../search", "/search"],
  ["/search#results", "/search#results"],
];

/** Where a browser goes from this Location, seen from https://app.test/here (it drops tabs and newlines). */
function destination(location: string | null) {
  return new URL((location ?? "").replace(/[\t\n\r]/g, ""), "https://app.test/here");
}

function expectSameSite(location: string | null, target: string) {
  const url = destination(location);
  expect(url.origin, `${JSON.stringify(target)} -> ${location}`).toBe("https://app.test");
  // Not a path that a second parse (another proxy, a client router) would read as a host.
  expect(location ?? "", `${JSON.stringify(target)} -> ${location}`).not.toMatch(/^[/\\]{2}|^[a-z][a-z0-9+.-]*:/i);
}

describe("the hostile-form table", () => {
  it("has at least 50 forms", () => {
    expect(new Set(HOSTILE).size).toBeGreaterThanOrEqual(50);
    expect(new Set(HOSTILE).size).toBe(HOSTILE.length);
  });
});

describe("safeRedirect", () => {
  it.each(HOSTILE.map((t) => [t]))("refuses %j", (target) => {
    expect(safeRedirect(target, "/home")).toBe("/home");
    expect(safeRedirect(target, "/dashboard", { within: "/dashboard" })).toBe("/dashboard");
  });

  it.each(KEPT)("keeps %j as %j", (target, kept) => {
    expect(safeRedirect(target, "/home")).toBe(kept);
  });

  it("checks `within` on the resolved path", () => {
    expect(safeRedirect("/dashboard/team?tab=a", "/d", { within: "/dashboard" })).toBe("/dashboard/team?tab=a");
    expect(safeRedirect("/dashboard/../admin", "/d", { within: "/dashboard" })).toBe("/d");
    expect(safeRedirect("/dashboardx", "/d", { within: "/dashboard" })).toBe("/d");
    expect(safeRedirect("/dashboard/%2e%2e/admin", "/d", { within: "/dashboard" })).toBe("/d");
  });

  it("withLang never turns a path into a host", () => {
    expect(withLang("/.//evil.com", "id")).toBe("/evil.com?lang=id");
  });
});

let db: DB;
let vendorCookie: string;
let adminCookie: string;
let venueId: number;
let vendorLineId: number;

beforeAll(async () => {
  db = await freshDatabase();
  const vendor = await seededVendor(db);
  vendorCookie = await sessionCookieFor(vendor.userId);
  const admin = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.admin.email))))!;
  adminCookie = await sessionCookieFor(admin.id);
  const product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, vendor.supplierId))))!;
  venueId = product.venueId;
  const { lineIds } = await createLineInvoice(db, { productId: product.id, startsAt: new Date(Date.now() + 30 * 86400_000) });
  vendorLineId = lineIds[0]!;
});

const form = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
});

/** Every route file that reads a redirect parameter, and how to send it one. */
const ROUTES: Record<string, (target: string) => Promise<string | null>> = {
  "language.tsx": async (target) =>
    (await callRoute(languageLoader, new Request(`https://app.test/language?${new URLSearchParams({ lang: "id", next: target })}`))).headers.get("Location"),
  "language.tsx (POST, signed in)": async (target) =>
    (
      await callRoute(
        languageAction,
        new Request("https://app.test/language", form(vendorCookie, { lang: "id", next: target })),
      )
    ).headers.get("Location"),
  "dashboard.switch-venue.tsx": async (target) =>
    (
      await callRoute(
        switchVenueLoader,
        new Request(`https://app.test/dashboard/switch-venue?${new URLSearchParams({ venue: String(venueId), returnTo: target })}`, { headers: { Cookie: vendorCookie } }),
      )
    ).headers.get("Location"),
  "dashboard.manage-reservations.tsx": async (target) =>
    (
      await callRoute(
        manageReservationsAction,
        new Request("https://app.test/dashboard/manage-reservations", form(vendorCookie, { intent: "acknowledge", id: String(vendorLineId), acknowledge: "1", returnTo: target })),
      )
    ).headers.get("Location"),
  "admin.manage-payments.tsx": async (target) =>
    (
      await callRoute(
        managePaymentsAction,
        new Request("https://app.test/admin/manage-payments", form(adminCookie, { intent: "acknowledge", id: String(vendorLineId), acknowledge: "1", returnTo: target })),
      )
    ).headers.get("Location"),
  // The login page hands redirectTo on to its form; logging in goes through loginDestination().
  "login.tsx": async (target) => {
    const response = await callRoute(loginLoader, new Request(`https://app.test/login?${new URLSearchParams({ redirectTo: target })}`));
    const data = (await response.json()) as { redirectTo: string | null };
    return data.redirectTo ?? loginDestination({ isAdmin: false, isSupplier: false }, target);
  },
  // An empty invoice number sends the user back to the page they came from (Referer).
  "checkout.pay.tsx": async (target) => {
    let referer: string;
    try {
      referer = new URL(target, "https://app.test").href;
    } catch {
      referer = target;
    }
    const response = await callRoute(checkoutPayAction, new Request("https://app.test/checkout/pay", form("", { invoiceNo: "" }, { Referer: referer.replace(/[^\x20-\x7e]/g, "") })));
    return response.headers.get("Location");
  },
};

describe("every route that reads a redirect parameter", () => {
  for (const [file, send] of Object.entries(ROUTES)) {
    it(`${file}: none of the ${HOSTILE.length} hostile forms leaves the site`, async () => {
      for (const target of HOSTILE) expectSameSite(await send(target), target);
    });
  }

  it("the issue's findings answer same-site (item 1: /language, item 2: the venue switcher)", async () => {
    for (const next of ["/.//evil.com", "/..//evil.com", "/a/..//evil.com", "/%2e//evil.com", "/./\\evil.com"]) {
      const location = await ROUTES["language.tsx"]!(next);
      expect(location).not.toMatch(/^\/\//);
      expect(destination(location).host).toBe("app.test");
    }
    const back = await ROUTES["dashboard.switch-venue.tsx"]!("/dashboard/..//evil.com");
    expect(back).toBe("/dashboard");
  });

  it("listReturnTo keeps the list page and its query, nothing else", () => {
    expect(listReturnTo("/dashboard/manage-reservations?page=2&ack=4", "/dashboard/manage-reservations")).toBe("/dashboard/manage-reservations?page=2");
    expect(listReturnTo("/dashboard/manage-reservations/..//evil.com", "/dashboard/manage-reservations")).toBe("/dashboard/manage-reservations");
  });
});

// ---- the walk over the route files ----

const APP = path.resolve(__dirname, "../../app");
/** Names a request's redirect target goes by (query, form field or header). */
const REDIRECT_PARAM = /\.get\(\s*["'`](next|redirectTo|redirect_to|redirect|returnTo|return_to|returnUrl|backTo|back|continue|goto|dest|destination|callbackUrl|target|url|referer)["'`]\s*\)/gi;
/** Functions whose first argument is a redirect target and which pass it through safeRedirect(). */
const CHECKED_WRAPPERS = ["safeRedirect", "listReturnTo", "backTo", "loginDestination", "completeLogin"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The name of the call the expression at `index` is the first argument of, if any. */
function enclosingCall(text: string, index: number): string | null {
  // Walk back over the argument's own text (a receiver like `url.searchParams` or `form`).
  let i = index - 1;
  while (i >= 0 && /[\w.$?]/.test(text[i]!)) i--;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  if (text[i] !== "(") return null;
  const before = text.slice(0, i).match(/([A-Za-z_$][\w$]*)\s*$/);
  return before ? before[1]! : null;
}

describe("the route walk", () => {
  const files = sourceFiles(APP);
  const readers = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(REDIRECT_PARAM)) {
      const name = match[1]!.toLowerCase();
      // A Referer is a whole URL: it is parsed first, then its path goes through safeRedirect().
      const ok = name === "referer" ? /safeRedirect\(/.test(text) : CHECKED_WRAPPERS.includes(enclosingCall(text, match.index!) ?? "");
      const rel = path.relative(APP, file);
      const list = readers.get(rel) ?? [];
      list.push(ok ? "ok" : `${match[0]} at offset ${match.index} is not an argument of ${CHECKED_WRAPPERS.join("/")}`);
      readers.set(rel, list);
    }
  }

  it("finds the routes that read a redirect parameter", () => {
    expect([...readers.keys()].filter((f) => f.startsWith("routes/")).length).toBeGreaterThanOrEqual(5);
  });

  it("every read of a redirect parameter goes through safeRedirect() (directly or a checked wrapper)", () => {
    const bad = [...readers.entries()].flatMap(([file, list]) => list.filter((l) => l !== "ok").map((l) => `${file}: ${l}`));
    expect(bad).toEqual([]);
  });

  it("every route file that reads one is in the hostile-form run above", () => {
    const routes = [...readers.keys()].filter((f) => f.startsWith("routes/")).map((f) => f.slice("routes/".length));
    expect(routes.filter((f) => !(f in ROUTES))).toEqual([]);
  });

  it("every checked wrapper calls safeRedirect() (or another checked wrapper)", () => {
    const wrappers = CHECKED_WRAPPERS.filter((w) => w !== "safeRedirect");
    expect(wrappers.length).toBeGreaterThan(0);
    for (const wrapper of wrappers) {
      const defined = files
        .map((f) => fs.readFileSync(f, "utf8"))
        .map((text) => text.match(new RegExp(`function ${wrapper}\\([^]*?\\n}`))?.[0])
        .filter((body): body is string => !!body);
      expect(defined.length, wrapper).toBeGreaterThan(0);
      for (const body of defined) expect(body, wrapper).toMatch(new RegExp(`\\b(${CHECKED_WRAPPERS.filter((w) => w !== wrapper).join("|")})\\(`));
    }
  });

  it("the redirect fields a form schema carries reach a checked wrapper", () => {
    // login.tsx's schema carries redirectTo; its action hands it to completeLogin().
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      if (!/routes[/\\]/.test(file) || !/\bredirectTo\b[^\n]*=\s*submission\.value|\{[^}]*\bredirectTo\b[^}]*\}\s*=\s*submission\.value/.test(text)) continue;
      expect(text, file).toMatch(/completeLogin\([^)]*redirectTo\)/);
    }
  });
});
