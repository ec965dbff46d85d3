// What planners read on the public catalogue pages (issue 26): no vendor-only warnings, no
// "0 km" for a distance the vendor left blank.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, run, first } from "~/db.server";
import { loader as venueLoader } from "~/routes/venue-detail.$id";
import { loader as productLoader } from "~/routes/product-detail.$id";
import { loader as planLoader } from "~/routes/seating-plan.$subVenueId.$layout";
import { loader as subVenueListLoader } from "~/routes/dashboard.subvenue-list";
import { action as productListAction, loader as productListLoader } from "~/routes/dashboard.product-list";
import { loader as searchLoader } from "~/routes/search";
import { loader as apiProduct } from "~/routes/v1.products.$id";
import { loader as apiProducts } from "~/routes/v1.products";
import { addToCart } from "~/cart/cart.server";
import { checkout } from "~/checkout/checkout.server";
import { bookingConfirmationMail } from "~/checkout/checkout-mail.server";
import { getInvoiceWithLines } from "~/payments/invoice.server";
import { invoiceView } from "~/checkout/views.server";
import { baliIsoDate } from "~/utils/format";
import { kmText } from "~/catalog/nearby";
import { bookableProduct, cartInput, daysAhead, uniqueContact } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const get = (path: string, cookie?: string) => new Request(`http://app.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("a room too small for its stated capacity", () => {
  it("shows planners no 'fits N' warning and no plan that contradicts the capacity; the vendor sees it on its dashboard", async () => {
    const { product, subVenue } = await bookableProduct(db, "Hour");
    // 3 x 2 m with a theatre capacity of 6: not one seat fits once the walls and stage are kept clear.
    await run((db) => db.update(tables.subVenues).set({ dimensionLength: 3, dimensionWidth: 2, maxTheatre: 6 }).where(eq(tables.subVenues.id, subVenue.id)));

    const venueBody = await (await callRoute(venueLoader, get(`/venue-detail/${product.venueId}`), { id: String(product.venueId) })).text();
    expect(venueBody).toContain(`"capacity":6`);
    expect(venueBody).not.toMatch(/fits \d+ in this layout|stated capacity/);
    const productBody = await (await callRoute(productLoader, get(`/product-detail/${product.id}`), { id: String(product.id) })).text();
    expect(productBody).not.toMatch(/fits \d+ in this layout|stated capacity/);
    const plans = (JSON.parse(productBody) as { plans: { layout: string; url: string | null }[] }).plans;
    expect(plans.find((p) => p.layout === "theater")?.url).toBeNull();
    const svg = await (await callRoute(planLoader, get(`/seating-plan/${subVenue.id}/theater`), { subVenueId: String(subVenue.id), layout: "theater" })).text();
    expect(svg).not.toMatch(/fits \d+ in this layout/);

    const owner = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, subVenue.supplierId))))!;
    const cookie = await sessionCookieFor(owner.userId);
    const dashboard = (await (await callRoute(subVenueListLoader, get("/dashboard/subvenue-list", cookie))).json()) as { subVenues: { id: number; warnings: string[] }[] };
    const row = dashboard.subVenues.find((sv) => sv.id === subVenue.id);
    expect(row?.warnings).toContain("Theatre: This room fits 0 in this layout; the stated capacity is 6.");
  });
});

describe("tax and service charge", () => {
  it("the vendor says on the product form whether the price includes them; planners read it beside the price, and a booking keeps it", async () => {
    const { product, subVenue } = await bookableProduct(db, "Hour", 1);
    const owner = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, product.supplierId))))!;
    const cookie = await sessionCookieFor(owner.userId);
    // A new product says "includes" until the vendor changes it.
    expect(product.taxAndService).toBe("included");

    // The dashboard form, as posted without JavaScript.
    const form = (await (await callRoute(productListLoader, get(`/dashboard/product-list?edit=${product.id}`, cookie))).json()) as { selected: Record<string, unknown> & { inclusionLines: string[] } };
    const p = form.selected;
    const fields = new URLSearchParams({
      intent: "update", id: String(product.id), subVenueId: String(p.subVenueId), productName: String(p.productName), unit: String(p.unit),
      price: String(p.price), discountPercentage: String(p.discountPercentage), taxAndService: "added", inclusion: p.inclusionLines.join("\n"),
      termCondition: String(p.termCondition), openTime: String(p.openTime), closeTime: "18:00",
      validFrom: baliIsoDate(), validTo: String(p.validTo), status: "active", agreement: "on", packageType: String(p.packageType),
    });
    const saved = await callRoute(productListAction, new Request("http://app.test/dashboard/product-list", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: fields }));
    expect(saved.status, await saved.clone().text()).toBe(302);
    expect((await first(db.select().from(tables.products).where(eq(tables.products.id, product.id))))!.taxAndService).toBe("added");

    const page = (await (await callRoute(productLoader, get(`/product-detail/${product.id}`), { id: String(product.id) })).json()) as { product: { taxAndService: string } };
    expect(page.product.taxAndService).toBe("added");
    const search = (await (await callRoute(searchLoader, get(`/search?keyword=${encodeURIComponent(product.productName)}&limit=50`))).text());
    expect(search).toMatch(new RegExp(`"id":${product.id},[^}]*"taxAndService":"added"`));
    const venuePage = await (await callRoute(venueLoader, get(`/venue-detail/${product.venueId}`), { id: String(product.venueId) })).text();
    expect(venuePage).toMatch(new RegExp(`"id":${product.id},[^}]*"taxAndService":"added"`));
    const api = (await (await callRoute(apiProduct, get(`/v1/products/${product.id}`), { id: String(product.id) })).json()) as { data: { taxAndService: string } };
    expect(api.data.taxAndService).toBe("added");
    const list = (await (await callRoute(apiProducts, get(`/v1/products?limit=100`))).json()) as { data: { id: number; taxAndService: string }[] };
    expect(list.data.every((item) => item.taxAndService === (item.id === product.id ? "added" : "included"))).toBe(true);

    // Booked: the summary line, the voucher and the e-mail say it; a later change does not alter it.
    const cart = { cartSessionId: `guest-${Math.random().toString(36).slice(2)}` };
    const fixture = { ...await bookableProduct(db, "Hour", 1) };
    expect((await addToCart(cart, cartInput(fixture, { date: daysAhead(9), time: "11:00" }))).ok).toBe(true);
    const done = await checkout({ owner: cart, userId: null, contact: uniqueContact(), origin: "http://app.test" });
    if (!done.ok) throw new Error(done.message);
    await run((db) => db.update(tables.products).set({ taxAndService: "included" }).where(eq(tables.products.id, product.id)));
    const invoice = (await getInvoiceWithLines(done.invoice.invoiceNo))!;
    expect((await invoiceView(invoice)).lines[0]!.taxAndService).toBe("++ tax & service (21 %)");
    expect(bookingConfirmationMail(invoice, invoice.lines, "http://app.test").text).toContain("(++ tax & service (21 %))");
    void subVenue;
  });
});

describe("distances the vendor left blank", () => {
  it("are not shown as '0 km' on the venue page or the product page", async () => {
    const { product } = await bookableProduct(db, "Hour", 2);
    await run((db) => db.update(tables.venues).set({ distanceToAirport: 0, nearestAttraction1: "Tanah Lot", distanceNearestAttraction1: 0, distanceNearestAttraction2: 3.5, nearestAttraction2: "Beach" })
            .where(eq(tables.venues.id, product.venueId)));
    const venue = (await (await callRoute(venueLoader, get(`/venue-detail/${product.venueId}`), { id: String(product.venueId) })).json()) as { facts: { distanceToAirport: number | null; nearby: { name: string; km: number | null }[] } };
    expect(venue.facts.distanceToAirport).toBeNull();
    expect(venue.facts.nearby).toEqual([{ name: "Tanah Lot", km: null }, { name: "Beach", km: 3.5 }]);
    const page = (await (await callRoute(productLoader, get(`/product-detail/${product.id}`), { id: String(product.id) })).json()) as { nearby: { name: string; km: number | null }[] };
    expect(page.nearby.map((p) => p.name)).not.toContain("Ngurah Rai International Airport");
    expect(kmText(null)).toBe("");
    expect(kmText(12.25)).toBe("12.3 km");
  });
});
