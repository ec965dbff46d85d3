// Guest /v1 carts (ADR 0026): the cart id is issued by the server and signed; a client-chosen
// or forged id is not a key, so two clients choosing the same id do not share a cart.
import { beforeAll, describe, expect, it } from "vitest";
import { issueGuestCartId } from "~/accounts/api-auth.server";
import type { DB } from "~/db.server";
import { loader as cartList, action as cartAdd } from "~/routes/v1.cart-reservation-venue";
import { action as cartDelete } from "~/routes/v1.cart-reservation-venue.$id";
import { baliToUtc } from "~/utils/format";
import { bookableProduct, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
function call(path: string, init: { method?: string; body?: unknown; sessionId?: string } = {}) {
  return new Request(`http://localhost/v1${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...(init.sessionId !== undefined ? { "session-id": init.sessionId } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

let slot = 0;
async function addBody() {
  const fixture = await bookableProduct(db, "Day", slot);
  slot += 1;
  return { productId: fixture.product.id, datetime: baliToUtc(daysAhead(5 + slot), "09:00").getTime(), setup: fixture.layout.value, qty: 2 };
}

describe("guest cart ids of /v1 clients", () => {
  it("the first call without an id works and returns the id to use, in the body and the session-id header", async () => {
    const first = await cartAdd(args(call("/cart-reservation-venue", { method: "POST", body: await addBody() })));
    expect(first.status).toBe(201);
    const id = first.headers.get("session-id")!;
    expect(id).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    const body = await first.json();
    expect(body.sessionId).toBe(id);
    expect(body.data.productName).toBeTruthy();

    const list = await cartList(args(call("/cart-reservation-venue", { sessionId: id })));
    expect(list.headers.get("session-id")).toBe(id); // the same id, echoed
    const listed = await list.json();
    expect(listed.data).toHaveLength(1);
    expect(listed.sessionId).toBe(id);

    const removed = await cartDelete(args(call(`/cart-reservation-venue/${listed.data[0].id}`, { method: "DELETE", sessionId: id }), { id: String(listed.data[0].id) }));
    expect(removed.status).toBe(200);
  });

  it("a client-chosen id is treated as none: each client gets its own new id, and they do not share a cart", async () => {
    const chosen = "my-favourite-session-id-0001";
    const alice = await cartAdd(args(call("/cart-reservation-venue", { method: "POST", body: await addBody(), sessionId: chosen })));
    expect(alice.status).toBe(201);
    const aliceId = alice.headers.get("session-id")!;
    expect(aliceId).not.toBe(chosen);

    const bob = await cartList(args(call("/cart-reservation-venue", { sessionId: chosen })));
    const bobId = bob.headers.get("session-id")!;
    expect(bobId).not.toBe(chosen);
    expect(bobId).not.toBe(aliceId);
    expect((await bob.json()).data).toEqual([]);
    expect((await (await cartList(args(call("/cart-reservation-venue", { sessionId: aliceId })))).json()).data).toHaveLength(1);
  });

  it("an id with a forged or altered signature is not accepted", async () => {
    const real = issueGuestCartId();
    await cartAdd(args(call("/cart-reservation-venue", { method: "POST", body: await addBody(), sessionId: real })));
    const [random, signature] = real.split(".");
    const forged = `${random}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const attempt = await cartList(args(call("/cart-reservation-venue", { sessionId: forged })));
    expect(attempt.headers.get("session-id")).not.toBe(forged);
    expect((await attempt.json()).data).toEqual([]);
    const otherRandom = `${"x".repeat(24)}.${signature}`;
    expect((await (await cartList(args(call("/cart-reservation-venue", { sessionId: otherRandom })))).json()).data).toEqual([]);
  });
});
