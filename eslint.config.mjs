// ESLint holds two layering rules (issue 26), the asynchronous data layer's guards (ADR 0339),
// the one Form (ADR 0342) and tests that can fail (issue 46, eslint-rules/test-honesty.mjs), nothing
// else: the project's style is held by TypeScript (strict) and review, not by a linter. The two
// rules that need type information (every query awaited, ADR 0339) are oxlint's, in .oxlintrc.json
// (ADR 0451).
import fs from "node:fs";
import tseslint from "typescript-eslint";
import testHonesty from "./eslint-rules/test-honesty.mjs";

// The tables of app/db/schema.ts (its constants, such as MEMBER_ROLES, may be imported).
const TABLE_NAMES = [...fs.readFileSync(new URL("./app/db/schema.ts", import.meta.url), "utf8").matchAll(/^export const (\w+) = sqliteTable/gm)]
  .map((m) => m[1])
  .join("|");

const ts = { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true }, sourceType: "module" } };

export default [
  // TypeScript's syntax everywhere; no rule here reads types.
  { files: ["**/*.{ts,tsx}"], languageOptions: ts },
  {
    // Routes stay thin: their data comes from domain modules (app/<domain>/*.server.ts).
    files: ["app/routes/**/*.{ts,tsx}"],
    languageOptions: ts,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // (app/db/enums.ts holds no query: the stored values of enumerated columns.)
              group: ["**/db.server", "**/db/*", "!**/db/enums", "drizzle-orm", "drizzle-orm/*", "better-sqlite3"],
              message: "Route files do not query the database: move the query into a domain module (app/<domain>/*.server.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Accounts knows nothing of the cart: the login flow (app/login/) merges the guest cart.
    files: ["app/accounts/**/*.{ts,tsx}"],
    languageOptions: ts,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/cart/*", "**/login/*"],
              message: "app/accounts does not import the cart: the login flow (app/login/complete-login.server.ts) calls the guest-cart merge.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests that can fail (issue 46): no expect under a condition, no early return, no loop of
    // expects over a collection not shown to be non-empty. An exception says why in its disable comment.
    files: ["tests/**/*.ts", "app/**/*.test.ts"],
    plugins: { "test-honesty": testHonesty },
    rules: {
      "test-honesty/conditional-expect": "error",
      "test-honesty/no-early-return": "error",
      "test-honesty/loop-expect-needs-length": "error",
    },
  },
  {
    // The e2e suite runs again on PostgreSQL (ADR 0400): a spec's own queries through openE2eDb()
    // are awaited like the app's; `db....get()` passed on SQLite and failed the PostgreSQL run.
    files: ["tests/e2e/**/*.ts"],
    languageOptions: ts,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[arguments.length=0][callee.property.name=/^(all|get|run)$/]:has(MemberExpression[object.name='db'])",
          message: "Await the query (`const [row] = await db.select()...`): .all()/.get()/.run() are SQLite-only and the e2e suite also runs on PostgreSQL.",
        },
      ],
    },
  },
  {
    // Domain code runs on either engine (ADR 0338, 0339): tables come from `tables` (the running
    // engine's), results from awaiting; `.all()/.get()/.run()` are better-sqlite3's synchronous calls.
    files: ["app/**/*.{ts,tsx}"],
    // The database layer itself, the demo seed (written to a SQLite file, ADR 0363), and backups
    // of the SQLite file (PostgreSQL's are pg_dump's).
    // (and the file copy, which reads the SQLite file being copied to PostgreSQL).
    ignores: ["app/db/**", "app/db.server.ts", "app/seed/**", "app/ops/backup.server.ts", "app/storage/copy-files.server.ts"],
    languageOptions: ts,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[arguments.length=0] > MemberExpression.callee > Identifier.property[name=/^(all|get|run)$/]",
          message: "Await the query (first() for one row, write()/run() for writes): .all()/.get()/.run() are SQLite-only and synchronous.",
        },
        {
          selector: `ImportDeclaration[source.value='~/db/schema'][importKind!='type'] > ImportSpecifier[importKind!='type'][imported.name=/^(${TABLE_NAMES})$/], ImportDeclaration[source.value='~/db/schema'][importKind!='type'] > ImportNamespaceSpecifier`,
          message: "Name tables through `tables` from ~/db.server (the running engine's); import only types from ~/db/schema.",
        },
        {
          // Read at import, they would keep the SQLite table objects after the engine is installed.
          selector: [
            "VariableDeclarator[init.name='tables']",
            "VariableDeclarator > ObjectExpression > Property > MemberExpression",
            "VariableDeclarator > ObjectExpression > Property > ObjectExpression > Property > MemberExpression",
            "VariableDeclarator > ArrayExpression > ObjectExpression > Property > MemberExpression",
            "VariableDeclarator > TaggedTemplateExpression > TemplateLiteral > MemberExpression",
          ]
            .map((path) => `:matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > ${path}`)
            .map((path) => (path.endsWith("MemberExpression") ? `${path}:matches([object.name='tables'], [object.object.name='tables'])` : path))
            .join(", "),
          message: "Read `tables` when a query is built (in a function), not at import: the engine installs its tables later.",
        },
        {
          selector: "ImportDeclaration[source.value='@remix-run/react'] > ImportSpecifier[imported.name='Form']",
          message: "Import Form from ~/components/form: it leaves a submit to the browser until the page has hydrated (ADR 0342).",
        },
      ],
    },
  },
];
