// The e2e `test`: Playwright's, with a record of each test's browser traffic (requests, answers,
// failed requests, main-frame navigations, form submits, presses and what moved under them) that
// is printed when the test fails (ADR 0345).
// A failure that passes on retry then says in CI's log whether a click's post left the browser,
// what came back and when, which the page's final snapshot (error-context.md) cannot.
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until the app's scripts run (JavaScript on). Remix loads its client entry with a dynamic
 * import() from an inline module script, which the load event does not wait for: a click before
 * then is the browser's own navigation (CI70). Once Remix's router exists, hydrateRoot has been
 * called and React handles a click, hydrating first if it must.
 */
export async function appScriptsRunning(page: Page, where?: string) {
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __remixRouter?: unknown }).__remixRouter), { message: where }).toBe("object");
}

const KEPT = 150;
/** The page's own record (JavaScript on): a window property, kept in the tab's sessionStorage as each document is left. */
const PAGE_RECORD_KEY = "e2e-traffic";

/** One test's browser-traffic record: lines stamped with the time (ms since the epoch) they happened. */
type TrafficRecord = { lines: Array<[number, string]>; started: number; start(): void };

/** A worker's context kept between its tests (ADR 0436), with the options it was made with. */
type KeptContext = { context?: BrowserContext; options?: string; record?: TrafficRecord };

/** A URL without the test server's origin, its query cut at 120 characters (Remix's route manifest lists every linked path). */
const where = (url: string) => shortened(url.replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, ""));
const shortened = (path: string) => (path.length > 120 ? `${path.slice(0, 120)}…` : path);
// Static files and map tiles say nothing about a lost click.
const STATIC_FILES = /\/(build|assets|fonts|images)\/|\/favicon|tile\.openstreetmap/;

/**
 * With JavaScript off, the browser's requests as Playwright reports them (a document and its
 * styles and pictures per page). With JavaScript on, the page records its own (ADR 0456):
 * Playwright reporting every request of every page (35 script chunks each) to the test's process
 * cost 4-5 % of the suite's CPU.
 */
