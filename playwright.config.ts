// E2E against the built app (npm run build first) on a free port, with a freshly seeded
// database in tests/.tmp/e2e (with E2E_DATABASE_URL: copied into PostgreSQL, served by two
// instances). Two projects: JavaScript on and JavaScript off.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_COMPANY } from "./tests/e2e/support/company";

function freePort(): string {
  return execSync(
    `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
  )
    .toString()
    .trim();
}

// Playwright loads this file in every worker: the first load picks the port for all.
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = "tests/.tmp/e2e";

const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

// Debian's chromium-headless-shell (the old headless shell, built from the same Chromium as the
// chromium package, and what Playwright itself runs for headless tests): no browser window, tab
// strip or WebUI per context. The same specs took a quarter less CPU than with /usr/bin/chromium's
// new headless mode (ADR 0431); without the shell, the full browser runs them.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      // Chromium 156's headless mode opens a window per context with two WebUI renderers for the
      // address bar's popup (chrome://omnibox-popup.top-chrome/): a process pair per test that
      // nothing here shows (ADR 0343). A later --disable-features replaces Playwright's own list,
      // so the list is Playwright's (1.65, chromiumSwitches.ts) and those two.
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
    ],
  },
};

/**
 * Specs that check markup, words, headers or the browser's part only (ADR 0401): what they read
 * comes from the same queries the other specs run on both engines, so the PostgreSQL pass leaves
 * them out. A spec that writes or reads data in a way of its own does not belong here.
 */
export const MARKUP_ONLY_SPECS = [
  "accessibility-axe.spec.ts",
  "accessibility-keyboard.spec.ts",
  "accessibility-markup.spec.ts",
  "layout-phone.spec.ts",
  "language.spec.ts",
  "language-account.spec.ts",
  "language-admin.spec.ts",
  "language-checkout.spec.ts",
  "language-content.spec.ts",
  "language-dashboard.spec.ts",
  "language-pages.spec.ts",
  "language-rfp.spec.ts",
  "security-csrf.spec.ts",
  "security-headers.spec.ts",
  "pages-public.spec.ts",
  "pages-policies.spec.ts",
  "pages-errors.spec.ts",
  "shell.spec.ts",
  "home-hero.spec.ts",
  "images-responsive.spec.ts",
  "maps.spec.ts",
  "maps-contact-us.spec.ts",
  "perf-page-weight.spec.ts",
];

const PAGE_WEIGHT_SPEC = /perf-page-weight\.spec\.ts$/;

/** Specs with tests that skip on PostgreSQL (`e2eOnPostgres`): they run in full on SQLite. */
export const SQLITE_ONLY_SPECS = ["ops-server.spec.ts", "page-cache-privacy.spec.ts", "refunds-mail-origin.spec.ts"];

/** The tests the PostgreSQL pass runs are those whose title path (file, describes, title) does not name the phone size. */
export const PHONE_TITLE = /\bphone\b/;

/**
 * With E2E_BEHAVIOUR_JS_ON=postgres (`npm test`, ADR 0450), the SQLite pass's JavaScript-on project
 * leaves out the tests the PostgreSQL pass runs: every test of a spec that is neither markup-only
 * nor SQLite-only and whose title path does not name the phone size. Each such test still runs
 * with JavaScript off on SQLite and with JavaScript on, at desktop size, on PostgreSQL.
 */
export function jsOnDesktopOnPostgres(): RegExp {
  const files = [...MARKUP_ONLY_SPECS, ...SQLITE_ONLY_SPECS].map((f) => f.replaceAll(".", "\\.")).join("|");
  return new RegExp(`^(?!.*${PHONE_TITLE.source})(?!.*(?:^|\\s)(?:${files})(?:\\s|$))`);
}

export default defineConfig({
  testDir: "tests/e2e",
  // E2E_MARKUP_AUDITS=skip (CI's PostgreSQL pass, ADR 0343, 0401): the specs that read only
  // markup, words and headers the engine does not change; they already ran on SQLite.
  testIgnore: process.env.E2E_MARKUP_AUDITS === "skip" ? MARKUP_ONLY_SPECS.map((file) => `**/${file}`) : undefined,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./tests/e2e/support/timing-reporter.ts"]],
  // Traces are recorded on the retry of a failed test only: recording every test's actions
  // (to keep them on failure) slowed the whole suite down.
  use: { baseURL, trace: "on-first-retry", actionTimeout: 10_000 },
  // On PostgreSQL (E2E_DATABASE_URL) the suite checks the engine and the two instances beneath
  // the same pages: each behaviour once, JavaScript on at desktop size. JS off and phone sizes
  // change the markup and the browser's part, not what reaches the database (ADR 0400).
  projects: process.env.E2E_DATABASE_URL
    ? [{ name: "js-on", use: { ...chromium, javaScriptEnabled: true }, grepInvert: PHONE_TITLE }]
    : [
        // The page-weight budgets read /search as the seed installed it, before any test adds
        // products, reviews or bookings that change its HTML by a few hundred bytes (CI30 failed
        // on a run order that had). The other projects start when it has passed.
        { name: "budgets", testMatch: PAGE_WEIGHT_SPEC },
        {
          name: "js-on",
          use: { ...chromium, javaScriptEnabled: true },
          dependencies: ["budgets"],
          testIgnore: PAGE_WEIGHT_SPEC,
          grepInvert: process.env.E2E_BEHAVIOUR_JS_ON === "postgres" ? jsOnDesktopOnPostgres() : undefined,
        },
        { name: "js-off", use: { ...chromium, javaScriptEnabled: false }, dependencies: ["budgets"], testIgnore: PAGE_WEIGHT_SPEC },
      ],
  webServer: {
    // E2E_DATABASE_URL: the same suite on PostgreSQL, two app instances behind a proxy on the port.
    command: process.env.E2E_DATABASE_URL
      ? `rm -rf ${dataDir} && npx tsx scripts/e2e-postgres-stack.ts`
      : `rm -rf ${dataDir} && node server.mjs`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: process.env.E2E_DATABASE_URL ? 240_000 : 60_000,
    // E2E_SERVER_LOG=1: the servers' access log (one JSON line per request, with its ms) in the output.
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_PATH: `${dataDir}/app.db`,
      STORAGE_DIR: `${dataDir}/uploads`,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      APP_URL: baseURL,
      // A deployment without a gateway key: the e2e payment flows use the sandbox by explicit opt-in.
      PAYMENT_SANDBOX: "true",
      // A browser client on another origin allowed to call /v1 (tests/e2e/api-contract.spec.ts).
      CORS_ORIGINS: "http://cors-client.test",
      SEED_IF_EMPTY: "true",
      E2E: "true",
      // The access log (a JSON line per request) goes to stdout, which nobody reads unless
      // E2E_SERVER_LOG is set: without it, only warnings and errors are written.
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? "info" : "warn",
      // bcrypt at its lowest cost (ADR 0437): about 300 log-ins and sign-ups per pass, each a hash.
      PASSWORD_HASH_COST: "4",
      // The demo pictures as the unit tests' dev-server seed rendered them (ADR 0438).
      SEED_IMAGE_CACHE_DIR: "node_modules/.cache/balimice-seed-images",
      // Specs book in parallel as the same demo customer from one address: lift the hold limits
      // (tests/unit/checkout-holds.test.ts holds them at their defaults).
      HOLD_MAX_INVOICES: "1000",
      HOLD_MAX_LINES: "1000",
      // The one legal entity and its bank account (ADR 0358), not the defaults: specs compare
      // pages, e-mails and PDFs with these (tests/e2e/support/company.ts).
      ...E2E_COMPANY,
    },
  },
});
