// PROCEED PAYMENT without an invoice number goes back to the page it came from. A
// Referer header that is not a URL (clients may send anything) must not turn that into a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { action as payAction } from "~/routes/checkout.pay";
import { freshDatabase } from "../support/test-db";

beforeAll(async () => {
  await freshDatabase();
});

async function post(referer: string | null) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (referer !== null) headers.set("Referer", referer);
  const request = new Request("http://app.test/checkout/pay", { method: "POST", headers, body: new URLSearchParams({ invoiceNo: "" }) });
  try {
    return await payAction({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("POST /checkout/pay without an invoice number", () => {
  it("goes back to a same-site Referer, else home, and never fails on a malformed Referer", async () => {
    expect((await post("http://app.test/my-reservation?x=1")).headers.get("Location")).toBe("/my-reservation?x=1");
    expect((await post("https://evil.example/x")).headers.get("Location")).toBe("/");
    const malformed = await post("not a url");
    expect(malformed.status).toBe(302);
    expect(malformed.headers.get("Location")).toBe("/");
  });
});
