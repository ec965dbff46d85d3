// Every query is awaited (ADR 0339), held by oxlint's type-aware rules (ADR 0451): `npm run lint`
// flags a forgotten await, an array of promises left alone and a promise used as a condition, in
// app code and in tests, and lets the awaited and the explicitly ignored forms through.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testsOnPostgres } from "../support/test-db";

const FIXTURE = `import { first, tables, getDb, write } from "~/db.server";
export async function patterns() {
  first(getDb().select().from(tables.users)); // 3: a read not awaited
  await first(getDb().select().from(tables.users));
  write(async (tx) => { await tx.select().from(tables.users); }); // 5: a write not awaited
  const p = Promise.resolve(1);
  if (p) return 1; // 7: a promise as a condition
  [1, 2].map(async () => 1); // 8: an array of promises
  void first(getDb().select().from(tables.users));
  Promise.all([p]); // 10: not awaited
  await Promise.all([p]);
  setTimeout(async () => { await p; });
  return 0;
}
`;

type Diagnostic = { code: string; filename: string; labels: { span: { line: number } }[] };

// The type-aware pass reads the whole project's types; it runs once, in the SQLite unit pass.
describe.skipIf(testsOnPostgres)("the lint rules on awaited queries", () => {
  // Inside the project (tsconfig.json's files), where `~/` resolves; removed afterwards.
  const dir = fs.mkdtempSync(path.resolve("tests/lint-fixture-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("flags the same lines in app code and in tests", () => {
    fs.writeFileSync(path.join(dir, "queries.server.ts"), FIXTURE);
    fs.writeFileSync(path.join(dir, "queries.test.ts"), FIXTURE);
    let out = "";
    try {
      out = execFileSync("node_modules/.bin/oxlint", ["--type-aware", "--tsconfig", "tsconfig.json", "-f", "json", path.relative(process.cwd(), dir)], { encoding: "utf8" });
    } catch (error) {
      // Errors found: oxlint ends 1 with the report on stdout.
      out = String((error as { stdout?: string }).stdout ?? "");
    }
    const { diagnostics } = JSON.parse(out) as { diagnostics: Diagnostic[] };
    const found = (file: string) =>
      diagnostics
        .filter((d) => d.filename.endsWith(file))
        .map((d) => `${d.labels[0]!.span.line} ${d.code}`)
        .sort();
    const expected = [
      "10 typescript(no-floating-promises)",
      "3 typescript(no-floating-promises)",
      "5 typescript(no-floating-promises)",
      "7 typescript(no-misused-promises)",
      "8 typescript(no-floating-promises)",
    ];
    expect(found("queries.server.ts")).toEqual(expected);
    expect(found("queries.test.ts")).toEqual(expected);
  }, 60_000);
});
