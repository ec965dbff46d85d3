// A translation coming back (issue 44, ADR 0391): `npm run i18n:import` applies the Indonesian
// of the flat JSON `npm run i18n:export` writes to the TypeScript catalogues and dictionaries,
// each text where its literal stands, and refuses what it cannot place.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportStrings } from "../../scripts/i18n-export";
import { applyTranslation } from "../../scripts/i18n-import";

const relative = (file: string) => path.relative(process.cwd(), file);

describe("npm run i18n:import", () => {
  it("finds every exported Indonesian text in the sources: the export read back changes nothing", () => {
    const { id } = exportStrings();
    const result = applyTranslation(id);
    expect(result.refused).toEqual([]);
    expect(result.applied).toBe(0);
    expect(Object.keys(id).length).toBeGreaterThan(3000);
  });

  it("rewrites a changed message and a changed page word where they stand, and nothing else", () => {
    const { id } = exportStrings();
    const translation = { ...id, "msg.cart.maxPax": "Paling banyak {cap} pax untuk {layout}", "dict.search.venueSearch": "Cari venue \"Bali\"" };
    const before = exportStrings().id;
    expect(before["msg.cart.maxPax"]).not.toBe(translation["msg.cart.maxPax"]);
    const result = applyTranslation(translation);
    expect(result.refused).toEqual([]);
    expect(result.applied).toBe(2);
    expect([...result.changed.keys()].map(relative).sort()).toEqual(["app/i18n/catalog/cart.server.ts", "app/i18n/dict/search.server.ts"]);
    expect(result.changed.size).toBe(2);
    for (const [file, source] of result.changed) {
      const original = fs.readFileSync(file, "utf8");
      const removed = original.split("\n").filter((line) => !source.split("\n").includes(line));
      expect(removed).toHaveLength(1); // one line each: the literal that changed
    }
    expect(result.changed.get(path.resolve("app/i18n/catalog/cart.server.ts"))).toContain('"Paling banyak {cap} pax untuk {layout}"');
    expect(result.changed.get(path.resolve("app/i18n/dict/search.server.ts"))).toContain('"Cari venue \\"Bali\\""');
  });

  it("a text spread into several dictionaries is one literal: the same translation applies once, different ones are refused", () => {
    const { id } = exportStrings();
    const shared = Object.keys(id).filter((key) => key.endsWith(".stateUnpaid"));
    expect(shared.length).toBeGreaterThan(1);
    const same = applyTranslation(Object.fromEntries(shared.map((key) => [key, "Belum lunas"])));
    expect(same.refused).toEqual([]);
    expect(same.applied).toBe(1);
    const differing = applyTranslation(Object.fromEntries(shared.map((key, i) => [key, `Belum lunas ${i}`])));
    expect(differing.refused.some((line) => line.includes("translated differently"))).toBe(true);
  });

  it("refuses an unknown key, an empty text and placeholders that differ from the English", () => {
    const result = applyTranslation({ "msg.cart.nope": "x", "msg.cart.maxPax": " ", "dict.search.venueSearch": "Cari {venue}" });
    expect(result.refused).toEqual([
      "msg.cart.nope: not a key of npm run i18n:export",
      "msg.cart.maxPax: empty",
      "dict.search.venueSearch: placeholders {venue} differ from the English's (none)",
    ]);
    expect(result.changed.size).toBe(0);
  });
});
