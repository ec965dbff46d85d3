// Reviews (issue 28), JS on and off: a paid booking whose event has ended (written to the
// database: the server's clock is real, the event is in the past) gets the invitation from the
// job runner; the guest reviews from the e-mailed link; the rating shows on the search card, the
// venue page and the product page; the vendor replies; the admin hides it and the averages
// follow. A planner without a paid, past booking of the venue cannot review it (web and /v1).
// Guests' pages are cached for 15 s (ADR 0171): each look after a change uses a URL of its own.
import { expect, test, type Page } from "./support/test";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createPastBooking } from "../support/review-fixtures";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { run, first } from "~/db.server";

const db = openE2eDb();
let look = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}look=${Date.now()}-${++look}`;

/** A venue nobody has reviewed, one per project (they run in parallel), with a product bookable today. */
async function quietVenue(project: string) {
  const now = new Date();
  const candidates = await db
      .select({ venue: schema.venues, product: schema.products })
      .from(schema.venues)
      .innerJoin(schema.products, eq(schema.products.venueId, schema.venues.id))
      .where(and(eq(schema.venues.reviewCount, 0), eq(schema.products.isActive, true), lt(schema.products.validFrom, now), gt(schema.products.validTo, now)))
      .orderBy(desc(schema.venues.id));
  const venues = [...new Map(candidates.map((c) => [c.venue.id, c])).values()];
  return venues[project === "js-on" ? 0 : 1];
}

async function waitForMail(to: string) {
  let text = "";
  await expect
    .poll(async () => {
      text = (await db.select().from(schema.outbox).where(eq(schema.outbox.to, to))).at(-1)?.text ?? "";
      return text;
    }, { timeout: 45_000 })
    .toContain("/review/");
  return text;
}

async function ratingOf(page: Page, path: string) {
  await page.goto(fresh(path));
  return page.getByTestId("rating").first();
}

test("a guest reviews a past paid booking from the e-mail; vendor replies; the admin hides it and the averages follow", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const { venue, product } = await quietVenue(testInfo.project.name);
  const email = `review.${testInfo.project.name}.${Date.now()}@example.test`;
  const booking = await createPastBooking(db, { productId: product.id, endedHoursAgo: 40, name: "Ni Made Sukerti", email });

  // The invitation: the job runner's task, made due now.
  await run((db) => db.update(schema.jobs).set({ runAt: new Date(), status: "pending" }).where(eq(schema.jobs.kind, "reviews.invite")));
  const mail = await waitForMail(email);
  const link = new URL(mail.match(/https?:\/\/\S+\/review\/\d+\?token=\S+/)![0]);
  expect(link.pathname).toBe(`/review/${booking.line.id}`);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Review your booking" })).toBeVisible();
  const form = page.locator("form#review");
  // Too short: the message is next to the field and nothing typed is lost.
  await form.locator('input[name="rating"][value="4"]').check();
  await form.getByLabel("Your review").fill("Too short.");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(form.getByText("Please write at least 30 characters about your event.")).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveValue("Too short.");
  await expect(form.getByText("Choose 1 to 5 stars.").first()).toBeVisible();

  await form.locator('input[name="rating"][value="4"]').check();
  for (const name of ["spaceRating", "serviceRating", "valueRating"]) await form.locator(`input[name="${name}"][value="4"]`).check();
  await form.locator('input[name="foodRating"][value="5"]').check();
  await form.getByLabel("Type of event").selectOption("conference");
  await form.getByLabel("Your review").fill("Bright room, quick coffee breaks and a team that fixed our projector in minutes. Call me on 0812 3456 7890.");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByRole("heading", { name: "Edit your review" })).toBeVisible();

  // The venue page: rating, sub-ratings, the review with its verified-booking line, masked phone, markup.
  const venuePath = `/venue-detail/${venue.id}`;
  await expect(await ratingOf(page, venuePath)).toHaveAttribute("data-rating", "4.0");
  const review = page.getByTestId("review").first();
  await expect(review.getByTestId("review-verified")).toHaveText(/^Verified booking - event in [A-Z][a-z]{2} \d{4}$/);
  await expect(review.getByTestId("review-body")).toContainText("[phone number removed]");
  await expect(review.getByTestId("review-body")).not.toContainText("3456");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "4.0", reviewCount: 1 });
  expect(jsonLd.review[0]).toMatchObject({ "@type": "Review", author: { name: "Ni Made S." }, reviewRating: { ratingValue: "4" } });

  // The product page and the search card.
  await expect(await ratingOf(page, `/product-detail/${product.id}`)).toHaveAttribute("data-rating", "4.0");
  await page.goto(fresh(`/search?keyword=${encodeURIComponent(venue.name)}&minRating=4&sort=rating`));
  const card = page.getByTestId("venue-card").filter({ hasText: venue.name }).first();
  await expect(card.getByTestId("rating")).toHaveAttribute("data-count", "1");

  // The vendor replies once, from the dashboard (and sees it in the action centre).
  const vendorEmail = (await first(db.select({ email: schema.users.email }).from(schema.suppliers).innerJoin(schema.users, eq(schema.users.id, schema.suppliers.userId)).where(eq(schema.suppliers.id, venue.supplierId))))!.email;
  await login(page, vendorEmail, DEMO_ACCOUNTS.vendor.password, "/dashboard");
  await expect(page.getByTestId("new-reviews")).toContainText("1 new review(s)");
  await page.goto("/dashboard/reviews");
  const mine = page.getByTestId("vendor-review").first();
  await mine.getByLabel("Public reply").fill("Terima kasih, Ibu! We hope to welcome your team again.");
  await mine.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByTestId("vendor-review").first().getByTestId("review-reply")).toContainText("Terima kasih, Ibu!");
  await expect(page.getByTestId("vendor-review").first().getByLabel("Public reply")).toHaveCount(0);

  // The admin hides it, with a reason; the venue, product and card averages follow.
  await page.context().clearCookies();
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/reviews");
  const item = page.locator(`[data-testid=admin-review][data-review]`).filter({ hasText: venue.name }).first();
  await item.getByLabel("Reason (kept in the audit trail)").fill("Test of moderation: hidden");
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(page.locator(`[data-testid=admin-review]`).filter({ hasText: venue.name }).first().getByText("Hidden", { exact: true })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByText("Hide review").first()).toBeVisible();

  await page.context().clearCookies();
  await expect(await ratingOf(page, venuePath)).toHaveText(/No reviews yet/);
  await expect(page.getByTestId("review")).toHaveCount(0);
  await expect(await ratingOf(page, `/product-detail/${product.id}`)).toHaveText("No reviews yet");
  await page.goto(fresh(`/search?keyword=${encodeURIComponent(venue.name)}&minRating=4`));
  await expect(page.getByTestId("venue-card").filter({ hasText: venue.name })).toHaveCount(0);
});

test("a planner without a paid, past booking of the venue cannot review it (web and /v1)", async ({ page, request }, testInfo) => {
  const { product } = await quietVenue(testInfo.project.name);
  const customer = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email))))!;
  const unpaid = await createPastBooking(db, { productId: product.id, status: "pending", userId: customer.id });
  const upcoming = await createPastBooking(db, { productId: product.id, endedHoursAgo: -96, userId: customer.id });
  const someoneElses = await createPastBooking(db, { productId: product.id });

  // No account and no token: asked to log in.
  await page.goto(`/review/${someoneElses.line.id}`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Freview%2F/);

  await login(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, `/review/${unpaid.line.id}`);
  await expect(page.getByTestId("review-refused")).toHaveText("Only paid bookings can be reviewed.");
  await expect(page.locator("form#review")).toHaveCount(0);
  await page.goto(`/review/${upcoming.line.id}`);
  await expect(page.getByTestId("review-refused")).toContainText("once the event has ended");
  const other = await page.goto(`/review/${someoneElses.line.id}`);
  expect(other?.status()).toBe(404);

  // A forged post is refused as well.
  const forged = await page.request.post(`/review/${unpaid.line.id}`, {
    form: { rating: "5", spaceRating: "5", serviceRating: "5", valueRating: "5", eventType: "meeting", body: "A forged review that should never be published anywhere." },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(403);

  const auth = await request.post("/v1/auth", { data: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password } });
  const token = (await auth.json()).data.accessToken as string;
  const body = { reservationLineId: upcoming.line.id, rating: 5, spaceRating: 5, serviceRating: 5, valueRating: 5, eventType: "meeting", body: "Trying to review an event that has not happened yet." };
  expect((await request.post("/v1/reviews", { data: body, headers: { "api-key": token } })).status()).toBe(403);
  expect((await request.post("/v1/reviews", { data: { ...body, reservationLineId: someoneElses.line.id }, headers: { "api-key": token } })).status()).toBe(404);
  expect(await db.select().from(schema.reviews).where(eq(schema.reviews.reservationLineId, upcoming.line.id))).toEqual([]);
});
