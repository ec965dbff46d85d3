// The /v1 cart, coupon, checkout and invoice routes and the page loaders' access rules,
// called directly (same domain modules as the pages).
import { eq } from "drizzle-orm";
import { applyAdminPaymentStatus } from "~/payments/invoice-status.server";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "~/accounts/api-auth.server";
import { type DB, tables, first, run } from "~/db.server";
import { loader as confirmationLoader } from "~/routes/confirmation";
import { loader as cartList, action as cartAdd } from "~/routes/v1.cart-reservation-venue";
import { action as cartDelete } from "~/routes/v1.cart-reservation-venue.$id";
import { action as checkoutAction } from "~/routes/v1.checkout";
import { action as couponAction } from "~/routes/v1.coupon";
import { loader as invoiceDetail } from "~/routes/v1.invoice.detail";
import { loader as invoiceList } from "~/routes/v1.invoice";
import { loader as voucherLoader } from "~/routes/voucher.$id";
import { baliToUtc, discountedPrice } from "~/utils/format";
import { bookableProduct, contact, daysAhead, makeUser } from "../support/cart-fixtures";
import { freshDatabase } from "../support/test-db";

let db: DB;
beforeAll(async () => {
  db = await freshDatabase();
});

const BASE = "http://localhost/v1";
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${BASE}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(init.headers ?? {}) },
  });
}
async function thrown(fn: () => Promise<unknown>): Promise<Response> {
  try {
    const value = await fn();
    if (value instanceof Response) return value;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a Response");
}

describe("/v1 reservation flow", () => {
  it("adds with a guest session id, ignores a forged price, checks out with a coupon and reads the invoice by token", async () => {
    const fixture = await bookableProduct(db, "Day");
    const startsAt = baliToUtc(daysAhead(3), "09:00").getTime();
    // The first call of a guest has no session-id: the answer carries the one to send next.
    const add = await cartAdd(
      args(call("/cart-reservation-venue", { method: "POST", body: JSON.stringify({ productId: fixture.product.id, datetime: startsAt, setup: fixture.layout.value, qty: 2, note: "api", price: 1 }) })),
    );
    expect(add.status).toBe(201);
    const guest = { "session-id": add.headers.get("session-id")! };
    expect((await add.json()).sessionId).toBe(guest["session-id"]);
    const again = await cartAdd(
      args(call("/cart-reservation-venue", { method: "POST", headers: guest, body: JSON.stringify({ productId: fixture.product.id, datetime: startsAt, setup: fixture.layout.value, qty: 2 }) })),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Product has been reserved, please check your reservation list");

    const list = await (await cartList(args(call("/cart-reservation-venue", { headers: guest })))).json();
    const unit = discountedPrice(fixture.product.price, fixture.product.discountPercentage);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ price: unit, qty: 2, totalPrice: unit * 2, datetime: startsAt, eventName: "" });

    const coupon = await couponAction(args(call("/coupon", { method: "POST", body: JSON.stringify({ couponCode: "Bali10" }) })));
    expect(await coupon.json()).toMatchObject({ data: { discountPercentage: 10 }, message: "Horey, Your coupon code is valid!" });
    const empty = await couponAction(args(call("/coupon", { method: "POST", body: JSON.stringify({ couponCode: "" }) })));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Your coupon code is empty!");

    const badContact = await checkoutAction(args(call("/checkout", { method: "POST", headers: guest, body: JSON.stringify({ ...contact, email: "nope" }) })));
    expect(badContact.status).toBe(400);
    expect((await badContact.json()).errors.email).toEqual(["Invalid email"]);

    const done = await checkoutAction(
      args(call("/checkout", { method: "POST", headers: guest, body: JSON.stringify({ ...contact, couponCode: "bali10", totalCost: 1 }) })),
    );
    expect(done.status).toBe(201);
    const { data } = await done.json();
    const subtotal = unit * 2;
    expect(data.totalCost).toBe(subtotal - Math.floor((subtotal * 10 + 50) / 100));

    const noToken = await thrown(() => invoiceDetail(args(call(`/invoice/detail?id=${data.invoiceNo}`))));
    expect(noToken.status).toBe(404);
    const detail = await (await invoiceDetail(args(call(`/invoice/detail?id=${data.invoiceNo}&token=${data.accessToken}`)))).json();
    expect(detail.data).toMatchObject({ invoiceNo: data.invoiceNo, couponCode: "BALI10", discountPercentage: 10, totalCost: data.totalCost, paymentStatus: "Waiting Payment" });
    expect(detail.data.reservationVenues).toHaveLength(1);
  });

  it("refuses another owner's cart item and another user's invoice", async () => {
    const alice = await makeUser(db, "alice");
    const bob = await makeUser(db, "bob");
    const aliceKey = { "api-key": await createAccessToken(alice.id) };
    const bobKey = { "api-key": await createAccessToken(bob.id) };
    const fixture = await bookableProduct(db, "Hour");
    const add = await cartAdd(
      args(call("/cart-reservation-venue", { method: "POST", headers: aliceKey, body: JSON.stringify({ productId: fixture.product.id, datetime: baliToUtc(daysAhead(4), "10:00").getTime(), setup: fixture.layout.value, qty: 1 }) })),
    );
    expect(add.status).toBe(201);
    const itemId = (await add.json()).data.id;
    const bobDelete = await cartDelete(args(call(`/cart-reservation-venue/${itemId}`, { method: "DELETE", headers: bobKey }), { id: String(itemId) }));
    expect(bobDelete.status).toBe(404);

    const done = await checkoutAction(args(call("/checkout", { method: "POST", headers: aliceKey, body: JSON.stringify(contact) })));
    const { invoiceNo } = (await done.json()).data;
    expect((await (await invoiceList(args(call("/invoice", { headers: aliceKey })))).json()).data.map((i: { invoiceNo: string }) => i.invoiceNo)).toContain(invoiceNo);
    expect((await (await invoiceList(args(call("/invoice", { headers: bobKey })))).json()).data).toEqual([]);
    expect((await thrown(() => invoiceDetail(args(call(`/invoice/detail?id=${invoiceNo}`, { headers: bobKey }))))).status).toBe(404);
    expect((await invoiceDetail(args(call(`/invoice/detail?id=${invoiceNo}`, { headers: aliceKey })))).status).toBe(200);

    // The pages: a guest with only the number gets 404; the voucher needs a paid invoice.
    const page = (path: string) => new Request(`http://localhost${path}`);
    expect((await thrown(() => confirmationLoader(args(page(`/confirmation?id=${invoiceNo}`))))).status).toBe(404);
    const invoice = (await first(db.select().from(tables.invoices).where(eq(tables.invoices.invoiceNo, invoiceNo))))!;
    const unpaid = await (await voucherLoader(args(page(`/voucher/${invoiceNo}?token=${invoice.accessToken}`), { id: invoiceNo }))).json();
    expect(unpaid.invoice.status).toBe("pending");
    // A stored label alone is not money (issue 40): the voucher reads the ledger.
    await run((db) => db.update(tables.invoices).set({ status: "paid", paymentStatus: "Full Paid" }).where(eq(tables.invoices.id, invoice.id)));
    const labelOnly = await (await voucherLoader(args(page(`/voucher/${invoiceNo}?token=${invoice.accessToken}`), { id: invoiceNo }))).json();
    expect(labelOnly.invoice.money).toMatchObject({ paid: 0 });
    await run((db) => db.update(tables.invoices).set({ status: "pending", paymentStatus: "Waiting Payment" }).where(eq(tables.invoices.id, invoice.id)));
    expect((await applyAdminPaymentStatus(invoice.id, "Full Paid")).ok).toBe(true);
    const paid = await (await voucherLoader(args(page(`/voucher/${invoiceNo}?token=${invoice.accessToken}`), { id: invoiceNo }))).json();
    expect(paid.invoice).toMatchObject({ status: "paid", money: { state: "paid_in_full", paid: invoice.totalCost, balance: 0, tone: "success" } });
    expect((await thrown(() => voucherLoader(args(page(`/voucher/${invoiceNo}?token=guess`), { id: invoiceNo })))).status).toBe(404);
  });
});
