// The vendor's calendar feed is opened by a secret in its URL; the server keeps only its hash
// (ADR 0220). Neither the hash nor the column's name reaches any /v1 vendor answer or the
// profile page's loader data.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { API_OPERATIONS } from "~/api/openapi.server";
import { type DB, tables, first } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { loader as profilePage } from "~/routes/dashboard.supplier-info";
import { regenerateCalendarFeedToken } from "~/supplier/calendar-feed.server";
import { callRoute, sessionCookieFor } from "../support/route-call";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

let db: DB;
let vendor: { userId: number; supplierId: number; venueId: number };
let hash = "";

beforeAll(async () => {
  db = await freshDatabase();
  const user = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.vendor.email))))!;
  const supplier = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.userId, user.id))))!;
  const venue = (await first(db.select().from(tables.venues).where(eq(tables.venues.supplierId, supplier.id))))!;
  vendor = { userId: user.id, supplierId: supplier.id, venueId: venue.id };
  await regenerateCalendarFeedToken(supplier.id);
  hash = (await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, supplier.id))))!.calendarFeedTokenHash!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
});

function expectNoFeedSecret(text: string, where: string) {
  expect(text, where).not.toContain(hash);
  expect(text, where).not.toMatch(/calendarFeedToken/i);
}

describe("the calendar feed's hash", () => {
  it("is in no /v1 vendor answer: profile, its save, venue, sub venues, products, reservations, earnings, images", async () => {
    const key = await createAccessToken(vendor.userId);
    const ids: Record<string, number> = { supplierId: vendor.supplierId, venueId: vendor.venueId, id: vendor.venueId };
    const reads = API_OPERATIONS.filter((o) => o.method === "get" && (o.tag === "Vendor" || o.path.startsWith("/v1/venue")));
    expect(reads.map((o) => o.path)).toContain("/v1/profile/supplier");
    expect(reads.length).toBeGreaterThan(0);
    for (const op of reads) {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(ids[name] ?? 1));
      const { response } = await dispatch(new Request(`http://localhost${path}`, { headers: { "api-key": key } }));
      expect(response.status, path).toBe(200);
      expectNoFeedSecret(await response.text(), `GET ${path}`);
    }
    const profile = await (await dispatch(new Request("http://localhost/v1/profile/supplier", { headers: { "api-key": key } }))).response.json();
    expect(profile.data.name).toBeTruthy();
    const saved = await dispatch(
      new Request(`http://localhost/v1/supplier/${vendor.supplierId}`, {
        method: "PUT",
        headers: { "api-key": key, "Content-Type": "application/json" },
        body: JSON.stringify(profile.data),
      }),
    );
    expect(saved.response.status).toBe(200);
    expectNoFeedSecret(await saved.response.text(), "PUT /v1/supplier/{supplierId}");
    // Saving the profile as it was read keeps the feed working.
    expect((await first(db.select().from(tables.suppliers).where(eq(tables.suppliers.id, vendor.supplierId))))!.calendarFeedTokenHash).toBe(hash);
  });

  it("is not in the profile page's loader data", async () => {
    const cookie = await sessionCookieFor(vendor.userId);
    const res = await callRoute(profilePage, new Request("http://app.test/dashboard/supplier-info", { headers: { Cookie: cookie } }));
    expect(res.status).toBe(200);
    expectNoFeedSecret(await res.text(), "/dashboard/supplier-info");
  });
});
