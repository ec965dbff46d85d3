// The phone-width check the e2e specs share: the page is no wider than the screen (nothing to
// scroll sideways), and when it is, the innermost elements past the edge say what to fix.
import { expect, type Page } from "@playwright/test";

export async function expectFitsScreen(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: [...document.body.querySelectorAll("*")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen: ${culprits.join(" | ")}`).toBeLessThanOrEqual(innerWidth);
}
