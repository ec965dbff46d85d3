// The e2e `test`: Playwright's, with a record of each test's browser traffic (requests, answers,
// failed requests, main-frame navigations, form submits, presses and what moved under them) that
// is printed when the test fails (ADR 0345).
// A failure that passes on retry then says in CI's log whether a click's post left the browser,
// what came back and when, which the page's final snapshot (error-context.md) cannot.
import { test as base, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

const KEPT = 150;

/** The browser-traffic record of one context; `start` begins a test's record. */
type TrafficRecord = { lines: string[]; start(): void };

/** A worker's context kept between its tests (ADR 0436), with the options it was made with. */
type KeptContext = { context?: BrowserContext; options?: string; record?: TrafficRecord };

async function recordTraffic(context: BrowserContext): Promise<TrafficRecord> {
  let started = Date.now();
  const record: TrafficRecord = { lines: [], start: () => { record.lines = []; started = Date.now(); } };
  const note = (line: string) => {
    record.lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
    if (record.lines.length > KEPT) record.lines.shift();
  };
  const where = (url: string) => url.replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, "");
  // Static files and map tiles say nothing about a lost click.
  const worth = (url: string) => !/\/(build|assets|fonts|images)\/|\/favicon|tile\.openstreetmap/.test(url);
  context.on("request", (r) => worth(r.url()) && note(`> ${r.method()} ${where(r.url())} (${r.resourceType()})`));
  context.on("requestfinished", (r) => {
    if (!worth(r.url())) return;
    void r.response().then((answer) => note(`< ${answer?.status() ?? "?"} ${r.method()} ${where(r.url())}`), () => undefined);
  });
  context.on("requestfailed", (r) => worth(r.url()) && note(`x ${r.method()} ${where(r.url())}: ${r.failure()?.errorText ?? ""}`));
  context.on("page", (page) => page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`navigated ${where(frame.url())}`)));
  context.on("console", (message) => message.text().startsWith("[e2e]") && note(message.text()));
  // Whether a submit reached the form, and whether a script took it over (defaultPrevented).
  await context.addInitScript(() => {
    window.addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      console.debug(`[e2e] submit ${form.id || form.getAttribute("action") || "form"}`);
      setTimeout(() => console.debug(`[e2e] submit handled by a script: ${event.defaultPrevented}`));
    }, true);
    let pressedAt = -1;
    for (const type of ["pointerdown", "pointerup", "click"]) {
      window.addEventListener(type, (event) => {
        const target = event.target as HTMLElement;
        if (type === "pointerdown") pressedAt = performance.now();
        const box = target.getBoundingClientRect?.();
        console.debug(`[e2e] ${type} on ${target.tagName?.toLowerCase()}${target.id ? `#${target.id}` : ""} "${(target.textContent ?? "").trim().slice(0, 30)}" at y=${Math.round((event as PointerEvent).clientY ?? -1)} box=${Math.round(box?.top ?? -1)}..${Math.round(box?.bottom ?? -1)} scrollY=${Math.round(window.scrollY)} page height ${document.documentElement.scrollHeight}`);
      }, true);
    }
    window.addEventListener("focusout", (event) => {
      if (performance.now() - pressedAt < 300) console.debug(`[e2e] focusout of #${(event.target as HTMLElement).id}`);
    }, true);
    window.addEventListener("scroll", () => {
      if (performance.now() - pressedAt < 300) console.debug(`[e2e] scrolled to ${Math.round(window.scrollY)}`);
    }, true);
    // Init scripts run before the document has its root element.
    const watchHeight = () => new ResizeObserver(() => {
      if (performance.now() - pressedAt < 300) console.debug(`[e2e] page height ${document.documentElement.scrollHeight}`);
    }).observe(document.documentElement);
    if (document.documentElement) watchHeight();
    else document.addEventListener("DOMContentLoaded", watchHeight, { once: true });
  });
  return record;
}

export const test = base.extend<{ freshContext: boolean }, { keptContext: KeptContext }>({
  /** A context of the test's own, not the worker's kept one (ADR 0436): set by specs that change what a context keeps (a fake clock) or measure a first visit. */
  freshContext: [false, { option: true }],
  keptContext: [
    async ({}, use) => {
      const kept: KeptContext = {};
      await use(kept);
      await kept.context?.close().catch(() => undefined);
    },
    { scope: "worker" },
  ],
  // Each test gets a page of its own in a context the worker keeps between its tests (ADR 0436):
  // cookies, permissions, routes and the origin's storage are cleared after each test; the
  // browser's HTTP cache stays, as it does for a visitor going from page to page. A test with
  // other context options, a retry, or a spec asking for `freshContext` gets a context of its own.
  context: async ({ browser, keptContext, freshContext, baseURL, javaScriptEnabled, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, userAgent, isMobile, hasTouch, storageState, extraHTTPHeaders, httpCredentials, permissions, geolocation, offline, bypassCSP, ignoreHTTPSErrors, acceptDownloads, serviceWorkers, contextOptions }, use, testInfo) => {
    const options = JSON.stringify({ baseURL, javaScriptEnabled, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, userAgent, isMobile, hasTouch, storageState, extraHTTPHeaders, httpCredentials, permissions, geolocation, offline, bypassCSP, ignoreHTTPSErrors, acceptDownloads, serviceWorkers, contextOptions });
    const ownContext = freshContext || testInfo.retry > 0;
    let context: BrowserContext;
    let record: TrafficRecord;
    if (ownContext) {
      // Playwright fills in the test's options (viewport included) for a context made in a test.
      context = await browser.newContext();
      record = await recordTraffic(context);
    } else {
      if (!keptContext.context || keptContext.options !== options) {
        await keptContext.context?.close().catch(() => undefined);
        const made: BrowserContext = await browser.newContext();
        made.on("close", () => {
          if (keptContext.context === made) keptContext.context = undefined;
        });
        Object.assign(keptContext, { context: made, options, record: await recordTraffic(made) });
      }
      context = keptContext.context!;
      record = keptContext.record!;
    }
    record.start();
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && record.lines.length) {
      console.log(`--- browser traffic of "${testInfo.title}" (${testInfo.project.name}, try ${testInfo.retry + 1}), last ${record.lines.length} events:\n${record.lines.join("\n")}\n---`);
    }
    if (ownContext) {
      await context.close();
      return;
    }
    try {
      await clearForNextTest(context, baseURL);
    } catch {
      // A context that cannot be cleared is not kept.
      await context.close().catch(() => undefined);
    }
  },
  page: async ({ context, viewport, keptContext }, use) => {
    const page = await context.newPage();
    // The kept context was made with its first test's viewport.
    if (context === keptContext.context && viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

/** What one test leaves in the kept context and the next must not find: all but the HTTP cache. */
async function clearForNextTest(context: BrowserContext, baseURL: string | undefined) {
  const page = context.pages()[0] ?? (await context.newPage());
  if (baseURL) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: new URL(baseURL).origin, storageTypes: "local_storage,indexeddb,service_workers,cache_storage,websql,file_systems" });
    await cdp.detach();
  }
  await Promise.all(context.pages().map((p) => p.close()));
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
}
