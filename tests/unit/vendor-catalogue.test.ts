// Vendor catalogue management: ownership, validation texts, max_capacity, image checks and
// the product/sub venue deletion rules, through the pages' actions and the /v1 routes.
import crypto from "node:crypto";
import sharp from "sharp";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { getSessionStorage } from "~/accounts/session.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { type DB, tables, first, write, run as runWrite } from "~/db.server";
import { freeStart } from "../support/invoices";
import { action as productListAction, loader as productListLoader } from "~/routes/dashboard.product-list";
import { action as subVenueAction } from "~/routes/dashboard.subvenue-list";
import { action as profileAction } from "~/routes/dashboard.supplier-info";
import { action as imagesAction } from "~/routes/dashboard.venue-images";
import { action as apiProductsAction } from "~/routes/v1.[venue_products]";
import { action as apiProductAction } from "~/routes/v1.[venue_products].$id";
import { loader as apiProfileLoader } from "~/routes/v1.profile.supplier";
import { action as apiSubVenueAction } from "~/routes/v1.subvenue.$id";
import { action as apiUploadAction } from "~/routes/v1.venueimages.upload-to-s3";
import { action as apiVenueAction } from "~/routes/v1.venue.$id";
import { addDaysIso, baliIsoDate } from "~/utils/format";
import { freshDatabase } from "../support/test-db";

let db: DB;
type Vendor = { userId: number; supplierId: number; venueId: number; cookie: string; apiKey: string };
let demo: Vendor;
let other: Vendor;
let customer: { cookie: string; apiKey: string };

async function cookieFor(userId: number) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  return (await storage.commitSession(session)).split(";")[0];
}

async function vendorByEmail(email: string): Promise<Vendor> {
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, email))))!;
  const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!;
  const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, supplier.id))))!;
  return { userId: user.id, supplierId: supplier.id, venueId: venue.id, cookie: await cookieFor(user.id), apiKey: await createAccessToken(user.id) };
}

/** Runs a loader/action; thrown responses (redirects, 404s) are returned. */
async function run(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Response> {
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, cookie: string, fields: Record<string, string> | FormData) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { Cookie: cookie } });
}

function api(path: string, method: string, apiKey: string, body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "api-key": apiKey, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const subVenueFields = (name: string): Record<string, string> => ({
  intent: "create", name, subVenueType: "indoor", minCapacity: "10",
  maxTheatre: "120", maxClassroom: "80", maxUshape: "40", maxBanquet: "150", maxCocktail: "60", maxBoard: "0",
  dimensionLength: "12.5", dimensionWidth: "8", ceilingHeight: "4",
});

const productFields = (subVenueId: number, name: string): Record<string, string> => {
  const today = baliIsoDate();
  return {
    intent: "create", subVenueId: String(subVenueId), productName: name, unit: "Day", price: "2500000",
    discountPercentage: "0", inclusion: 'Projector\n<script>alert(1)</script><img src=x onerror="alert(2)">',
    openTime: "08:00", closeTime: "17:00", validFrom: today, validTo: addDaysIso(today, 60), status: "active", agreement: "on",
  };
};

async function jpeg(bytes: number) {
  // Random pixels compress poorly, so the size grows with the image.
  const side = Math.ceil(Math.sqrt(bytes));
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
}

beforeAll(async () => {
  db = await freshDatabase();
  demo = await vendorByEmail(DEMO_ACCOUNTS.vendor.email);
  other = await vendorByEmail("vendor2@balimice.local");
  const c = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email))))!;
  customer = { cookie: await cookieFor(c.id), apiKey: await createAccessToken(c.id) };
});

