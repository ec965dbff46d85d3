// Several venues per organisation (issue 25 item 3, ADR 0282), JS on and off: the owner of a
// hotel group adds a second venue from Venue Info, works on it, switches between the venues
// with the dashboard's switcher, edits the chosen one, and sees the reservations of one venue
// and of all of them. Each run builds its own organisation (seeded vendors are taken by other
// specs, and a second venue on a shared one would change their pages).
import crypto from "node:crypto";
import { expect, test } from "./support/test";
import { asc, eq } from "drizzle-orm";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { createTestInvoice } from "../support/invoices";
import { first, write } from "~/db.server";

const db = openE2eDb();

/** A vendor login owning a new organisation with one venue, one room and one product. */
async function hotelGroup(suffix: string) {
  const demo = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const email = `group.${suffix}@example.test`;
  const userId = ((await write((db) => db
      .insert(schema.users)
      .values({ email, firstName: "Wayan", lastName: "Group", passwordHash: demo.passwordHash, isActive: true, isSupplier: true, isCustomer: false })
      .returning({ id: schema.users.id })))[0]).id;
  // The suppliers_owner_member trigger makes the user the organisation's owner.
  const supplierId = ((await write((db) => db.insert(schema.suppliers).values({ userId, name: `PT Hotel Group ${suffix}` }).returning({ id: schema.suppliers.id })))[0]).id;
  const venueId = ((await write((db) => db.insert(schema.venues).values({ supplierId, name: `Beach Hotel ${suffix}`, location: "Kuta" }).returning({ id: schema.venues.id })))[0]).id;
  return { email, password: DEMO_ACCOUNTS.vendor.password, supplierId, firstVenueId: venueId };
}

/** A room and a product copied from a seeded one onto the venue, and a booking of it. */
async function bookingOn(supplierId: number, venueId: number, eventName: string) {
  const product = (await first(db.select().from(schema.products).where(eq(schema.products.isActive, true)).orderBy(asc(schema.products.id))))!;
  const room = (await first(db.select().from(schema.subVenues).where(eq(schema.subVenues.id, product.subVenueId))))!;
  const { id: _r, ...roomValues } = room;
  const subVenue = (await write((db) => db.insert(schema.subVenues).values({ ...roomValues, supplierId, venueId, name: `Hall of ${eventName}` }).returning()))[0];
  const { id: _p, ...productValues } = product;
  // Inactive: a copy of a seeded package would show in other specs' searches (its tags and price).
  const own = (await write((db) => db.insert(schema.products).values({ ...productValues, supplierId, venueId, subVenueId: subVenue.id, productName: `Package for ${eventName}`, isActive: false }).returning()))[0];
  const venue = (await first(db.select().from(schema.venues).where(eq(schema.venues.id, venueId))))!;
  const invoice = await createTestInvoice(db, { lines: 1 });
  return ((await write((db) => db
      .update(schema.reservationLines)
      .set({ productId: own.id, subVenueId: subVenue.id, venueId, supplierId, productName: own.productName, venueName: venue.name, subVenueName: subVenue.name, eventName })
      .where(eq(schema.reservationLines.invoiceId, invoice.id))
      .returning({ id: schema.reservationLines.id })))[0])!.id;
}

