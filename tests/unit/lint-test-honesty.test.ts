// The lint rules that keep tests able to fail (issue 46, eslint-rules/test-honesty.mjs): each
// flags its deliberate violation and lets the honest forms through.
import { type Rule, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import plugin from "../../eslint-rules/test-honesty.mjs";

const rules = plugin.rules as unknown as Record<string, Rule.RuleModule>;

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
(RuleTester as unknown as { afterAll: typeof afterAll }).afterAll = afterAll;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" } });

tester.run("conditional-expect", rules["conditional-expect"], {
  valid: [
    'it("checks", () => { expect(1).toBe(1); });',
    // The condition itself is asserted; an if without expect in it is fine.
    'it("checks", async () => { const r = await f(); expect(r.ok).toBe(false); if (r.ok) throw new Error("ok"); });',
    // A branch on the test's own parameters (Playwright project, it.each row) runs both ways.
    'test("page", async ({ page, javaScriptEnabled }) => { if (javaScriptEnabled) await expect(page).toHaveURL("/"); });',
    'test("page", async ({ page }, testInfo) => { const jsOn = testInfo.project.name === "js-on"; if (jsOn) expect(1).toBe(1); });',
    'it.each(["PUT", "PATCH"])("%s", (method) => { if (method === "PUT") expect(1).toBe(1); });',
    // Every branch checks something.
    'it("hours", () => { if (h < 8) expect(a).toBe(1); else if (h < 23) expect(a).toBe(2); else expect(a).toBe(3); });',
    // Outside a test (a helper), not this rule's business.
    'function check(x) { if (x) expect(x).toBe(1); }',
    // A ternary inside expect's argument is no condition around the expect.
    'it("t", () => { expect(a ? 1 : 2).toBe(1); });',
  ],
  invalid: [
    { code: 'it("finds", async () => { const r = await f(); if (r.ok) expect(r.items).toHaveLength(2); });', errors: [{ messageId: "conditional", data: { where: "an if" } }] },
    { code: 'test("shows", async ({ page }) => { if (await page.isVisible("x")) await expect(page).toHaveTitle("x"); });', errors: [{ messageId: "conditional" }] },
    { code: 'it("t", () => { r.ok && expect(r.value).toBe(1); });', errors: [{ messageId: "conditional", data: { where: "a &&" } }] },
    { code: 'it("t", () => { r.ok ? expect(r.value).toBe(1) : null; });', errors: [{ messageId: "conditional", data: { where: "a ternary" } }] },
    { code: 'it("t", async () => { try { await f(); } catch (e) { expect(e).toBeDefined(); } });', errors: [{ messageId: "conditional", data: { where: "a catch" } }] },
    // Inside a property's callback, still in the test.
    { code: 'it("p", () => { fc.assert(fc.property(fc.nat(), (n) => { if (n > 3) expect(n).toBeGreaterThan(3); })); });', errors: [{ messageId: "conditional" }] },
  ],
});

tester.run("no-early-return", rules["no-early-return"], {
  valid: [
    'it("t", () => { expect(1).toBe(1); return; });',
    'it("t", () => { const f = (x) => { if (!x) return 0; return 1; }; expect(f(1)).toBe(1); });',
    'it("t", async () => { const r = await g(); expect(r.ok).toBe(true); if (!r.ok) throw new Error("not ok"); expect(r.value).toBe(2); });',
  ],
  invalid: [
    { code: 'it("holiday", () => { if (!holiday) return; expect(holiday.name).toBe("x"); });', errors: [{ messageId: "early" }] },
    { code: 'test("js", async ({ page }) => { await page.goto("/"); if (x) { return; } await expect(page).toHaveTitle("t"); });', errors: [{ messageId: "early" }] },
  ],
});

tester.run("loop-expect-needs-length", rules["loop-expect-needs-length"], {
  valid: [
    'it("t", () => { for (const m of ["GET", "POST"]) expect(m).toMatch(/T/); });',
    'const METHODS = ["GET", "POST"] as const; it("t", () => { for (const m of METHODS) expect(m).toMatch(/T/); });',
    'const TABLE = { a: 1 }; it("t", () => { for (const [k, v] of Object.entries(TABLE)) expect(v).toBe(1); });',
    'it("t", async () => { const rows = await f(); expect(rows.length).toBeGreaterThan(0); for (const r of rows) expect(r.ok).toBe(true); });',
    'it("t", async () => { const rows = await f(); expect(rows).toHaveLength(3); rows.forEach((r) => expect(r).toBeTruthy()); });',
    // Playwright: a count or the first card shown makes the list non-empty.
    'test("cards", async ({ page }) => { const cards = page.getByTestId("card"); await expect(cards.first()).toBeVisible(); for (const card of await cards.all()) await expect(card).toContainText("x"); });',
    'test("cards", async ({ page }) => { const cards = page.getByTestId("card"); await expect(cards).toHaveCount(8); for (const card of await cards.all()) await expect(card).toContainText("x"); });',
    'it("t", async () => { const urls = await f(); expect(urls.length).toBeGreaterThan(0); for (const u of new Set(urls)) expect(u).toMatch(/x/); });',
    // A loop without an expect in it collects; the check comes after.
    'it("t", async () => { const rows = await f(); const bad = []; for (const r of rows) bad.push(r); expect(bad).toEqual([]); });',
  ],
  invalid: [
    { code: 'it("t", async () => { const rows = await f(); for (const r of rows) expect(r.ok).toBe(true); });', errors: [{ messageId: "unguarded", data: { collection: "rows" } }] },
    { code: 'test("cards", async ({ page }) => { for (const card of await page.locator(".card").all()) await expect(card).toContainText("x"); });', errors: [{ messageId: "unguarded" }] },
    { code: 'it("t", async () => { const rows = await f(); rows.forEach((r) => { expect(r).toBeTruthy(); }); });', errors: [{ messageId: "unguarded" }] },
    { code: 'test("cards", async ({ page }) => { const cards = page.getByTestId("card"); await expect(cards).toHaveCount(0); for (const card of await cards.all()) await expect(card).toContainText("x"); });', errors: [{ messageId: "unguarded" }] },
    // A length check of another collection does not count.
    { code: 'it("t", async () => { const a = await f(); const rows = await g(); expect(a.length).toBeGreaterThan(0); for (const r of rows) expect(r).toBe(1); });', errors: [{ messageId: "unguarded" }] },
  ],
});