describe("access", () => {
  test("a customer opening the product list is sent to /login, and the vendor API answers 403", async () => {
    const res = await run(productListLoader, new Request("http://localhost/dashboard/product-list", { headers: { Cookie: customer.cookie } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Fproduct-list");
    const apiRes = await run(apiProfileLoader, api("/v1/profile/supplier", "GET", customer.apiKey));
    expect(apiRes.status).toBe(403);
    const guest = await run(productListAction, post("/dashboard/product-list", "", productFields(1, "Guest")));
    expect(guest.status).toBe(302);
  });

  test("another vendor's sub venue, product and venue ids are not found, and nothing changes", async () => {
    const theirSub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, other.supplierId))))!;
    const theirProduct = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, other.supplierId))))!;

    const edit = await run(subVenueAction, post("/dashboard/subvenue-list", demo.cookie, { ...subVenueFields("Hijack"), intent: "update", id: String(theirSub.id) }));
    expect(edit.status).toBe(404);
    const del = await run(productListAction, post("/dashboard/product-list", demo.cookie, { intent: "delete", id: String(theirProduct.id) }));
    expect(del.status).toBe(404);
    // A product may not be put into someone else's sub venue either.
    const into = await run(productListAction, post("/dashboard/product-list", demo.cookie, productFields(theirSub.id, "Squatter")));
    expect(into.status).toBe(400);

    const apiDel = await run(apiSubVenueAction, api(`/v1/subvenue/${theirSub.id}`, "DELETE", demo.apiKey), { id: String(theirSub.id) });
    expect(apiDel.status).toBe(404);
    const apiPut = await run(apiProductAction, api(`/v1/venue_products/${theirProduct.id}`, "PUT", demo.apiKey, { productName: "X" }), { id: String(theirProduct.id) });
    expect(apiPut.status).toBe(404);
    const apiVenue = await run(apiVenueAction, api(`/v1/venue/${other.venueId}`, "PUT", demo.apiKey, { name: "Mine now", location: "Ubud" }), { id: String(other.venueId) });
    expect(apiVenue.status).toBe(404);

    expect(await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, theirSub.id)))).toEqual(theirSub);
    expect(await first(db.select().from(tables.products).where(eq(tables.products.id, theirProduct.id)))).toEqual(theirProduct);
    expect(await first(db.select().from(tables.products).where(eq(tables.products.productName, "Squatter")))).toBeUndefined();
  });
});

describe("validation", () => {
  test("profile: missing required fields say 'Please complete your data!'; phone numeric; URLs", async () => {
    const res = await run(profileAction, post("/dashboard/supplier-info", demo.cookie, { name: "", phone: "0361-abc", website: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    const body = JSON.stringify(await res.json());
    expect(body).toContain("Please complete your data!");
    const ok = await run(profileAction, post("/dashboard/supplier-info", demo.cookie, {
      name: "PT Demo", address: "Jl. Demo 1", phone: "0361234567", contactPerson: "Made", location: "Nusa Dua",
      bankAccount: "123", bankName: "BCA", bankAddress: "Denpasar", website: "notaurl",
    }));
    expect(ok.status).toBe(400);
    expect(JSON.stringify(await ok.json())).toContain("https://");
    const saved = await run(profileAction, post("/dashboard/supplier-info", demo.cookie, {
      name: "PT Demo", address: "Jl. Demo 1", phone: "0361234567", contactPerson: "Made", location: "Nusa Dua",
      bankAccount: "123", bankName: "BCA", bankAddress: "Denpasar", website: "https://demo.example", beneficiary: "Indonesian bank",
    }));
    expect(saved.status).toBe(302);
    expect((await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, demo.supplierId))))!.website).toBe("https://demo.example");
  });

  test("product: missing fields say 'Please complete your form!'; dates beyond 12 months refused; Active needs the agreement", async () => {
    const res = await run(productListAction, post("/dashboard/product-list", demo.cookie, { intent: "create", productName: "Half" }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Please complete your form!");

    const sub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, demo.supplierId))))!;
    const far = await run(productListAction, post("/dashboard/product-list", demo.cookie, { ...productFields(sub.id, "Too far"), validTo: addDaysIso(baliIsoDate(), 400) }));
    expect(far.status).toBe(400);
    const noAgreement = productFields(sub.id, "No agreement");
    delete noAgreement.agreement;
    const na = await run(productListAction, post("/dashboard/product-list", demo.cookie, noAgreement));
    expect(na.status).toBe(400);
    expect(JSON.stringify(await na.json())).toContain("General Partnership Agreement");
    expect(await first(db.select().from(tables.products).where(eq(tables.products.productName, "Too far")))).toBeUndefined();
  });
});

