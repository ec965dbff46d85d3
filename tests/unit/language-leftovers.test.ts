// English left on Indonesian pages and one format per language (issue 42 item 7): the
// denylist of the language check, the product page's date hint and times, the search's times,
// who cancelled on the vendor's dashboard, m² as written, addresses composed once and phone
// numbers formatted.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DICTIONARIES } from "~/i18n/strings.server";
import { messageText } from "~/i18n/messages.server";
import { msg } from "~/i18n/message-ref";
import * as productPage from "~/routes/product-detail.$id";
import { fullAddress } from "~/utils/text";
import { displayPhone } from "~/utils/phone";
import { parseSearchParams } from "~/catalog/search-params";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { deniedEnglish, DENYLIST } from "../e2e/support/language";
import { bookableProduct, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";
import type { DB } from "~/db.server";
import { readFileSync } from "node:fs";

let loaderData: unknown;
let pageStrings: Record<string, unknown> = {};
let lang = "id";
vi.mock("@remix-run/react", async (importOriginal) =>
  (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
    loaderData: () => loaderData,
    root: () => ({ lang }),
    matches: () => [{ id: "page", data: { i18n: pageStrings } }],
  }),
);

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const text = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("the language check's denylist", () => {
  it("finds the leftovers the issue lists, as whole words", () => {
    expect(deniedEnglish("Ruang: Sub venue (dalam ruangan)")).toEqual(["Sub venue"]);
    expect(deniedEnglish("Minimal 90 pax")).toEqual(["pax"]);
    expect(deniedEnglish("dibatalkan oleh the planner")).toEqual(["the planner"]);
    expect(deniedEnglish("PESAN VENUE")).toEqual(["VENUE"]);
    expect(deniedEnglish("Venue di Benoa · Perjamuan · paxi")).toEqual([]);
    expect(DENYLIST).toContain("Banquet");
  });

  for (const [domain, dict] of Object.entries(DICTIONARIES)) {
    it(`${domain}: no Indonesian text holds a denylisted English word`, () => {
      const found = Object.entries(dict.id as Record<string, string>).flatMap(([key, value]) => deniedEnglish(value.replace(/\{\w+\}/g, "")).map((w) => `${key}: ${w}`));
      expect(found).toEqual([]);
    });
  }
});

async function renderProduct(id: number, query: string) {
  const route = productPage as unknown as { loader: (a: never) => Promise<Response>; default: ComponentType };
  const response = await route.loader({ request: new Request(`http://localhost:3000/product-detail/${id}?lang=id&${query}`), params: { id: String(id) }, context: {} } as never);
  const data = (await response.json()) as { i18n: Record<string, unknown> };
  loaderData = data;
  pageStrings = data.i18n;
  return renderToString(createElement(route.default));
}

describe("the Indonesian product page", () => {
  it("hints the date as (HH/BB/TTTT), writes times 08.00 and people as orang", async () => {
    const fixture = await bookableProduct(db, "Person", 0);
    const html = await renderProduct(fixture.product.id, `date=${daysAhead(10)}&time=10:00`);
    const shown = text(html);
    expect(shown).toContain("(HH/BB/TTTT)");
    expect(shown).not.toContain("(DD/MM/YYYY)");
    expect(shown).toMatch(/\b\d{2}\.00\b/);
    expect(shown).not.toMatch(/\b\d{2}:\d{2}\b/);
    expect(deniedEnglish(shown)).toEqual([]);
  });
});

describe("the Indonesian search", () => {
  it("writes its times 08.00 (the form's options and the results line)", async () => {
    lang = "id";
    pageStrings = { search: DICTIONARIES.search.id };
    const { SearchForm } = await import("~/components/catalog/search-form");
    // Tomorrow: on today's date 08:00 is past from 08:00 Bali time, and the form moves it on.
    const f = parseSearchParams(new URLSearchParams(`time=08:00&date=${addDaysIso(baliIsoDate(), 1)}`), { today: baliIsoDate() });
    const html = renderToString(createElement(SearchForm, { action: "/search", filters: f, today: baliIsoDate(), variant: "home" }));
    expect(html).toContain('<option value="08:00" selected="">08.00</option>');
    expect(readFileSync("app/components/catalog/search-screen.tsx", "utf8")).toContain("time: timesIn(filters.time, lang)");
  });
});

describe("server-made words and formats", () => {
  it("who cancelled is said in Indonesian on the vendor's dashboard", () => {
    expect(messageText("id", msg("bookings.byThePlanner"))).toBe("pemesan");
    expect(messageText("en", msg("bookings.byThePlanner"))).toBe("the planner");
  });

  it("an address names its district and Bali once", () => {
    expect(fullAddress("Jl. Pratama 1, Benoa, Bali", "Benoa")).toBe("Jl. Pratama 1, Benoa, Bali");
    expect(fullAddress("Jl. Pratama 1", "Benoa")).toBe("Jl. Pratama 1, Benoa, Bali");
    expect(fullAddress("", "Ubud")).toBe("Ubud, Bali");
    expect(fullAddress("Jl. Raya, Benoa, Bali 80363", "Benoa")).toBe("Jl. Raya, Benoa, Bali 80363");
  });

  it("phone numbers are formatted for reading", () => {
    expect(displayPhone("+62361234567")).toBe("+62 361 234567");
    expect(displayPhone("+6281234567890")).toBe("+62 812 3456 7890");
    expect(displayPhone("not a phone")).toBe("not a phone");
  });

  it("a room's size is not shouted: m² stays lower case on the venue page", () => {
    const venuePage = readFileSync("app/routes/venue-detail.$id.tsx", "utf8");
    const line = venuePage.split("\n").findIndex((l) => l.includes("t.spaceFacts"));
    expect(venuePage.split("\n")[line - 1]).not.toContain("capitalize");
  });
});