test("an owner adds a second venue, switches, edits it and sees reservations per venue and together", async ({ page }, testInfo) => {
  const suffix = `${testInfo.project.name}-${crypto.randomBytes(3).toString("hex")}`;
  const group = await hotelGroup(suffix);
  const firstLine = await bookingOn(group.supplierId, group.firstVenueId, `Gala ${suffix}`);
  await login(page, group.email, group.password);

  // One venue: no switcher.
  await page.goto("/dashboard/venue-info");
  await expect(page.getByLabel("Venue name *", { exact: true })).toHaveValue(`Beach Hotel ${suffix}`);
  await expect(page.getByTestId("venue-switcher")).toHaveCount(0);

  // Add the second venue: the spec's venue fields, checked as on the first save.
  await page.getByRole("link", { name: "Add another venue" }).click();
  await expect(page.getByRole("heading", { name: "Add a venue" })).toBeVisible();
  await expect(page.getByLabel("Venue name *", { exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Add venue" }).click();
  await expect(page.getByText("Please complete your data!").first()).toBeVisible();
  await page.getByLabel("Venue name *", { exact: true }).fill(`Hill Resort ${suffix}`);
  await page.getByLabel("Location *", { exact: true }).selectOption("Ubud");
  await page.getByRole("button", { name: "Add venue" }).click();
  await expect(page.getByText("The venue has been added. You are now working on it.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Venue Info: Hill Resort ${suffix}` })).toBeVisible();
  const switcher = page.getByTestId("venue-switcher");
  await expect(switcher.getByLabel("Working on venue")).toHaveValue(String((await first(db.select().from(schema.venues).where(eq(schema.venues.name, `Hill Resort ${suffix}`))))!.id));

  // Edit it: the second venue changes, the first does not.
  await page.getByLabel("Description", { exact: true }).fill("Rice terraces and a jungle view.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Supplier Info has been saved!")).toBeVisible();
  const venues = await db.select().from(schema.venues).where(eq(schema.venues.supplierId, group.supplierId)).orderBy(asc(schema.venues.id));
  expect(venues.map((v) => [v.name, v.description])).toEqual([
    [`Beach Hotel ${suffix}`, ""],
    [`Hill Resort ${suffix}`, "Rice terraces and a jungle view."],
  ]);
  const secondLine = await bookingOn(group.supplierId, venues[1]!.id, `Retreat ${suffix}`);

  // Reservations: the chosen venue's by default, then all venues, then the other one.
  await page.getByRole("navigation", { name: "Supplier dashboard" }).getByRole("link", { name: "Reservation", exact: true }).click();
  const row = (id: number) => page.locator(`[data-testid="reservation-row"][data-line="${id}"]`);
  await expect(row(secondLine)).toBeVisible();
  await expect(row(firstLine)).toHaveCount(0);
  const filters = page.getByTestId("reservation-filters");
  await filters.getByLabel("Venue", { exact: true }).selectOption("All venues");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(row(firstLine)).toBeVisible();
  await expect(row(secondLine)).toBeVisible();
  await expect(row(firstLine).getByTestId("reservation-venue")).toHaveText(`Beach Hotel ${suffix}`);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /venue=all/);

  // Switch to the first venue: the page follows, and Venue Info edits that one.
  await switcher.getByLabel("Working on venue").selectOption(`Beach Hotel ${suffix}`);
  await switcher.getByRole("button", { name: "Switch" }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-reservations(\?sort=upcoming)?$/);
  await expect(row(firstLine)).toBeVisible();
  await expect(row(secondLine)).toHaveCount(0);
  await page.goto("/dashboard/venue-info");
  await expect(page.getByRole("heading", { name: `Venue Info: Beach Hotel ${suffix}` })).toBeVisible();
  await expect(page.getByLabel("Venue name *", { exact: true })).toHaveValue(`Beach Hotel ${suffix}`);
});

test("the switcher refuses another organisation's venue", async ({ page }, testInfo) => {
  const suffix = `${testInfo.project.name}-${crypto.randomBytes(3).toString("hex")}`;
  const group = await hotelGroup(suffix);
  await login(page, group.email, group.password);
  const foreign = (await first(db.select().from(schema.venues).orderBy(asc(schema.venues.id))))!;
  const response = await page.goto(`/dashboard/switch-venue?venue=${foreign.id}&returnTo=/dashboard/venue-info`);
  expect(response?.status()).toBe(404);
  await page.goto("/dashboard/venue-info");
  await expect(page.getByLabel("Venue name *", { exact: true })).toHaveValue(`Beach Hotel ${suffix}`);
});
