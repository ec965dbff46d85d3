// What planners read on the public catalogue pages (issue 26): no vendor-only warnings, no
// "0 km" for a distance the vendor left blank.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema, type DB } from "~/db.server";
import { loader as venueLoader } from "~/routes/venue-detail.$id";
import { loader as productLoader } from "~/routes/product-detail.$id";
import { loader as planLoader } from "~/routes/seating-plan.$subVenueId.$layout";
import { loader as subVenueListLoader } from "~/routes/dashboard.subvenue-list";
import { bookableProduct } from "../support/cart-fixtures";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const get = (path: string, cookie?: string) => new Request(`http://app.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("a room too small for its stated capacity", () => {
  it("shows planners no 'fits N' warning and no plan that contradicts the capacity; the vendor sees it on its dashboard", async () => {
    const { product, subVenue } = bookableProduct(db, "Hour");
    // 3 x 2 m with a theatre capacity of 6: not one seat fits once the walls and stage are kept clear.
    db.update(schema.subVenues).set({ dimensionLength: 3, dimensionWidth: 2, maxTheatre: 6 }).where(eq(schema.subVenues.id, subVenue.id)).run();

    const venueBody = await (await callRoute(venueLoader, get(`/venue-detail/${product.venueId}`), { id: String(product.venueId) })).text();
    expect(venueBody).toContain(`"capacity":6`);
    expect(venueBody).not.toMatch(/fits \d+ in this layout|stated capacity/);
    const productBody = await (await callRoute(productLoader, get(`/product-detail/${product.id}`), { id: String(product.id) })).text();
    expect(productBody).not.toMatch(/fits \d+ in this layout|stated capacity/);
    const plans = (JSON.parse(productBody) as { plans: { layout: string; url: string | null }[] }).plans;
    expect(plans.find((p) => p.layout === "theater")?.url).toBeNull();
    const svg = await (await callRoute(planLoader, get(`/seating-plan/${subVenue.id}/theater`), { subVenueId: String(subVenue.id), layout: "theater" })).text();
    expect(svg).not.toMatch(/fits \d+ in this layout/);

    const owner = db.select().from(schema.suppliers).where(eq(schema.suppliers.id, subVenue.supplierId)).get()!;
    const cookie = await sessionCookieFor(owner.userId);
    const dashboard = (await (await callRoute(subVenueListLoader, get("/dashboard/subvenue-list", cookie))).json()) as { subVenues: { id: number; warnings: string[] }[] };
    const row = dashboard.subVenues.find((sv) => sv.id === subVenue.id);
    expect(row?.warnings).toContain("Theatre: This room fits 0 in this layout; the stated capacity is 6.");
  });
});
