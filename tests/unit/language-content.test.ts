// Vendor texts in two languages (issue 27 item 4, ADR 0325): what a page shows for each
// visitor, what the product form accepts, what is stored, and that /v1 keeps the English.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getSessionStorage } from "~/accounts/session.server";
import { contentIn } from "~/i18n/content-language";
import { messageText } from "~/i18n/catalog/text.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { type DB, tables, first } from "~/db.server";
import { action as productListAction } from "~/routes/dashboard.product-list";
import { action as subVenueAction } from "~/routes/dashboard.subvenue-list";
import { action as venueInfoAction } from "~/routes/dashboard.venue-info";
import { loader as productLoader } from "~/routes/product-detail.$id";
import { action as apiProductAction } from "~/routes/v1.[venue_products].$id";
import { createAccessToken } from "~/accounts/api-auth.server";
import { ProductSchema } from "~/supplier/schemas";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

const NOTES = { en: "(in English)", id: "(in Bahasa Indonesia)" };

describe("which text a page shows", () => {
  test("the visitor's language when written, else the other one with its note; nothing when neither", () => {
    expect(contentIn("id", { en: "Sea view", id: "Pemandangan laut" }, NOTES)).toEqual({ text: "Pemandangan laut", lang: "id", fallback: false, note: null });
    expect(contentIn("en", { en: "Sea view", id: "Pemandangan laut" }, NOTES)).toEqual({ text: "Sea view", lang: "en", fallback: false, note: null });
    expect(contentIn("id", { en: "Sea view", id: "" }, NOTES)).toEqual({ text: "Sea view", lang: "en", fallback: true, note: "(in English)" });
    expect(contentIn("en", { en: "  ", id: "Pemandangan laut" }, NOTES)).toEqual({ text: "Pemandangan laut", lang: "id", fallback: true, note: "(in Bahasa Indonesia)" });
    // An empty HTML list counts as not written.
    expect(contentIn("id", { en: "<ul><li>Coffee</li></ul>", id: "<ul></ul>" }, NOTES)?.lang).toBe("en");
    expect(contentIn("en", { en: "", id: "" }, NOTES)).toBeNull();
  });
});

describe("the product form", () => {
  const base = () => {
    const today = baliIsoDate();
    return { subVenueId: 1, productName: "Ballroom", unit: "Day", price: 1000, openTime: "08:00", closeTime: "17:00", validFrom: today, validTo: addDaysIso(today, 30), status: "inactive" };
  };
  test("takes the inclusions in English, in Bahasa Indonesia or both, and refuses neither next to the field", () => {
    expect(ProductSchema.safeParse({ ...base(), inclusion: "Coffee" }).success).toBe(true);
    expect(ProductSchema.safeParse({ ...base(), inclusionId: "Kopi" }).success).toBe(true);
    const neither = ProductSchema.safeParse(base());
    expect(neither.success).toBe(false);
    const issues = neither.error!.issues.map((i) => [i.path.join("."), messageText("en", i.message)]);
    expect(issues).toContainEqual(["inclusion", "Required: write the inclusions in English, in Bahasa Indonesia or both"]);
    expect(issues).toContainEqual(["", "Please complete your form!"]);
  });
});

