// Against the built server (server.mjs + Remix): the /v1 error contract as a client sees it
// over HTTP (JSON 404/405, the spec's 500 token errors on GET/POST/PUT/DELETE, 401 without a
// token), CORS for a CORS_ORIGINS origin, the published document and its /api-docs page.
import crypto from "node:crypto";
import { expect, test } from "./support/test";
import { eq } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { first, run } from "~/db.server";

const CLIENT = "http://cors-client.test";

test.describe("/v1 over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP answers: once is enough");

  test("unknown paths and wrong methods answer JSON, never HTML or a stack trace", async ({ request }) => {
    for (const method of ["get", "post", "put", "delete"] as const) {
      const res = await request[method]("/v1/no-such-endpoint/42", { data: method === "get" ? undefined : {} });
      expect(res.status()).toBe(404);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toEqual({ message: "Not Found" });
    }
    const wrong = await request.post("/v1/products", { data: {} });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()["content-type"]).toContain("application/json");
    expect(await wrong.json()).toEqual({ message: "Method Not Allowed" });
  });

  test("expired and garbled tokens give the spec's 500 + error name on GET, POST, PUT and DELETE; none gives 401", async ({ request }) => {
    const db = openE2eDb();
    const vendor = (await first(db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.vendor.email))))!;
    const expired = crypto.randomBytes(32).toString("base64url");
    await run((db) => db.insert(schema.apiTokens)
            .values({ userId: vendor.id, tokenHash: crypto.createHash("sha256").update(expired).digest("hex"), expiresAt: new Date(Date.now() - 60_000) }));
    const calls = [
      ["get", "/v1/invoice"],
      ["post", "/v1/venue_products"],
      ["put", "/v1/reservation-venue/1"],
      ["delete", "/v1/subvenue/1"],
    ] as const;
    for (const [method, path] of calls) {
      const res = await request[method](path, { headers: { "api-key": expired }, data: method === "get" ? undefined : {} });
      expect(res.status(), `${method} ${path}`).toBe(500);
      expect(await res.json()).toEqual({ name: "TokenExpiredError", message: "jwt expired" });
      const garbled = await request[method](path, { headers: { "api-key": "eyJhbGciOi.garbled" }, data: method === "get" ? undefined : {} });
      expect(garbled.status(), `${method} ${path}`).toBe(500);
      expect((await garbled.json()).name).toBe("JsonWebTokenError");
      const none = await request[method](path, { data: method === "get" ? undefined : {} });
      expect(none.status(), `${method} ${path}`).toBe(401);
    }
  });

  test("a CORS_ORIGINS client: preflight answered, a guest cart call from that origin works and exposes session-id", async ({ request }) => {
    const preflight = await request.fetch("/v1/cart-reservation-venue", {
      method: "OPTIONS",
      headers: { Origin: CLIENT, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,session-id,api-key" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(CLIENT);
    expect(preflight.headers()["access-control-allow-headers"]).toContain("session-id");
    const cart = await request.get("/v1/cart-reservation-venue", { headers: { Origin: CLIENT, "Sec-Fetch-Site": "cross-site" } });
    expect(cart.status()).toBe(200);
    expect(cart.headers()["access-control-expose-headers"]).toContain("session-id");
    const sessionId = cart.headers()["session-id"];
    expect(sessionId).toBeTruthy();
    // An unsafe call without api-key from that origin passes CSRF (a guest's delete of a missing item: 404 JSON, not 403).
    const del = await request.delete("/v1/cart-reservation-venue/999999", { headers: { Origin: CLIENT, "Sec-Fetch-Site": "cross-site", "session-id": sessionId } });
    expect(del.status()).toBe(404);
    expect(del.headers()["access-control-allow-origin"]).toBe(CLIENT);
    // Another origin is refused before the app.
    const evil = await request.delete("/v1/cart-reservation-venue/999999", { headers: { Origin: "http://evil.test", "Sec-Fetch-Site": "cross-site", "session-id": sessionId } });
    expect(evil.status()).toBe(403);
  });
});

test("the published contract: /v1/openapi.json and the /api-docs page under the CSP", async ({ page, request, javaScriptEnabled }) => {
  const doc = await request.get("/v1/openapi.json");
  expect(doc.status()).toBe(200);
  const body = await doc.json();
  expect(body.openapi).toBe("3.1.0");
  expect(Object.keys(body.paths)).toContain("/v1/checkout");

  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/api-docs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("/v1");
  await expect(page.getByRole("heading", { name: "POST /v1/checkout" })).toBeVisible();
  await expect(page.getByRole("link", { name: "/v1/openapi.json" })).toBeVisible();
  if (javaScriptEnabled) expect(violations).toEqual([]);
});
