// Layout checks the phone browser tests share, measured in the page as it stands.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Elements inside `scope` that stick out of the window sideways, unless a sideways scroller holds them
 * (a table in its card, a row of tabs): what a person could not reach without panning the whole page.
 */
export async function stickingOut(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`${selector} is not on the page`];
    const width = window.innerWidth;
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible' && element.scrollWidth > element.clientWidth;
    };
    const heldByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
        if (scrollsSideways(parent)) return true;
      return false;
    };
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      if (heldByScroller(element)) continue;
      const name = (element as HTMLElement).dataset.testid ?? element.tagName.toLowerCase();
      found.push(
        `${name} "${(element.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return found.slice(0, 5);
  }, scope);
}

/** Nothing on the page, nor in `scope`, runs off the window sideways. */
export async function expectNoSidewaysOverflow(page: Page, scope: string, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page scrolls sideways at ${where}`).toBeLessThanOrEqual(0);
  expect(await stickingOut(page, scope), `sticking out at ${where}`).toEqual([]);
}

/** The element shows whole, within the window's width (a tab or preset not cut mid-word). */
export async function expectWhollyVisible(locator: Locator, where: string): Promise<void> {
  await expect(locator, where).toBeVisible();
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  expect(box, where).not.toBeNull();
  if (!box) return;
  expect(box.x, `${where}: cut on the left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: cut on the right`).toBeLessThanOrEqual(width);
  const cut = await locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(cut, `${where}: its label is cut`).toBe(false);
}

/** How much of a game tile or board must show for it to count as on the first screen. */
const SHOWN_PX = 120;

/** The element shows (its first 120 px, or all of it) in the first screen of `height` px, unscrolled. */
export async function expectInFirstScreen(locator: Locator, height: number, where: string): Promise<void> {
  await expect(locator, where).toBeVisible();
  const box = await locator.boundingBox();
  const shownTo = box ? box.y + Math.min(box.height, SHOWN_PX) : Number.POSITIVE_INFINITY;
  expect(shownTo, `${where}: below the first screen`).toBeLessThanOrEqual(height);
}
