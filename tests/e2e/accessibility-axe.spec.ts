// axe-core on every kind of page a visitor, planner, vendor or admin sees, at desktop and phone
// sizes (JS on): no serious or critical violation, a sound heading outline, and one <main> the
// skip link leads to (ADR 0190). Each page state is checked once per
// viewport; the counts per page and the totals are printed (moderate and minor ones too, for
// information). Page states include the ones that only appear after an action: a form showing
// its errors, search results, a cart with an item, checkout step 2, dialogs of the dashboards.
// In Bahasa Indonesia (issue 27, ADR 0326): every public page, a form showing its errors, and one
// page of each signed-in kind (My Reservation, the vendor dashboard, the admin console), at phone
// size, where the longer words strain the layout most (ADR 0336: the desktop markup is the English
// desktop's with other words); the other signed-in states are the same markup with other words.
// At phone size the English groups leave out the public pages the Indonesian audit covers there
// (ADR 0453): the same markup at the same width, with the shorter words.
// The API documentation (3,800 elements, 3 s of axe) is audited once, in English at desktop size:
// it is one generated page whose phone and Indonesian versions differ only by width and a note.
import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { and, eq } from "drizzle-orm";
import { addDaysIso, baliIsoDate } from "../../app/utils/format";
import { createTestInvoice } from "../support/invoices";
import { createLineInvoice } from "../support/ops-fixtures";
import { createPastBooking } from "../support/review-fixtures";
import { createCustomer, DEMO_ACCOUNTS, login } from "./support/auth";
import { openE2eDb, schema } from "./support/payments-db";
import { markPaid } from "./support/bookings";
import { first } from "~/db.server";

const db = openE2eDb();
const AXE_SOURCE_FILE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const DAY_PRODUCT = 3;
const VENDOR_PRODUCT = 1; // a product of the demo vendor

// Moderate rules held at zero as well: the outline (one h1, no skipped level) and one <main>,
// the skip link's target.
const HELD_RULES = new Set(["heading-order", "page-has-heading-one", "landmark-one-main"]);

/** The sign-in and information pages, audited in English and in Indonesian. */
const INFORMATION_PAGES: Array<[string, string]> = [
  ["login", "/login"],
  ["sign-up", "/login?tab=signup"],
  ["about us", "/about-us"],
  ["our services", "/our-services"],
  ["list business", "/list-business"],
  ["vendor benefit FAQ", "/vendor-benefit?tab=faq"],
  ["contact us", "/contact-us"],
  ["auction", "/auction"],
  ["big plan", "/page-big-plan"],
  ["she", "/page-she"],
  ["10 Bali baru", "/page-10-Bali-baru"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
  ["cancellation policy", "/cancellation-policy"],
  ["partnership agreement", "/general-partnership-agreement"],
  ["empty reservation list", "/reservation-summary"],
  ["not found", "/this/does/not-exist"],
];
/**
 * The public pages audited in Indonesian at phone size (ADR 0336). At phone size the English
 * groups leave these paths out (ADR 0453): the same markup at the same width with other words,
 * the longer ones in the Indonesian audit.
 */
const INDONESIAN_PUBLIC_PAGES: Array<[string, string]> = [
  ["home", "/"],
  ["search with results", "/search?keyword=Nusa+Dua"],
  ["search without results", "/search?keyword=Ubud&minPrice=900000000000"],
  ["venue", "/venue-detail/1"],
  ["product", `/product-detail/${DAY_PRODUCT}`],
  ["product card", `/product-card/${DAY_PRODUCT}`],
  ...INFORMATION_PAGES,
];
const AUDITED_IN_INDONESIAN_AT_PHONE = new Set(INDONESIAN_PUBLIC_PAGES.map(([, path]) => path));

type Impact = "critical" | "serious" | "moderate" | "minor";
type PageResult = { state: string; counts: Record<Impact, number>; blocking: string[] };

// The groups run in parallel workers: each appends its pages' counts to a file of the run (the
// e2e data folder is emptied when the server starts), and the worker finishing last prints the totals.
const RESULTS_FILE = "tests/.tmp/e2e/axe-results.jsonl";
const GROUPS = 7 * 2 - 1;

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "axe runs once per page state, with JavaScript on");
  testInfo.setTimeout(300_000);
  // axe-core is in every document of the test's page from the start (see audit()).
  await page.addInitScript({ path: AXE_SOURCE_FILE });
});

