// The checkout key makes a double submit return the same invoice. It must only do so
// for the cart owner who checked out: another guest presenting the same key must not receive
// that invoice (its access token opens the booking, contact details and payment).
import { beforeAll, describe, expect, it } from "vitest";
import { issueGuestCartId } from "~/accounts/api-auth.server";
import type { DB } from "~/db.server";
import { action as cartAdd } from "~/routes/v1.cart-reservation-venue";
import { action as checkoutAction } from "~/routes/v1.checkout";
import { baliToUtc } from "~/utils/format";
import { bookableProduct, contact, daysAhead } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const args = (request: Request) => ({ request, params: {}, context: {} });
const post = (path: string, headers: Record<string, string>, body: unknown) =>
  new Request(`http://localhost/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("/v1/checkout checkoutKey", () => {
  it("replays the invoice for the same guest only, never for another guest with the same key", async () => {
    const fixture = await bookableProduct(db, "Day", 2);
    // Guest cart ids are issued by the server (ADR 0026).
    const alice = { "session-id": issueGuestCartId() };
    const mallory = { "session-id": issueGuestCartId() };
    const checkoutKey = "shared-order-key-0001";
    const datetime = baliToUtc(daysAhead(6), "09:00").getTime();
    const added = await cartAdd(args(post("/cart-reservation-venue", alice, { productId: fixture.product.id, datetime, setup: fixture.layout.value, qty: 1 })));
    expect(added.status).toBe(201);

    const first = await checkoutAction(args(post("/checkout", alice, { ...contact, checkoutKey })));
    expect(first.status).toBe(201);
    const invoice = (await first.json()).data;

    // Alice's retry (lost answer) gets her invoice back.
    const retry = await checkoutAction(args(post("/checkout", alice, { ...contact, checkoutKey })));
    expect(retry.status).toBe(200);
    expect((await retry.json()).data.invoiceNo).toBe(invoice.invoiceNo);

    // Another guest with the same key: her own (empty) cart, not Alice's invoice.
    const other = await checkoutAction(args(post("/checkout", mallory, { ...contact, email: "mallory@example.test", checkoutKey })));
    const body = await other.json();
    expect(JSON.stringify(body)).not.toContain(invoice.accessToken);
    expect(JSON.stringify(body)).not.toContain(invoice.invoiceNo);
    expect(other.status).toBe(400);
    expect(body.message).toBe("You don't have any reservation");
  });
});
