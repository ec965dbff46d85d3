// A product's hours as the vendor edits them (ADR 0291): every seeded product's opening and
// closing time is among the form's options, so saving an evening product (a gala dinner room
// open to 22:00) keeps its hours instead of failing on a closing time the form cannot show.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB, tables, first } from "~/db.server";
import { action as productListAction } from "~/routes/dashboard.product-list";
import { PRODUCT_TIMES } from "~/supplier/schemas";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";

let db: DB;

beforeAll(async () => {
  db = await freshDatabase();
});

describe("product hours", () => {
  it("offers every stored product's opening and closing time", async () => {
    const offered = new Set(PRODUCT_TIMES.map((t) => t.value));
    const hours = await db.selectDistinct({ open: tables.products.openTime, close: tables.products.closeTime }).from(tables.products);
    expect(hours.length).toBeGreaterThan(0);
    for (const { open, close } of hours) expect([open, close].filter((t) => !offered.has(t))).toEqual([]);
    expect(PRODUCT_TIMES.find((t) => t.value === "22:00")?.label).toBe("10:00 PM");
  });

  it("saves an evening product with its hours unchanged, and still refuses a close before the opening", async () => {
    const product = (await first(db.select().from(tables.products).where(eq(tables.products.closeTime, "22:00"))))!;
    expect(product).toBeDefined();
    const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, product.supplierId))))!;
    const user = (await first(db.select().from(tables.users).where(eq(tables.users.id, supplier.userId))))!;
    const today = baliIsoDate();
    const cookie = await sessionCookieFor(user.id);
    const post = (fields: Record<string, string>) =>
      callRoute(productListAction, new Request("http://app.test/dashboard/product-list", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }));
    const fields = {
      intent: "update", id: String(product.id), subVenueId: String(product.subVenueId), productName: product.productName, unit: product.unit, price: String(product.price),
      discountPercentage: "0", inclusion: "Projector", openTime: product.openTime, closeTime: product.closeTime, validFrom: today, validTo: addDaysIso(today, 300), status: "active", agreement: "on",
    };
    expect((await post(fields)).status).toBe(302);
    expect(await first(db.select().from(tables.products).where(eq(tables.products.id, product.id)))).toMatchObject({ openTime: "08:00", closeTime: "22:00" });
    const refused = await post({ ...fields, openTime: "22:00", closeTime: "21:00" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Close time must be after open time");
  });
});