describe("sub venues", () => {
  test("max_capacity is the largest layout on create, update (page) and API update", async () => {
    const name = `Cap Room ${crypto.randomUUID().slice(0, 6)}`;
    const created = await run(subVenueAction, post("/dashboard/subvenue-list", demo.cookie, subVenueFields(name)));
    expect(created.status).toBe(302);
    const row = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.name, name))))!;
    expect(row.maxCapacity).toBe(150);
    expect(row.venueId).toBe(demo.venueId);

    await run(subVenueAction, post("/dashboard/subvenue-list", demo.cookie, { ...subVenueFields(name), intent: "update", id: String(row.id), maxBanquet: "0", maxCocktail: "300" }));
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, row.id))))!.maxCapacity).toBe(300);

    const res = await run(apiSubVenueAction, api(`/v1/subvenue/${row.id}`, "PUT", demo.apiKey, {
      name, subVenueType: "outdoor", minCapacity: 5, maxTheatre: 90, maxClassroom: 0, maxUshape: 0, maxBanquet: 0, maxCocktail: 0, maxBoard: 0,
      dimensionLength: 10, dimensionWidth: 10, ceilingHeight: 0,
    }), { id: String(row.id) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { maxCapacity: number; size: number } };
    expect(body.data.maxCapacity).toBe(90);
    expect(body.data.size).toBe(100);
    // The products' search copy follows through the trigger (ADR 0011).
    expect((await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, row.id))))!.maxCapacity).toBe(90);
  });

  test("a sub venue whose products were reserved is not deleted", async () => {
    const product = (await first(db.select().from(tables.products).where(eq(tables.products.supplierId, demo.supplierId))))!;
    await reserve(product.id);
    const res = await run(subVenueAction, post("/dashboard/subvenue-list", demo.cookie, { intent: "delete", id: String(product.subVenueId) }));
    expect(res.status).toBe(302);
    expect(await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.id, product.subVenueId)))).toBeDefined();
    const apiRes = await run(apiSubVenueAction, api(`/v1/subvenue/${product.subVenueId}`, "DELETE", demo.apiKey), { id: String(product.subVenueId) });
    expect(apiRes.status).toBe(409);
  });
});

async function reserve(productId: number) {
  const p = (await first(db.select().from(tables.products).where(eq(tables.products.id, productId))))!;
  const invoice = (await write((db) => db.insert(tables.invoices).values({
      invoiceNo: `INV-V${crypto.randomBytes(4).toString("hex")}`, accessToken: "t", name: "Booker", cellPhone: "0812", email: "b@example.test",
      subtotal: p.price, totalCost: p.price, expiresAt: new Date(Date.now() + 86400_000),
    }).returning()))[0];
  // A free hour on the room: the test's reservations never double-book it.
  const startsAt = await freeStart({ from: new Date(Date.now() + 30 * 86400_000), subVenueIds: [p.subVenueId], spanMs: 3600_000, stepMs: 86400_000, unit: p.unit });
  await runWrite((db) => db.insert(tables.reservationLines).values({
        invoiceId: invoice.id, productId: p.id, subVenueId: p.subVenueId, venueId: p.venueId, supplierId: p.supplierId,
        productName: p.productName, venueName: "V", subVenueName: "S", setup: "classroom", startsAt, endsAt: new Date(startsAt.getTime() + 3600_000),
        qty: 1, unit: p.unit, price: p.price, totalPrice: p.price,
      }));
  return invoice;
}

describe("products", () => {
  test("create stores the inclusion lines as a list, markup as text; a reserved product is deactivated, an unreserved one deleted", async () => {
    const sub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, demo.supplierId))))!;
    const name = `Test Package ${crypto.randomUUID().slice(0, 6)}`;
    const res = await run(productListAction, post("/dashboard/product-list", demo.cookie, productFields(sub.id, name)));
    expect(res.status).toBe(302);
    const p = (await first(db.select().from(tables.products).where(eq(tables.products.productName, name))))!;
    expect(p.inclusion).toBe('<ul><li>Projector</li><li>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror="alert(2)"&gt;</li></ul>');
    expect(p.venueId).toBe(demo.venueId);
    expect(p.closeTime).toBe("17:00");
    expect(p.isActive).toBe(true);

    await reserve(p.id);
    const del = await run(productListAction, post("/dashboard/product-list", demo.cookie, { intent: "delete", id: String(p.id) }));
    expect(del.status).toBe(302);
    const after = await first(db.select().from(tables.products).where(eq(tables.products.id, p.id)));
    expect(after?.isActive).toBe(false);

    const api2 = await run(apiProductsAction, api("/v1/venue_products", "POST", demo.apiKey, {
      subvenue: { id: sub.id, name: sub.name }, productName: `${name} API`, unit: "Hour", price: 100000, inclusion: "<p>Coffee</p>",
      open: "09:00 AM", close: "05:00 PM", from: `${baliIsoDate()} 00:00:00`, to: `${addDaysIso(baliIsoDate(), 30)} 00:00:00`, status: false,
    }));
    expect(api2.status).toBe(201);
    const created = ((await api2.json()) as { data: { id: number; open: string; close: string; status: boolean } }).data;
    expect(created).toMatchObject({ open: "09:00 AM", close: "05:00 PM", status: false });
    const gone = await run(apiProductAction, api(`/v1/venue_products/${created.id}`, "DELETE", demo.apiKey), { id: String(created.id) });
    expect(gone.status).toBe(200);
    expect(await first(db.select().from(tables.products).where(eq(tables.products.id, created.id)))).toBeUndefined();
  });

  test("at most 10 active products: the 11th is refused, an inactive one is accepted", async () => {
    const vendor = await vendorByEmail("vendor3@balimice.local");
    const sub = (await first(db.select().from(tables.subVenues).where(eq(tables.subVenues.supplierId, vendor.supplierId))))!;
    const active = async () => (await db.select().from(tables.products).where(and(eq(tables.products.supplierId, vendor.supplierId), eq(tables.products.isActive, true)))).length;
    let n = 0;
    while (await active() < 10) {
      const r = await run(productListAction, post("/dashboard/product-list", vendor.cookie, productFields(sub.id, `Fill ${n++}`)));
      expect(r.status).toBe(302);
    }
    const eleventh = await run(productListAction, post("/dashboard/product-list", vendor.cookie, productFields(sub.id, "Eleventh")));
    expect(eleventh.status).toBe(400);
    expect(JSON.stringify(await eleventh.json())).toContain("up to 10 active products");
    const inactive = await run(productListAction, post("/dashboard/product-list", vendor.cookie, { ...productFields(sub.id, "Eleventh"), status: "inactive" }));
    expect(inactive.status).toBe(302);
  });
});

