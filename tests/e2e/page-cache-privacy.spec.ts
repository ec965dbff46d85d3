// The page cache (server/page-cache.mjs, ADRs 0171 and 0470) shares pages between visitors whose
// cookies do not change them, and never shows one visitor's data to another: a guest's cart
// badge, a planner's greeting. A cached page's CSP nonce matches the policy it is sent with,
// and its brotli, gzip and plain variants are the same document, each compressed in one
// piece (ADR 0170).
import http from "node:http";
import zlib from "node:zlib";
import { expect, test, type Page } from "./support/test";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { BROTLI_QUALITY, GZIP_LEVEL } from "../../server/compress.mjs";
import { DEMO_ACCOUNTS, login } from "./support/auth";
import { e2eOnPostgres } from "./support/e2e-postgres";

// Each instance keeps its own page cache: behind the PostgreSQL run's round-robin proxy the second
// visit reaches the other instance (a MISS there), so these single-instance checks run on SQLite.
test.skip(e2eOnPostgres, "one instance's page cache; the PostgreSQL run has two instances behind round robin");

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addFirstProductToCart(page: Page) {
  await page.goto("/product-detail/1");
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(addDaysIso(baliIsoDate(), 15));
  await form.getByLabel("Time").selectOption("13:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Cache check");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
}

test("a guest's cart badge and a planner's greeting never reach another visitor through the cache", async ({ page, browser, baseURL }) => {
  test.skip(test.info().project.name !== "js-on", "server behaviour: one project is enough");
  const paths = [`/search?keyword=Ubud&visit=${unique()}`, `/product-detail/2?visit=${unique()}`];
  // A page is kept the second time it is asked for (ADR 0470): each HIT is asserted on the visit
  // right after the one that stored the entry, well inside the 15 s TTL.
  const visitThrice = async (visitor: Page, path: string) => {
    await visitor.goto(path);
    await visitor.goto(path);
    return (await visitor.goto(path))?.headers()["x-cache"];
  };

  // A guest with an item in the cart visits first: an entry of their kind, with their badge.
  await addFirstProductToCart(page);
  for (const path of paths) {
    expect(await visitThrice(page, path)).toBe("HIT");
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  }

  // A logged-in planner is never served from the cache, and sees their own greeting.
  const planner = await browser.newContext({ baseURL });
  const plannerPage = await planner.newPage();
  await login(plannerPage, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  for (const path of paths) {
    expect((await plannerPage.goto(path))?.headers()["x-cache"]).toBeUndefined();
    await expect(plannerPage.getByText(`Hello, ${DEMO_ACCOUNTS.customer.firstName}`).first()).toBeAttached();
  }

  // Then guests without a cart, with no cookie or only one the app does not read: one shared
  // entry, and neither the first guest's badge nor the planner's greeting in it.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  for (const path of paths) {
    expect(await visitThrice(strangerPage, path)).toBe("HIT");
    await expect(strangerPage.getByTestId("cart-badge")).toHaveCount(0);
  }
  for (const path of paths) {
    await stranger.clearCookies({ name: "_ga" });
    await strangerPage.goto(path);
    await stranger.addCookies([{ name: "_ga", value: "GA1.1.123", url: baseURL! }]);
    expect((await strangerPage.goto(path))?.headers()["x-cache"]).toBe("HIT");
    await expect(strangerPage.getByTestId("cart-badge")).toHaveCount(0);
    await expect(strangerPage.getByText(`Hello, ${DEMO_ACCOUNTS.customer.firstName}`)).toHaveCount(0);
  }
  await stranger.close();
  await planner.close();
});

/** A GET with the raw (still compressed) body, which fetch would decode. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function decode(body: Buffer, encoding: string | undefined) {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

const nonceOfPolicy = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];

test("compressed variants of a cached page decode to the same document, compressed in one piece, its nonce valid", async ({ baseURL }) => {
  test.skip(test.info().project.name !== "js-on", "server behaviour: one project is enough");
  const url = `${baseURL}/search?keyword=Ubud&visit=${unique()}`;
  // The first ask: the next one is rendered again and kept (ADR 0470).
  expect((await rawGet(url, { "accept-encoding": "identity" })).headers["x-cache"]).toBe("MISS");
  const plain = await rawGet(url, { "accept-encoding": "identity" });
  expect(plain.headers["x-cache"]).toBe("MISS");
  const br = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
  const gzip = await rawGet(url, { "accept-encoding": "gzip" });
  expect(br.headers).toMatchObject({ "x-cache": "HIT", "content-encoding": "br", vary: expect.stringMatching(/accept-encoding/i) });
  expect(gzip.headers).toMatchObject({ "x-cache": "HIT", "content-encoding": "gzip" });
  expect(plain.headers["content-encoding"]).toBeUndefined();

  const document = plain.body.toString("utf8");
  expect(document).toContain("</html>");
  expect(decode(br.body, "br")).toBe(document);
  expect(decode(gzip.body, "gzip")).toBe(document);

  // Every inline script carries the nonce the policy of its answer names.
  for (const answer of [plain, br, gzip]) {
    const nonce = nonceOfPolicy(answer.headers);
    expect(nonce).toBeTruthy();
    const text = decode(answer.body, answer.headers["content-encoding"]);
    const nonces = new Set([...text.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
  }

  // As served, within 10 % of compressing the whole document at once, at the levels the server
  // uses per request (ADRs 0425 and 0471: gzip 3, brotli 3; quality 11 is printed).
  const onePieceGzip = zlib.gzipSync(plain.body, { level: GZIP_LEVEL }).length;
  const onePieceBr = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;
  const br11 = zlib.brotliCompressSync(plain.body).length;
  console.log(
    `/search: ${plain.body.length} B; gzip served ${gzip.body.length} B vs ${onePieceGzip} B in one piece (level ${GZIP_LEVEL}); br served ${br.body.length} B vs ${onePieceBr} B (quality ${BROTLI_QUALITY}), ${br11} B (quality 11)`,
  );
  expect(gzip.body.length).toBeLessThanOrEqual(onePieceGzip * 1.1);
  expect(br.body.length).toBeLessThanOrEqual(onePieceBr * 1.1);

  // Pages rendered for one visitor get a nonce of their own each time.
  const first = await rawGet(`${baseURL}/search?keyword=Ubud&visit=${unique()}`, {});
  const second = await rawGet(`${baseURL}/search?keyword=Ubud&visit=${unique()}`, {});
  expect(nonceOfPolicy(first.headers)).not.toBe(nonceOfPolicy(second.headers));
});

test("hashed bundles are served pre-compressed and cached for a year", async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== "js-on", "server behaviour: one project is enough");
  const html = await (await request.get("/search")).text();
  const bundles = [...html.matchAll(/\/build\/[\w./-]+-[A-Z0-9]{8}\.(?:js|css)/g)].map((m) => m[0]);
  expect(bundles.length).toBeGreaterThan(0);
  const compressed: Awaited<ReturnType<typeof rawGet>>[] = [];
  for (const bundle of new Set(bundles)) {
    const res = await rawGet(`${baseURL}${bundle}`, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    if (res.headers["content-encoding"] === "br") compressed.push(res);
  }
  // Bundles under 1 KB are left as they are; the large ones come pre-compressed.
  expect(compressed.length).toBeGreaterThan(0);
  expect(compressed.map((res) => [/javascript|css/.test(String(res.headers["content-type"])), zlib.brotliDecompressSync(res.body).length > res.body.length])).toEqual(compressed.map(() => [true, true]));
});
