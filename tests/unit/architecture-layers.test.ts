// The layer checker can fail (issue 44, ADR 0390): dependency-cruiser with the project's own
// .dependency-cruiser.cjs, run on small trees written here, reports an import cycle, a cycle
// between two domain folders and an import from a lower layer into a higher one, and nothing on a
// tree that keeps the rules. `npm run lint` runs the same config on app/.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as IConfiguration;
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the files (path under the tree -> source) and cruises the tree's app/ with the real rules. */
async function violationsOf(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  dirs.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  // The fixtures import by relative paths: the project's tsconfig (its ~/ alias) is not theirs.
  const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};
  const result = await cruise(["app"], { ...options, baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden } });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/** A tree that keeps the rules: each layer imports only lower ones. */
const LAWFUL = {
  "app/utils/format.ts": "export const format = (n: number) => String(n);\n",
  "app/i18n/english/cart.ts": 'export const CART_WORDS = { full: "Your list is full" };\n',
  "app/cart/cart.server.ts": 'import { format } from "../utils/format";\nimport { CART_WORDS } from "../i18n/english/cart";\nexport const cartText = () => `${CART_WORDS.full} ${format(1)}`;\n',
  "app/checkout/checkout.server.ts": 'import { cartText } from "../cart/cart.server";\nexport const checkout = () => cartText();\n',
  "app/components/cart-line.tsx": 'import { format } from "../utils/format";\nexport const CartLine = () => format(2);\n',
  "app/server-imports/cart.server.ts": 'export { checkout } from "../checkout/checkout.server";\n',
  "app/routes/cart.tsx": 'import { checkout } from "../server-imports/cart.server";\nimport { CartLine } from "../components/cart-line";\nexport const loader = () => [checkout(), CartLine()];\n',
};

describe("the layer rules (.dependency-cruiser.cjs)", () => {
  it("report nothing on a tree whose layers import only downwards", async () => {
    expect(await violationsOf(LAWFUL)).toEqual([]);
  });

  it("report a string catalogue importing a component and a utility importing a domain module's type", async () => {
    const violations = await violationsOf({
      ...LAWFUL,
      // The English of a component kept in the component, the dictionary reaching up for it.
      "app/components/venue-card.tsx": 'export const VENUE_CARD_ENGLISH = { bookNow: "BOOK NOW" };\n',
      "app/i18n/dict/search.server.ts": 'import { VENUE_CARD_ENGLISH } from "../../components/venue-card";\nexport const en = { ...VENUE_CARD_ENGLISH };\n',
      // (A domain module that imports no utility, so the two folders are not in a cycle as well.)
      "app/teams/roles.ts": 'export const ROLES = ["owner", "manager"] as const;\n',
      "app/utils/money.ts": 'import type { ROLES } from "../teams/roles";\nexport type Role = (typeof ROLES)[number];\n',
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule: "no-upward-from-services", from: "app/i18n/dict/search.server.ts", to: "app/components/venue-card.tsx" },
        { rule: "no-upward-from-base", from: "app/utils/money.ts", to: "app/teams/roles.ts" },
      ]),
    );
    expect(violations).toHaveLength(2);
  });

  it("report two domain folders that import each other, though no module is in a cycle", async () => {
    const violations = await violationsOf({
      ...LAWFUL,
      // cart -> checkout (checkout.server.ts -> cart.server.ts above) and checkout -> cart.
      "app/cart/holds.server.ts": 'import { checkout } from "../checkout/checkout.server";\nexport const hold = () => checkout();\n',
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule: "no-folder-cycle", from: "app/cart", to: "app/checkout" },
        { rule: "no-folder-cycle", from: "app/checkout", to: "app/cart" },
      ]),
    );
    expect(violations.filter((v) => v.rule !== "no-folder-cycle")).toEqual([]);
  });

  it("report two modules of one folder that import each other", async () => {
    const violations = await violationsOf({
      ...LAWFUL,
      "app/cart/a.server.ts": 'import { b } from "./b.server";\nexport const a = () => b();\n',
      "app/cart/b.server.ts": 'import { a } from "./a.server";\nexport const b = (): number => (Math.random() > 2 ? a() : 1);\n',
    });
    // One report per cycle, at its first module.
    expect(violations).toEqual([{ rule: "no-circular", from: "app/cart/a.server.ts", to: "app/cart/b.server.ts" }]);
  });

  it("run in npm run lint, which CI runs", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toContain("depcruise app --config .dependency-cruiser.cjs");
  });
});
