// The e2e `test`: Playwright's, with a record of each test's browser traffic (requests, answers,
// failed requests, main-frame navigations, form submits, presses and what moved under them) that
// is printed when the test fails (ADR 0345).
// A failure that passes on retry then says in CI's log whether a click's post left the browser,
// what came back and when, which the page's final snapshot (error-context.md) cannot.
import { test as base } from "@playwright/test";

export * from "@playwright/test";

const KEPT = 150;

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const started = Date.now();
    const lines: string[] = [];
    const note = (line: string) => {
      lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
      if (lines.length > KEPT) lines.shift();
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
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && lines.length) {
      console.log(`--- browser traffic of "${testInfo.title}" (${testInfo.project.name}, try ${testInfo.retry + 1}), last ${lines.length} events:\n${lines.join("\n")}\n---`);
    }
  },
});
