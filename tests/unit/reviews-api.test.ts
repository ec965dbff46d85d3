// /v1 reviews (issue 28, ADR 0270), as a client calls them, every answer validated against the
// published OpenAPI document: a venue's rating and reviews; the planner writes and edits its
// review; a planner without a paid, past booking of the venue cannot.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import SwaggerParser from "@apidevtools/swagger-parser";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { openApiDocument } from "~/api/openapi.server";
import { type DB, tables, first, write } from "~/db.server";
import { DEMO_ACCOUNTS } from "~/seed/seed.server";
import { createPastBooking } from "../support/review-fixtures";
import { freshDatabase } from "../support/test-db";
import { dispatch } from "../support/v1-router";

let db: DB;
let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

async function call(method: string, path: string, { token, body }: { token?: string; body?: Record<string, unknown> } = {}) {
  const headers: Record<string, string> = token ? { "api-key": token } : {};
  if (body) headers["content-type"] = "application/json";
  const { template, response } = await dispatch(new Request(`http://localhost${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }));
  const json = await response.json();
  expect(template, `${path} is a documented path`).not.toBeNull();
  const documented = doc.paths[template!]?.[method.toLowerCase()]?.responses[String(response.status)];
  expect(documented, `${method} ${template} documents ${response.status}: ${JSON.stringify(json)}`).toBeTruthy();
  const validate = ajv.compile(documented!.content!["application/json"].schema);
  expect(validate(json) ? [] : validate.errors, `${method} ${template} ${response.status} matches the document`).toEqual([]);
  return { status: response.status, body: json, headers: response.headers };
}

let plannerToken = "";
let otherToken = "";
let plannerId = 0;
let productId = 0;
let venueId = 0;
const review = { rating: "5", spaceRating: 5, serviceRating: "4", foodRating: "", valueRating: 4, body: "Excellent room for our workshop, quiet and bright, with very helpful staff.", eventType: "training" };

beforeAll(async () => {
  db = await freshDatabase();
  doc = (await SwaggerParser.dereference(structuredClone(openApiDocument()) as never)) as never;
  plannerId = (await first(db.select().from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.customer.email))))!.id;
  plannerToken = await createAccessToken(plannerId);
  const other = (await write((db) => db.insert(tables.users).values({ email: "api.other@example.test", firstName: "Api", isActive: true }).returning()))[0];
  otherToken = await createAccessToken(other.id);
  const venue = (await db.select().from(tables.venues).where(eq(tables.venues.reviewCount, 0))).at(-2)!;
  venueId = venue.id;
  productId = (await first(db.select().from(tables.products).where(eq(tables.products.venueId, venue.id))))!.id;
});

describe("/v1 reviews", () => {
  it("reads a venue's rating and reviews; an unknown venue is 404", async () => {
    const seeded = (await db.select().from(tables.venues)).find((v) => v.reviewCount > 1)!;
    const answer = await call("GET", `/v1/venue/${seeded.id}/reviews?limit=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.rating.count).toBe(seeded.reviewCount);
    expect(answer.body.data.rating.average).toBeCloseTo(seeded.ratingSum / seeded.reviewCount, 2);
    expect(answer.body.data.reviews).toHaveLength(1);
    expect(answer.headers.get("X-Page-Count")).toBe(String(seeded.reviewCount));
    expect((await call("GET", "/v1/venue/999999/reviews")).status).toBe(404);
  });

  it("the planner writes and edits its review; the rating follows", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId });
    expect((await call("POST", "/v1/reviews", { body: { ...review, reservationLineId: line.id } })).status).toBe(401);
    const created = await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, reservationLineId: String(line.id) } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ reservationLineId: line.id, rating: 5, subRatings: { foodAndBeverage: null } });
    expect((await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, reservationLineId: line.id } })).status).toBe(409);

    const edited = await call("PUT", `/v1/reviews/${created.body.data.id}`, { token: plannerToken, body: { ...review, rating: 3 } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.rating).toBe(3);
    const read = await call("GET", `/v1/venue/${venueId}/reviews`);
    expect(read.body.data.rating).toMatchObject({ count: 1, average: 3 });
    expect(read.body.data.reviews[0].verifiedLabel).toMatch(/^Verified booking - event in [A-Z][a-z]{2} \d{4}$/);

    // Another planner cannot edit it.
    expect((await call("PUT", `/v1/reviews/${created.body.data.id}`, { token: otherToken, body: review })).status).toBe(404);
  });

  it("a planner without a paid, past booking of the venue cannot review it", async () => {
    const someoneElses = await createPastBooking(db, { productId, userId: null });
    expect((await call("POST", "/v1/reviews", { token: otherToken, body: { ...review, reservationLineId: someoneElses.line.id } })).status).toBe(404);
    const unpaid = await createPastBooking(db, { productId, userId: plannerId, status: "pending" });
    const refused = await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, reservationLineId: unpaid.line.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only paid bookings can be reviewed.");
    const upcoming = await createPastBooking(db, { productId, userId: plannerId, endedHoursAgo: -72 });
    expect((await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, reservationLineId: upcoming.line.id } })).status).toBe(403);
    expect(await db.select().from(tables.reviews).where(eq(tables.reviews.reservationLineId, upcoming.line.id))).toEqual([]);
  });

  it("bad input is a 400 with the field's message, never a 500", async () => {
    const { line } = await createPastBooking(db, { productId, userId: plannerId });
    const short = await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, body: "ok", rating: 9, reservationLineId: line.id } });
    expect(short.status).toBe(400);
    expect(short.body.errors.body[0]).toMatch(/at least 30 characters/);
    expect(short.body.errors.rating[0]).toMatch(/1 to 5/);
    expect((await call("POST", "/v1/reviews", { token: plannerToken, body: { ...review, reservationLineId: "x" } })).status).toBe(400);
  });
});