describe("storage and pages", () => {
  let db: DB;
  let cookie: string;
  let apiKey: string;
  let supplierId: number;
  let subVenueId: number;

  beforeAll(async () => {
    db = await freshDatabase();
    const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
    supplierId = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!.id;
    subVenueId = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, supplierId))))!.id;
    const storage = getSessionStorage();
    const session = await storage.getSession();
    session.set("userId", user.id);
    cookie = (await storage.commitSession(session)).split(";")[0];
    apiKey = await createAccessToken(user.id);
  });

  const call = async (fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}) => {
    try {
      return (await fn({ request, params, context: {} } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  const post = (path: string, fields: Record<string, string>, lang = "en") =>
    new Request(`http://localhost${path}${lang === "id" ? "?lang=id" : ""}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie } });
  const product = (name: string, inclusion: string, inclusionId: string): Record<string, string> => {
    const today = baliIsoDate();
    return {
      intent: "create", subVenueId: String(subVenueId), productName: name, unit: "Day", price: "2500000", discountPercentage: "0",
      inclusion, inclusionId, openTime: "08:00", closeTime: "17:00", validFrom: today, validTo: addDaysIso(today, 60), status: "inactive",
    };
  };
  const stored = async (name: string) => (await first(db.select().from(tables.products).where(eq(tables.products.productName, name))))!;
  const page = async (id: number, lang: "en" | "id") =>
    (await (await call(productLoader, new Request(`http://localhost/product-detail/${id}?lang=${lang}`), { id: String(id) })).json()) as {
      texts: { inclusion: { text: string; lang: string; note: string | null } | null };
    };

  test("an Indonesian-only product is stored as its own list; each visitor sees a language, the English one marked", async () => {
    const res = await call(productListAction, post("/dashboard/product-list", product("Paket Rapat", "", "Rehat kopi\nProyektor <b>LCD</b>")));
    expect(res.status).toBe(302);
    const p = await stored("Paket Rapat");
    expect(p.inclusion).toBe("");
    expect(p.inclusionId).toBe("<ul><li>Rehat kopi</li><li>Proyektor &lt;b&gt;LCD&lt;/b&gt;</li></ul>");
    const id = await page(p.id, "id");
    expect(id.texts.inclusion).toMatchObject({ lang: "id", note: null });
    const en = await page(p.id, "en");
    expect(en.texts.inclusion).toMatchObject({ lang: "id", note: "(in Bahasa Indonesia)" });
    expect(en.texts.inclusion!.text).toContain("Rehat kopi");
  });

  test("neither language is refused next to the field, in the page's language", async () => {
    const res = await call(productListAction, post("/dashboard/product-list", product("Kosong", "", ""), "id"));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.inclusion).toEqual(["Wajib diisi: tulis yang termasuk dalam bahasa Inggris, bahasa Indonesia, atau keduanya"]);
    expect(await stored("Kosong")).toBeUndefined();
  });

  test("an English-only product shows its English marked to an Indonesian visitor; /v1 keeps the English and leaves the Indonesian as it was", async () => {
    // An evening package opens in the evening (issue 42, ADR 0361).
    const evening = { openTime: "17:00", closeTime: "23:00" };
    await call(productListAction, post("/dashboard/product-list", { ...product("Gala Dinner", "Welcome drink", ""), ...evening }));
    const p = await stored("Gala Dinner");
    const id = await page(p.id, "id");
    expect(id.texts.inclusion).toMatchObject({ lang: "en", note: "(dalam bahasa Inggris)" });
    // Now both; /v1 (English only) updates the English and keeps the Indonesian.
    const both = product("Gala Dinner", "Welcome drink", "Minuman selamat datang");
    await call(productListAction, post("/dashboard/product-list", { ...both, ...evening, intent: "update", id: String(p.id) }));
    expect((await stored("Gala Dinner")).inclusionId).toBe("<ul><li>Minuman selamat datang</li></ul>");
    const today = baliIsoDate();
    const res = await call(apiProductAction, new Request(`http://localhost/v1/venue_products/${p.id}`, {
      method: "PUT", headers: { "api-key": apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({ subvenue: { id: subVenueId }, productName: "Gala Dinner", unit: "Day", price: 2500000, inclusion: "<ul><li>Welcome cocktail</li></ul>", open: "05:00 PM", close: "11:00 PM", from: `${today} 00:00:00`, to: `${addDaysIso(today, 60)} 23:59:59`, status: false }),
    }), { id: String(p.id) });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { data: Record<string, unknown> };
    expect(json.data.inclusion).toBe("<ul><li>Welcome cocktail</li></ul>");
    expect((await stored("Gala Dinner")).inclusionId).toBe("<ul><li>Minuman selamat datang</li></ul>");
    expect((await page(p.id, "id")).texts.inclusion).toMatchObject({ lang: "id", note: null });
  });

  test("venue and sub venue descriptions are stored per language; a blank Indonesian one in the form clears it", async () => {
    const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, supplierId))))!;
    const fields = { name: venue.name, location: venue.location, description: "By the sea.", descriptionId: "Di tepi laut." };
    expect((await call(venueInfoAction, post("/dashboard/venue-info", fields))).status).toBe(302);
    expect(await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id)))).toMatchObject({ description: "By the sea.", descriptionId: "Di tepi laut." });
    await call(venueInfoAction, post("/dashboard/venue-info", { ...fields, descriptionId: "" }));
    expect((await first(db.select().from(tables.venues).where(eq(tables.venues.id, venue.id))))!.descriptionId).toBe("");

    const sv = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, subVenueId))))!;
    const svFields = {
      intent: "update", id: String(sv.id), name: sv.name, subVenueType: sv.subVenueType, minCapacity: String(sv.minCapacity),
      maxTheatre: "100", maxClassroom: "0", maxUshape: "0", maxBanquet: "0", maxCocktail: "0", maxBoard: "0",
      dimensionLength: "10", dimensionWidth: "10", ceilingHeight: "4", descriptionId: "Ruang dengan cahaya alami.",
    };
    expect((await call(subVenueAction, post("/dashboard/subvenue-list", svFields))).status).toBe(302);
    expect(await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, sv.id)))).toMatchObject({ description: "", descriptionId: "Ruang dengan cahaya alami." });
  });
});
