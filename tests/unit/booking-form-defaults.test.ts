// The product page's booking form (issue 42 items 5 and 6): the start time opens on the first
// free time of the chosen date, a fully taken date says so and offers the next free dates, and
// without JavaScript the form's default button (Enter, a phone keyboard's Go) adds to the list.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type DB, tables, write } from "~/db.server";
import * as productPage from "~/routes/product-detail.$id";
import { baliToUtc } from "~/utils/format";
import { bookableProduct, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let loaderData: unknown;
let pageStrings: Record<string, unknown> = {};
vi.mock("@remix-run/react", async (importOriginal) =>
  (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
    loaderData: () => loaderData,
    root: () => ({ lang: (loaderData as { lang?: string })?.lang ?? "en" }),
    matches: () => [{ id: "page", data: { ...(loaderData as object), i18n: pageStrings } }],
  }),
);

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

type Data = { lang: string; i18n: Record<string, unknown>; defaults: { time: string; qty: string }; day: { times: { value: string; taken: boolean }[]; nextFreeDates?: string[] } | null };

async function renderProduct(id: number, query: string): Promise<{ html: string; data: Data }> {
  const route = productPage as unknown as { loader: (a: never) => Promise<Response>; default: ComponentType };
  const response = await route.loader({ request: new Request(`http://localhost:3000/product-detail/${id}?${query}`), params: { id: String(id) }, context: {} } as never);
  const data = (await response.json()) as Data;
  loaderData = data;
  pageStrings = data.i18n;
  return { html: renderToString(createElement(route.default)), data };
}

async function block(fixture: Awaited<ReturnType<typeof bookableProduct>>, date: string, from: string, to: string) {
  await write((db) => db.insert(tables.availabilityBlocks).values({
    supplierId: fixture.product.supplierId, subVenueId: fixture.subVenue.id, title: "Taken",
    startsAt: baliToUtc(date, from), endsAt: to === "24:00" ? baliToUtc(date, "23:59") : baliToUtc(date, to),
  }));
}

/** The form's markup (from <form id="book"> to its end). */
const bookForm = (html: string) => html.slice(html.indexOf('id="book"'), html.indexOf("</form>", html.indexOf('id="book"')));

describe("the start time", () => {
  it("opens on the first free time when the asked-for hour is taken", async () => {
    const fixture = await bookableProduct(db, "Hour", 0);
    const date = daysAhead(9);
    await block(fixture, date, "00:00", "11:00");
    const { html, data } = await renderProduct(fixture.product.id, `date=${date}&time=08:00`);
    const firstFree = data.day!.times.find((t) => !t.taken)!.value;
    expect(data.defaults.time).toBe(firstFree);
    // The select shows it: the selected option is the free one, not a disabled one.
    const selected = /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(bookForm(html).slice(bookForm(html).indexOf('id="book-time"')));
    expect(selected?.[0]).not.toContain("disabled");
    expect(selected?.[1]).toBe(firstFree);
  });

  it("a fully taken date says so and offers the next free dates, each a link that keeps the form", async () => {
    const fixture = await bookableProduct(db, "Hour", 1);
    const date = daysAhead(11);
    await block(fixture, date, "00:00", "24:00");
    const { html, data } = await renderProduct(fixture.product.id, `date=${date}&time=10:00&qty=2`);
    expect(data.day!.times.every((t) => t.taken)).toBe(true);
    expect(data.day!.nextFreeDates?.length).toBeGreaterThan(0);
    expect(data.day!.nextFreeDates![0]).toBe(daysAhead(12));
    expect(html).toContain('data-testid="day-full"');
    expect(html).toMatch(/No free time on \d{2}\/\d{2}\/\d{4}/);
    const [dd, mm, yyyy] = [daysAhead(12).slice(8, 10), daysAhead(12).slice(5, 7), daysAhead(12).slice(0, 4)];
    expect(html).toContain(`${dd}/${mm}/${yyyy}`);
    expect(html).toMatch(new RegExp(`href="/product-detail/${fixture.product.id}\\?[^"]*date=${daysAhead(12)}[^"]*#booking"`));
  });
});

describe("without JavaScript", () => {
  it("the form's first submit button in tree order is ADD TO RESERVATION LIST (Enter adds to the list)", async () => {
    const fixture = await bookableProduct(db, "Hour", 2);
    const { html } = await renderProduct(fixture.product.id, `date=${daysAhead(13)}`);
    const form = bookForm(html);
    const buttons = [...form.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].filter((m) => !/type="button"/.test(m[1]));
    expect(buttons.length).toBeGreaterThan(1);
    expect(buttons[0][2].replace(/<[^>]+>/g, "").trim()).toBe("ADD TO RESERVATION LIST");
    // "Check times for this date" is still offered, after it.
    expect(buttons.map((b) => b[2])).toContain("Check times for this date");
  });
});
