// Hostile input: bodies that are not what a route reads answer 400/413/415 instead of a 500,
// JSON is bounded in size and depth, control characters never reach search or storage, and a
// redirectTo a Location header cannot carry falls back.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBodyGuardMiddleware } from "../../server/form-body-guard.mjs";
import { parseSearchParams } from "~/catalog/search-params";
import { searchProducts } from "~/catalog/search.server";
import { action as contactAction } from "~/routes/contact-us";
import { action as reservationsAction } from "~/routes/dashboard.manage-reservations";
import { action as languageAction } from "~/routes/language";
import { action as v1AuthAction } from "~/routes/v1.auth";
import { action as v1NotificationAction } from "~/routes/v1.payment.notification";
import { readBody } from "~/http/api.server";
import { jsonNestsDeeperThan, readFormData, readJsonObject, RequestBodyError } from "~/utils/request-body.server";
import { baliIsoDate } from "~/utils/format";
import { cleanText } from "~/utils/text";
import { safeRedirect } from "~/utils/url.server";
import { freshDatabase } from "../support/test-db";

beforeAll(async () => {
  await freshDatabase();
});

const post = (url: string, body: BodyInit | null, contentType?: string) =>
  new Request(url, { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

/** What a route handler answered, returned or thrown. */
async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("page actions given a body that is not a form", () => {
  it.each([
    ["application/json", '{"name":"x"}', 415],
    ["text/plain", "name=x", 415],
    ["multipart/form-data", "name=x", 400],
    ["multipart/form-data; boundary=zz", "--zz\r\nno headers\r\n\r\nx\r\n", 400],
  ])("%s answers %i with a short message, not a 500", async (type, body, status) => {
    const response = await answer(() => contactAction({ request: post("http://app.test/contact-us", body, type), params: {}, context: {} } as never));
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(/form|multipart|body/i);
  });

  // Issue 41: the language switch's POST and a vendor's cancel request, given the same bodies.
  it.each([
    ["application/json", '{"lang":"id"}'],
    ["multipart/form-data; boundary=zz", "--zz\r\nno headers\r\n\r\nx\r\n"],
    ["application/x-www-form-urlencoded", "lang=%00%ZZ&next=%E0%A4%A"],
  ])("POST /language and the cancel request with %s never answer 500", async (type, body) => {
    const language = await answer(() => languageAction({ request: post("http://app.test/language", body, type), params: {}, context: {} } as never));
    expect(language.status).toBeLessThan(500);
    const cancel = await answer(() => reservationsAction({ request: post("http://app.test/dashboard/manage-reservations", body, type), params: {}, context: {} } as never));
    expect(cancel.status).toBeLessThan(500);
  });

  it("an empty body without a type is an empty form (validation answers, 400)", async () => {
    const response = await answer(() => contactAction({ request: post("http://app.test/contact-us", null), params: {}, context: {} } as never));
    expect(response.status).toBe(400);
  });

  it("strips NUL and control characters from fields, keeps line breaks, leaves passwords alone", async () => {
    const form = await readFormData(
      post("http://app.test/x", new URLSearchParams({ name: "Ayu\u0000 Lestari\u001b", message: "line 1\r\nline 2\ttab", password: "p\u0000ss" })),
    );
    expect(form.get("name")).toBe("Ayu Lestari");
    expect(form.get("message")).toBe("line 1\r\nline 2\ttab");
    expect(form.get("password")).toBe("p\u0000ss");
  });
});

describe("/v1 JSON bodies", () => {
  it("malformed JSON answers 400 with { message }", async () => {
    const response = await answer(() => v1AuthAction({ request: post("http://app.test/v1/auth", '{"email":', "application/json"), params: {}, context: {} } as never));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Malformed JSON body" });
  });

  it("deeply nested JSON to the payment webhook answers 400, not a stack overflow", async () => {
    // Under the webhook's 16 KB cap (ADR 0043) the depth bound answers; over it, the size bound.
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const nested = '{"a":'.repeat(1_000) + "1" + "}".repeat(1_000);
    for (const body of [deep, nested]) {
      const response = await answer(() =>
        v1NotificationAction({ request: post("http://app.test/v1/payment/notification", body, "application/json"), params: {}, context: {} } as never),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "The JSON body is nested too deeply" });
    }
    const huge = "[".repeat(50_000) + "]".repeat(50_000);
    const response = await answer(() =>
      v1NotificationAction({ request: post("http://app.test/v1/payment/notification", huge, "application/json"), params: {}, context: {} } as never),
    );
    expect(response.status).toBe(413);
  });

  it("a body over the size bound answers 413, whatever Content-Length says", async () => {
    const big = JSON.stringify({ note: "x".repeat(2048) });
    await expect(readJsonObject(post("http://app.test/v1/x", big, "application/json"), { maxBytes: 1024 })).rejects.toMatchObject({ status: 413 });
    const lying = new Request("http://app.test/v1/x", { method: "POST", body: big, headers: { "Content-Type": "application/json", "Content-Length": "10" } });
    await expect(readJsonObject(lying, { maxBytes: 1024 })).rejects.toBeInstanceOf(RequestBodyError);
  });

  it("a JSON value that is not an object answers 400; strings inside are cleaned", async () => {
    await expect(readBody(post("http://app.test/v1/x", "[1,2]", "application/json"))).rejects.toMatchObject({ status: 400 });
    const body = await readBody(post("http://app.test/v1/x", JSON.stringify({ name: "a\u0000b\ud800", tags: [{ t: "\u0007x" }] }), "application/json"));
    expect(body).toEqual({ name: "ab\ufffd", tags: [{ t: "x" }] });
  });

  it("text/plain to the API answers 415 { message }", async () => {
    const response = await answer(async () => {
      await readBody(post("http://app.test/v1/x", "hello", "text/plain"));
      return new Response("read");
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/Unsupported body/);
  });

  it("depth is counted outside strings only", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[[[[[[[[[[" }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[["}', 2)).toBe(false);
    expect(jsonNestsDeeperThan("[[[1]]]", 2)).toBe(true);
  });
});

describe("search text", () => {
  it("a NUL in the keyword finds results instead of an FTS5 error", async () => {
    const today = baliIsoDate();
    expect(parseSearchParams(new URLSearchParams({ keyword: "Ayana\u0000 Nusa" }), { today }).keyword).toBe("Ayana Nusa");
    const ids = (result: Awaited<ReturnType<typeof searchProducts>>) => result.items.map((item) => item.id);
    const clean = ids(await searchProducts(parseSearchParams(new URLSearchParams({ keyword: "Ayana" }), { today })));
    expect(clean.length).toBeGreaterThan(0);
    // The same results as the keyword without its NUL, in the keyword and in the free text.
    const withNul = parseSearchParams(new URLSearchParams({ keyword: "Aya\u0000na" }), { today });
    expect(ids(await searchProducts(withNul))).toEqual(clean);
    expect(ids(await searchProducts({ ...withNul, text: "Aya\u0000na" }))).toEqual(clean);
  });

  it("cleanText removes C0/C1 controls and DEL, keeps text and line breaks", () => {
    expect(cleanText("a\u0000b\u0008c\u007fd\u0085e\u009ff\tg\nh\r\ni")).toBe("abcdef\tg\nh\r\ni");
    expect(cleanText("Café 😀 \u3000")).toBe("Café 😀 \u3000");
  });
});

describe("redirectTo", () => {
  it.each(["/\u3000", "/a\u2028b", "/caf\u00e9", "/a b", "/\u00a0"])("%j falls back (a Location header cannot carry it)", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });

  it("keeps our own percent-encoded paths", () => {
    expect(safeRedirect("/search?keyword=Ubud%20Resort&page=2")).toBe("/search?keyword=Ubud%20Resort&page=2");
  });
});

describe("routes read forms through readFormData", () => {
  it("no route module calls request.formData() directly (it throws a 500 on a body that is not a form)", () => {
    const dir = path.resolve("app/routes");
    const offenders = fs.readdirSync(dir).filter((f) => /request\.formData\(\)/.test(fs.readFileSync(path.join(dir, f), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("formBodyGuardMiddleware (server)", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(formBodyGuardMiddleware());
    app.all("*", (_req: unknown, res: { send(body: string): void }) => res.send("app"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const send = (method: string, url: string, body: string | null, type?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const headers: Record<string, string> = type ? { "Content-Type": type } : {};
      if (body !== null) headers["Content-Length"] = String(Buffer.byteLength(body));
      const req = http.request({ host: "127.0.0.1", port, method, path: url, headers }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      req.on("error", reject);
      req.end(body ?? undefined);
    });

  it.each([
    ["POST", "/login", '{"a":1}', "application/json", 415],
    ["POST", "/login?_data=routes%2Flogin", "hello", "text/plain", 415],
    ["DELETE", "/dashboard/product-list", "x", undefined, 415],
    ["PUT", "/reservation-summary", "a=1", "multipart/form-data", 400],
  ])("%s %s with %s answers %i before the app", async (method, url, body, type, status) => {
    const res = await send(method, url, body, type);
    expect(res.status).toBe(status);
    expect(res.text).not.toBe("app");
  });

  it.each([
    ["POST", "/login", "a=1", "application/x-www-form-urlencoded; charset=UTF-8"],
    ["POST", "/page-she", "--zz--\r\n", 'multipart/form-data; boundary="zz"'],
    ["POST", "/logout", null, undefined],
    ["POST", "/v1/auth", '{"a":1}', "application/json"],
    ["GET", "/search", null, "application/json"],
  ])("lets %s %s (%s) through", async (method, url, body, type) => {
    expect((await send(method, url, body, type)).text).toBe("app");
  });
});
