// Inclusions as a list editor (ADR 0221): the vendor writes one inclusion per line; the product
// keeps the sanitized HTML list /v1 clients and the product page read; stored HTML (old free-form
// inclusions too) loads back as lines; markup typed in a line stays text.
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first, run } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { sanitizeInclusion } from "~/catalog/sanitize.server";
import { action, loader } from "~/routes/dashboard.product-list";
import { inclusionItems, inclusionListHtml } from "~/supplier/inclusions";
import { inclusionLinesFromHtml } from "~/supplier/inclusions.server";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
let cookie: string;
let product: typeof tables.products.$inferSelect;

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!.id;
  cookie = await sessionCookieFor(user.id);
  product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
});

const editPage = async () =>
  (await callRoute(loader, new Request(`http://app.test/dashboard/product-list?edit=${product.id}`, { headers: { Cookie: cookie } }))).json();

async function saveInclusion(text: string) {
  const { selected } = await editPage();
  const form = new URLSearchParams({
    intent: "update", id: String(product.id), subVenueId: String(selected.subVenueId), productName: selected.productName, unit: selected.unit,
    price: String(selected.price), discountPercentage: String(selected.discountPercentage), inclusion: text, termCondition: selected.termCondition,
    openTime: selected.openTime, closeTime: selected.closeTime, validFrom: selected.validFrom, validTo: selected.validTo, status: "inactive",
  });
  return callRoute(action, new Request("http://app.test/dashboard/product-list", { method: "POST", headers: { Cookie: cookie }, body: form }));
}
const stored = async () => (await first(db.select().from(tables.products).where(eq(tables.products.id, product.id))))!.inclusion;

describe("inclusion lines", () => {
  it("reads stored HTML back as lines: list items, paragraphs, line breaks, entities; scripts dropped", () => {
    expect(inclusionLinesFromHtml("<ul><li>Projector</li><li>Coffee &amp; tea</li></ul>")).toEqual(["Projector", "Coffee & tea"]);
    expect(inclusionLinesFromHtml("<p>Sound system</p><p><strong>Free</strong> Wi-Fi<br>Parking</p>")).toEqual(["Sound system", "Free Wi-Fi", "Parking"]);
    expect(inclusionLinesFromHtml("Lunch<script>alert(1)</script>\n  \n<ol><li>Dinner &#8211; buffet</li></ol>")).toEqual(["Lunch", "Dinner – buffet"]);
    expect(inclusionLinesFromHtml("<li>&amp;lt;b&amp;gt; stays text</li>")).toEqual(["&lt;b&gt; stays text"]);
  });

  it("lines -> stored list -> lines gives the same lines, for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 8 }), (raw) => {
        const items = inclusionItems(raw.join("\n"));
        const html = inclusionListHtml(items);
        expect(sanitizeInclusion(html)).toBe(html); // already what the sanitizer keeps
        expect(inclusionLinesFromHtml(html)).toEqual(items);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the product form's inclusion editor", () => {
  it("loads the product's HTML as lines and saves lines as the HTML list", async () => {
    await run((db) => db.update(tables.products).set({ inclusion: "<ul><li>Projector</li><li>Coffee break</li></ul>" }).where(eq(tables.products.id, product.id)));
    expect((await editPage()).selected.inclusionLines).toEqual(["Projector", "Coffee break"]);

    const res = await saveInclusion("Coffee break\r\n\r\n  Projector and screen  \nFree <b>Wi-Fi</b>\n");
    expect(res.status).toBe(302);
    expect(await stored()).toBe("<ul><li>Coffee break</li><li>Projector and screen</li><li>Free &lt;b&gt;Wi-Fi&lt;/b&gt;</li></ul>");
    expect((await editPage()).selected.inclusionLines).toEqual(["Coffee break", "Projector and screen", "Free <b>Wi-Fi</b>"]);
  });

  it("refuses an empty list or an over-long line next to the field and keeps the stored list", async () => {
    const before = await stored();
    const empty = await saveInclusion(" \n \n");
    expect(empty.status).toBe(400);
    expect((await empty.json()).result.error.inclusion).toBeTruthy();
    const long = await saveInclusion(`Projector\n${"x".repeat(250)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).result.error.inclusion[0]).toMatch(/at most 200 characters/);
    expect(await stored()).toBe(before);
  });
});
