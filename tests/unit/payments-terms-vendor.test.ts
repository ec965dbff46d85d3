// Payment terms set by the vendor (issue 23 item 1, ADR 0256): the venue's deposit and balance
// day on Venue Info (a plain form post, as without JS), a product's own terms on the product form
// (blank follows the venue's), kept when a /v1 client leaves them out, refused out of range next
// to the field, and what checkout's schedule then asks for.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { type DB, tables, first } from "~/db.server";
import { termsFor } from "~/terms/payment-schedule";
import { action as productListAction } from "~/routes/dashboard.product-list";
import { action as venueInfoAction } from "~/routes/dashboard.venue-info";
import { action as apiVenueAction } from "~/routes/v1.venue.$id";
import { createAccessToken } from "~/accounts/api-auth.server";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

const ORIGIN = "http://app.test";
let db: DB;
let cookie = "";
let apiKey = "";
let supplierId = 0;

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  cookie = await sessionCookieFor(user.id);
  apiKey = await createAccessToken(user.id);
  supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!.id;
});

const form = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
const venueOf = async () => (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, supplierId))))!;

describe("payment terms", () => {
  it("are set per venue on Venue Info, kept when a /v1 client leaves them out, refused out of range", async () => {
    const venue = await venueOf();
    const base = { name: venue.name, location: venue.location };
    expect((await callRoute(venueInfoAction, form("/dashboard/venue-info", { ...base, depositPercent: "30", balanceDaysBefore: "21" }))).status).toBe(302);
    expect(await venueOf()).toMatchObject({ depositPercent: 30, balanceDaysBefore: 21 });

    const refused = await callRoute(venueInfoAction, form("/dashboard/venue-info", { ...base, depositPercent: "95", balanceDaysBefore: "0" }));
    expect(refused.status).toBe(400);
    const body = JSON.stringify(await refused.json());
    expect(body).toContain("Enter a deposit from 0 (paid in full) to 90 %");
    expect(body).toContain("Enter from 1 to 180 days before the event");
    expect(await venueOf()).toMatchObject({ depositPercent: 30, balanceDaysBefore: 21 });

    const put = await callRoute(
      apiVenueAction,
      new Request(`${ORIGIN}/v1/venue/${venue.id}`, { method: "PUT", headers: { "api-key": apiKey, "Content-Type": "application/json" }, body: JSON.stringify({ name: venue.name, location: venue.location }) }),
      { id: String(venue.id) },
    );
    expect(put.status).toBe(200);
    expect((await put.json()).data).toMatchObject({ depositPercent: 30, balanceDaysBefore: 21 });
    expect(await venueOf()).toMatchObject({ depositPercent: 30, balanceDaysBefore: 21 });
  });

  it("of a product override the venue's, and a blank field follows the venue again", async () => {
    const venue = await venueOf();
    const product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, supplierId))))!;
    const today = baliIsoDate();
    const fields = {
      intent: "update", id: String(product.id), subVenueId: String(product.subVenueId), productName: product.productName, unit: product.unit, price: String(product.price),
      discountPercentage: "0", inclusion: "Projector", openTime: product.openTime, closeTime: product.closeTime, validFrom: today, validTo: addDaysIso(today, 300), status: "active", agreement: "on",
    };
    const productRow = async () => (await first(db.select().from(tables.products).where(eq(tables.products.id, product.id))))!;
    expect((await callRoute(productListAction, form("/dashboard/product-list", { ...fields, depositPercent: "50", balanceDaysBefore: "10" }))).status).toBe(302);
    expect(await productRow()).toMatchObject({ depositPercent: 50, balanceDaysBefore: 10 });
    expect(termsFor(await productRow(), venue)).toEqual({ depositPercent: 50, balanceDaysBefore: 10 });

    expect((await callRoute(productListAction, form("/dashboard/product-list", { ...fields, depositPercent: "", balanceDaysBefore: "" }))).status).toBe(302);
    expect(await productRow()).toMatchObject({ depositPercent: null, balanceDaysBefore: null });
    expect(termsFor(await productRow(), venue)).toEqual({ depositPercent: venue.depositPercent, balanceDaysBefore: venue.balanceDaysBefore });
  });
});