test.afterAll(({}, testInfo) => {
  if (testInfo.project.name !== "js-on" || !fs.existsSync(RESULTS_FILE)) return;
  const lines = fs.readFileSync(RESULTS_FILE, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { group: string; pages: PageResult[] });
  const pages = lines.flatMap((l) => l.pages);
  const sum = (impact: Impact) => pages.reduce((n, r) => n + r.counts[impact], 0);
  console.log(
    `axe total${lines.length < GROUPS ? ` so far (${lines.length} of ${GROUPS} groups)` : ""}: ${pages.length} page states, critical ${sum("critical")}, serious ${sum("serious")}, moderate ${sum("moderate")}, minor ${sum("minor")}`,
  );
});

/** Runs axe on the page as it is now and records the counts; returns the serious and critical findings. */
async function audit(page: Page, state: string, viewport: string): Promise<PageResult> {
  // Every rule axe runs by default, plus "label in name" (experimental in axe): the words a
  // control shows are part of the name a screen reader or voice control uses for it.
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of
  // describing every node it checked (the same rules run; the audit is faster on long pages).
  // Legacy mode runs axe.run() in the page itself: the default (runPartial per frame, then
  // finishRun) opens a blank page for every audit, which doubled each audit's time. It only
  // gives up cross-origin frames, and the site has no frames; the counts per page are the same.
  // axe-core itself comes with each document (the init script above): AxeBuilder would send its
  // 580 KB source through the protocol and evaluate it twice per audit (once in analyze(), once
  // in legacy mode's inject), 0.1-0.2 s each time; it gets a no-op source instead.
  const { violations } = await new AxeBuilder({ page, axeSource: "void 0" }).setLegacyMode().options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  for (const v of violations) {
    const impact = (v.impact ?? "minor") as Impact;
    counts[impact] += v.nodes.length;
    if (impact === "critical" || impact === "serious" || HELD_RULES.has(v.id)) {
      for (const node of v.nodes) blocking.push(`${state} [${viewport}] ${v.id} (${impact}): ${node.target.join(" ")} - ${node.failureSummary?.split("\n")[1]?.trim() ?? v.help}`);
    }
  }
  const others = violations.filter((v) => v.impact === "moderate" || v.impact === "minor").map((v) => v.id);
  const mains = await page.locator("main#main-content").count();
  if (mains !== 1) blocking.push(`${state} [${viewport}] ${mains} <main id="main-content"> (the skip link's target), not 1`);
  console.log(
    `axe ${viewport} ${state}: critical ${counts.critical}, serious ${counts.serious}, moderate ${counts.moderate}, minor ${counts.minor}${others.length ? ` (${[...new Set(others)].join(", ")})` : ""}`,
  );
  return { state: `${viewport} ${state}`, counts, blocking };
}

/** Visits each state (a path, or a step that brings the page there) and audits it; all findings in one failure. */
async function auditAll(page: Page, viewport: string, states: Array<[string, string | (() => Promise<void>)]>) {
  const pages: PageResult[] = [];
  const audited = viewport === "phone" ? states.filter(([, visit]) => typeof visit !== "string" || !AUDITED_IN_INDONESIAN_AT_PHONE.has(visit)) : states;
  for (const [state, visit] of audited) {
    if (typeof visit === "string") await page.goto(visit);
    else await visit();
    await page.waitForLoadState("load");
    pages.push(await audit(page, state, viewport));
  }
  fs.appendFileSync(RESULTS_FILE, `${JSON.stringify({ group: test.info().title, pages })}\n`);
  const blocking = pages.flatMap((p) => p.blocking);
  expect(blocking, blocking.join("\n")).toEqual([]);
}

/** The page in Indonesian: `?lang=id` (the document also remembers it in the lang cookie). */
function inIndonesian(path: string) {
  const url = new URL(path, "http://same.invalid");
  url.searchParams.set("lang", "id");
  return `${url.pathname}${url.search}${url.hash}`;
}

function bookingDate(offset: number) {
  return addDaysIso(baliIsoDate(), offset);
}

