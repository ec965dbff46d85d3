// ESLint holds two layering rules (issue 26), nothing else: the project's style is held by
// TypeScript (strict) and review, not by a linter.
import tseslint from "typescript-eslint";

const ts = { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true }, sourceType: "module" } };

export default [
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
              group: ["**/db.server", "**/db/*", "drizzle-orm", "drizzle-orm/*", "better-sqlite3"],
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
];