describe("venue images", () => {
  const uploadForm = (bytes: Uint8Array<ArrayBuffer>, filename = "photo.jpg") => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("image", new File([bytes], filename, { type: "image/jpeg" }));
    return form;
  };
  const imageCount = async () => (await db.select().from(tables.venueImages).where(eq(tables.venueImages.venueId, demo.venueId))).length;

  test("a PNG named .jpg and a 600 KB JPEG are refused; a small JPEG is stored and can become the default", async () => {
    const before = await imageCount();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(500).fill(7)]);
    const fake = await run(imagesAction, post("/dashboard/venue-images", demo.cookie, uploadForm(png)));
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: "Please choose a JPG image." });

    const big = await jpeg(600 * 1024);
    expect(big.byteLength).toBeGreaterThan(524288);
    const tooBig = await run(imagesAction, post("/dashboard/venue-images", demo.cookie, uploadForm(new Uint8Array(big))));
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ error: "File is too big!" });
    expect(await imageCount()).toBe(before);

    const small = await jpeg(30 * 1024);
    const ok = await run(imagesAction, post("/dashboard/venue-images", demo.cookie, uploadForm(new Uint8Array(small))));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toContain("uploaded=1");
    const img = (await first(db.select().from(tables.venueImages).where(eq(tables.venueImages.venueId, demo.venueId)).orderBy(desc(tables.venueImages.id))))!;
    expect(img.fileKey).toMatch(new RegExp(`^venues/${demo.venueId}/[0-9a-f]+\\.jpg$`));
    expect(img.isDefault).toBe(false);

    await run(imagesAction, post("/dashboard/venue-images", demo.cookie, { intent: "default", id: String(img.id) }));
    const defaults = await db.select().from(tables.venueImages).where(and(eq(tables.venueImages.venueId, demo.venueId), eq(tables.venueImages.isDefault, true)));
    expect(defaults.map((d) => d.id)).toEqual([img.id]);

    // Another vendor cannot make it theirs or delete it.
    const stolen = await run(imagesAction, post("/dashboard/venue-images", other.cookie, { intent: "delete", id: String(img.id) }));
    expect(stolen.status).toBe(404);
  });

  test("API upload refuses another vendor's venue and a non-JPEG", async () => {
    const form = new FormData();
    form.append("venue", String(other.venueId));
    form.append("avatar", new File([new Uint8Array(await jpeg(10 * 1024))], "a.jpg", { type: "image/jpeg" }));
    const res = await run(apiUploadAction, new Request("http://localhost/v1/venueimages/upload-to-s3", { method: "POST", body: form, headers: { "api-key": demo.apiKey } }));
    expect(res.status).toBe(404);
    const form2 = new FormData();
    form2.append("venue", String(demo.venueId));
    form2.append("avatar", new File([new TextEncoder().encode("GIF89a not really")], "a.jpg", { type: "image/jpeg" }));
    const res2 = await run(apiUploadAction, new Request("http://localhost/v1/venueimages/upload-to-s3", { method: "POST", body: form2, headers: { "api-key": demo.apiKey } }));
    expect(res2.status).toBe(400);
  });
});