async function addDayProductToList(page: Page, date: string) {
  await page.goto(`/product-detail/${DAY_PRODUCT}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption("09:00");
  const layout = form.getByLabel("Seat layout");
  await layout.selectOption((await layout.locator("option").nth(1).getAttribute("value"))!);
  const qty = form.getByLabel("Quantity");
  await qty.fill((await qty.getAttribute("min")) ?? "1");
  await form.getByLabel("Event name").fill("Board meeting");
  await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
  await expect(page.getByText("Successfully added to Reservation List")).toBeVisible();
}

/** The review page of a past paid guest booking, opened with its token, showing the form's errors. */
async function reviewForm(page: Page) {
  const { line, invoice } = await createPastBooking(db, { productId: DAY_PRODUCT, endedHoursAgo: 30 });
  await page.goto(`/review/${line.id}?token=${encodeURIComponent(invoice.accessToken)}`);
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${viewport} size`, () => {
    test.use({ viewport: size });

    test(`catalogue pages have no serious or critical violations (${viewport})`, async ({ page }) => {
      await auditAll(page, viewport, [
        ["home", "/"],
        ["search", "/search"],
        ["search with results", "/search?keyword=Nusa+Dua"],
        ["search without results", "/search?keyword=Ubud&minPrice=900000000000"],
        ["search, equipment tab", "/search?tab=equipment"],
        ["venue", "/venue-detail/1"],
        ["venue with reviews, page 2", `/venue-detail/${(await db.select().from(schema.venues)).sort((a, b) => b.reviewCount - a.reviewCount)[0].id}?reviews=2`],
        ["review form of an e-mailed link", () => reviewForm(page)],
        ["product", `/product-detail/${DAY_PRODUCT}`],
        ["product per person", "/product-detail/2"],
        ["product card", `/product-card/${DAY_PRODUCT}`],
        ["sign-up dialog", async () => {
          await page.goto("/about-us");
          await page.getByRole("banner").getByRole("link", { name: viewport === "phone" ? "Log in" : "JOIN US" }).first().click();
          await expect(page.getByTestId("auth-modal")).toBeVisible();
        }],
      ]);
    });

    test(`the pages in Indonesian have no serious or critical violations (${viewport})`, async ({ page }) => {
      test.skip(viewport !== "phone", "Indonesian pages are audited at phone size (ADR 0336)");
      const states: Array<[string, string | (() => Promise<void>)]> = INDONESIAN_PUBLIC_PAGES.map(([state, path]) => [`${state} (id)`, inIndonesian(path)]);
      states.push(["big plan with errors (id)", async () => {
        await page.goto(inIndonesian("/page-big-plan"));
        await page.getByRole("main").getByRole("button", { name: "Kirim permintaan" }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      }]);
      // One page of each signed-in kind: log in (in English), then the page in Indonesian.
      const signedIn: Array<[string, { email: string; password: string }, string]> = [
        ["my reservation", DEMO_ACCOUNTS.customer, "/my-reservation"],
        ["vendor dashboard", DEMO_ACCOUNTS.vendor, "/dashboard"],
        ["admin overview", DEMO_ACCOUNTS.admin, "/admin"],
      ];
      for (const [state, account, path] of signedIn) {
        states.push([`${state} (id)`, async () => {
          await page.context().clearCookies();
          await login(page, account.email, account.password, path);
          await page.goto(inIndonesian(path));
        }]);
      }
      await auditAll(page, viewport, states);
    });

    test(`information and sign-in pages have no serious or critical violations (${viewport})`, async ({ page }) => {
      await auditAll(page, viewport, [
        ...INFORMATION_PAGES,
        ["forgot password", "/login?tab=forgot"],
        ["register vendor", "/register-vendor"],
        ["vendor benefit", "/vendor-benefit"],
        ["inquiry", "/inquiry"],
        ...(viewport === "desktop" ? ([["api docs", "/api-docs"]] as Array<[string, string]>) : []),
        ["my reservation (guest)", "/my-reservation"],
      ]);
    });

    test(`planner flow pages have no serious or critical violations (${viewport})`, async ({ page }) => {
      const offset = viewport === "phone" ? 27 : 26;
      const invoice = await createTestInvoice(db);
      await auditAll(page, viewport, [
        ["product form with errors", async () => {
          await page.goto(`/product-detail/${DAY_PRODUCT}`);
          const form = page.locator("form", { has: page.getByRole("button", { name: "ADD TO RESERVATION LIST" }) });
          await form.getByLabel("Event name").fill("x".repeat(300));
          await form.getByRole("button", { name: "ADD TO RESERVATION LIST" }).click();
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        }],
        ["inquiry with errors", async () => {
          await page.goto("/inquiry");
          await page.getByRole("main").locator("button[type=submit]").first().click();
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        }],
        ["reservation list with an item", async () => {
          await addDayProductToList(page, bookingDate(offset));
          await page.goto("/reservation-summary");
        }],
        ["checkout step 2", "/reservation-summary?step=contact"],
        ["checkout step 2 with errors", async () => {
          await page.getByRole("button", { name: "CHECK OUT" }).click();
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        }],
        ["confirmation", `/confirmation?id=${invoice.invoiceNo}&token=${invoice.accessToken}`],
        ["payment confirmation", `/payment-confirmation?invoice=${invoice.invoiceNo}&token=${invoice.accessToken}`],
        ["voucher (unpaid)", `/voucher/${invoice.invoiceNo}?token=${invoice.accessToken}`],
      ]);
    });

    test(`a planner's account pages have no serious or critical violations (${viewport})`, async ({ page }) => {
      const customer = await createCustomer(page, "Axe");
      const user = (await first(db.select().from(schema.users).where(eq(schema.users.email, customer.email))))!;
      const paid = await createTestInvoice(db, { userId: user.id, email: customer.email });
      await markPaid(paid.id);
      await createTestInvoice(db, { userId: user.id, email: customer.email });
      await login(page, customer.email, customer.password, "/my-reservation");
      await auditAll(page, viewport, [
        ["my reservation with invoices", "/my-reservation"],
        ["my reservation, invoice open", async () => {
          await page.getByTestId("invoice-card").first().locator("summary").first().click();
        }],
        ["voucher (paid)", `/voucher/${paid.invoiceNo}`],
        ["messages", "/messages"],
        ["change password", "/account/password"],
      ]);
    });

    test(`the vendor dashboard has no serious or critical violations (${viewport})`, async ({ page }) => {
      const { lineIds } = await createLineInvoice(db, { productId: VENDOR_PRODUCT, startsAt: new Date(Date.now() + 420 * 24 * 3600_000) });
      const product = (await first(db.select().from(schema.products).where(eq(schema.products.id, VENDOR_PRODUCT))))!;
      const subVenue = (await first(db.select().from(schema.subVenues).where(and(eq(schema.subVenues.id, product.subVenueId)))))!;
      await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password, "/dashboard");
      const modal = async (path: string) => {
        await page.goto(path);
        await expect(page.locator("dialog:modal, [role=dialog]").first()).toBeVisible();
      };
      await auditAll(page, viewport, [
        ["dashboard", "/dashboard"],
        ["supplier info", "/dashboard/supplier-info"],
        ["venue info", "/dashboard/venue-info"],
        ["venue images", "/dashboard/venue-images"],
        ["sub venues", "/dashboard/subvenue-list"],
        ["sub venue edit dialog", () => modal(`/dashboard/subvenue-list?edit=${subVenue.id}`)],
        ["products", "/dashboard/product-list"],
        ["product edit dialog", () => modal(`/dashboard/product-list?edit=${VENDOR_PRODUCT}`)],
        ["availability", "/dashboard/manage-availability"],
        // The calendar opens on today's month: stepped on to one with a public holiday, so its
        // chips are audited whatever the date (a December failed on their contrast).
        [
          "availability, a month with a public holiday",
          async () => {
            await page.goto("/dashboard/manage-availability");
            await page.locator(".rbc-toolbar").waitFor();
            const holiday = page.locator('[title^="Public holiday:"]').first();
            for (let i = 0; i < 12 && !(await holiday.isVisible()); i++) await page.locator(".rbc-toolbar").getByRole("button", { name: "Next", exact: true }).click();
            await expect(holiday).toBeVisible();
          },
        ],
        ["reservations", "/dashboard/manage-reservations"],
        ["reservation detail dialog", () => modal(`/dashboard/manage-reservations?detail=${lineIds[0]}`)],
        ["acknowledge dialog", () => modal(`/dashboard/manage-reservations?ack=${lineIds[0]}`)],
        ["messages", "/dashboard/messages"],
        ["reviews", "/dashboard/reviews"],
        ["earnings", "/dashboard/earnings"],
        ["date changes", "/dashboard/date-changes"],
        ["team", "/dashboard/team"],
      ]);
    });

    test(`the admin console has no serious or critical violations (${viewport})`, async ({ page }) => {
      const { lineIds } = await createLineInvoice(db, { productId: VENDOR_PRODUCT, startsAt: new Date(Date.now() + 421 * 24 * 3600_000) });
      await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, "/admin/manage-payments");
      const modal = async (path: string) => {
        await page.goto(path);
        await expect(page.locator("dialog:modal, [role=dialog]").first()).toBeVisible();
      };
      await auditAll(page, viewport, [
        ["overview", "/admin"],
        ["coupons", "/admin/coupons"],
        ["closure days", "/admin/closure-days"],
        ["manage payments", "/admin/manage-payments"],
        ["payment status dialog", () => modal(`/admin/manage-payments?status=${lineIds[0]}`)],
        ["reservation detail dialog", () => modal(`/admin/manage-payments?detail=${lineIds[0]}`)],
        ["delete dialog", () => modal(`/admin/manage-payments?delete=${lineIds[0]}`)],
        ["cancel dialog", () => modal(`/admin/manage-payments?cancel=${lineIds[0]}`)],
        ["refunds", "/admin/refunds"],
        ["inquiries", "/admin/inquiries"],
        ["audit", "/admin/audit"],
        ["mail", "/admin/mail"],
        ["messages", "/admin/messages"],
        ["reviews", "/admin/reviews"],
        ["payouts", "/admin/payouts"],
      ]);
    });
  });
}