async function recordTraffic(context: BrowserContext, javaScriptEnabled: boolean): Promise<TrafficRecord> {
  const record: TrafficRecord = { lines: [], started: Date.now(), start: () => { record.lines = []; record.started = Date.now(); } };
  const note = (line: string) => {
    record.lines.push([Date.now(), line]);
    if (record.lines.length > KEPT) record.lines.shift();
  };
  context.on("page", (page) => page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`navigated ${where(frame.url())}`)));
  if (!javaScriptEnabled) {
    const worth = (url: string) => !STATIC_FILES.test(url);
    context.on("request", (r) => worth(r.url()) && note(`> ${r.method()} ${where(r.url())} (${r.resourceType()})`));
    context.on("requestfinished", (r) => {
      if (!worth(r.url())) return;
      void r.response().then((answer) => note(`< ${answer?.status() ?? "?"} ${r.method()} ${where(r.url())}`), () => undefined);
    });
    context.on("requestfailed", (r) => worth(r.url()) && note(`x ${r.method()} ${where(r.url())}: ${r.failure()?.errorText ?? ""}`));
    return record;
  }
  // What the page saw: its document's answer, its fetches (loader and action data) with their
  // status (0: failed), whether a submit reached the form and whether a script took it over
  // (defaultPrevented), presses and what moved under them.
  await context.addInitScript(({ key, kept, staticFiles }) => {
    const isStatic = new RegExp(staticFiles);
    const here = (url: string) => {
      const path = url.replace(location.origin, "");
      return path.length > 120 ? `${path.slice(0, 120)}…` : path;
    };
    // This document's lines in memory; the tab's earlier documents' in sessionStorage, written
    // as each document is left (one write per page, not one per event).
    const lines: Array<[number, string]> = [];
    (window as unknown as Record<string, unknown>)[key] = lines;
    const note = (line: string, at = Date.now()) => {
      lines.push([Math.round(at), line]);
      if (lines.length > kept) lines.shift();
    };
    window.addEventListener("pagehide", () => {
      try {
        const earlier = JSON.parse(sessionStorage.getItem(key) ?? "[]") as Array<[number, string]>;
        sessionStorage.setItem(key, JSON.stringify([...earlier, ...lines].slice(-kept)));
      } catch {
        // A page without storage (an error page) keeps no record.
      }
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (isStatic.test(entry.name)) continue;
        const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? "?";
        const kind = entry.entryType === "navigation" ? `document, ${(entry as PerformanceNavigationTiming).type}, ${(entry as PerformanceNavigationTiming).redirectCount} redirects` : entry.initiatorType;
        note(`> ${here(entry.name)} (${kind})`, performance.timeOrigin + entry.startTime);
        note(`< ${status} ${here(entry.name)} after ${Math.round(entry.duration)} ms`, performance.timeOrigin + entry.responseEnd);
      }
    }).observe({ entryTypes: ["navigation", "resource"] });
    window.addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      note(`submit ${form.id || form.getAttribute("action") || "form"}`);
      setTimeout(() => note(`submit handled by a script: ${event.defaultPrevented}`));
    }, true);
    let pressedAt = -1e9; // no press yet: a first layout is not "what moved under a press"
    for (const type of ["pointerdown", "pointerup", "click"]) {
      window.addEventListener(type, (event) => {
        const target = event.target as HTMLElement;
        if (type === "pointerdown") pressedAt = performance.now();
        const box = target.getBoundingClientRect?.();
        note(`${type} on ${target.tagName?.toLowerCase()}${target.id ? `#${target.id}` : ""} "${(target.textContent ?? "").trim().slice(0, 30)}" at y=${Math.round((event as PointerEvent).clientY ?? -1)} box=${Math.round(box?.top ?? -1)}..${Math.round(box?.bottom ?? -1)} scrollY=${Math.round(window.scrollY)} page height ${document.documentElement.scrollHeight}`);
      }, true);
    }
    window.addEventListener("focusout", (event) => {
      if (performance.now() - pressedAt < 300) note(`focusout of #${(event.target as HTMLElement).id}`);
    }, true);
    window.addEventListener("scroll", () => {
      if (performance.now() - pressedAt < 300) note(`scrolled to ${Math.round(window.scrollY)}`);
    }, true);
    // Init scripts run before the document has its root element.
    const watchHeight = () => new ResizeObserver(() => {
      if (performance.now() - pressedAt < 300) note(`page height ${document.documentElement.scrollHeight}`);
    }).observe(document.documentElement);
    if (document.documentElement) watchHeight();
    else document.addEventListener("DOMContentLoaded", watchHeight, { once: true });
  }, { key: PAGE_RECORD_KEY, kept: KEPT, staticFiles: STATIC_FILES.source });
  return record;
}

/** The test's record with what its open pages recorded themselves, in time order, from its start. */
async function trafficLines(context: BrowserContext, record: TrafficRecord): Promise<string[]> {
  const fromPages = await Promise.all(
    context.pages().map((page) =>
      Promise.race([
        page
          .evaluate((key) => JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[]), ...(((window as unknown as Record<string, unknown[]>)[key]) ?? [])]), PAGE_RECORD_KEY)
          .catch(() => null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
      ]),
    ),
  );
  const lines = [...record.lines, ...fromPages.flatMap((kept) => (kept ? (JSON.parse(kept) as Array<[number, string]>) : []))];
  return lines
    .filter(([at]) => at >= record.started - 1_000)
    .sort(([a], [b]) => a - b)
    .slice(-KEPT)
    .map(([at, line]) => `${((at - record.started) / 1000).toFixed(2)}s ${line}`);
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
      record = await recordTraffic(context, javaScriptEnabled);
    } else {
      if (!keptContext.context || keptContext.options !== options) {
        await keptContext.context?.close().catch(() => undefined);
        const made: BrowserContext = await browser.newContext();
        made.on("close", () => {
          if (keptContext.context === made) keptContext.context = undefined;
        });
        Object.assign(keptContext, { context: made, options, record: await recordTraffic(made, javaScriptEnabled) });
      }
      context = keptContext.context!;
      record = keptContext.record!;
    }
    record.start();
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      const lines = await trafficLines(context, record);
      if (lines.length) console.log(`--- browser traffic of "${testInfo.title}" (${testInfo.project.name}, try ${testInfo.retry + 1}), last ${lines.length} events:\n${lines.join("\n")}\n---`);
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
