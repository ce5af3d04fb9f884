// Layout checks the phone browser tests share, measured in the page as it stands: one evaluation a
// page, so walking two dozen pages stays cheap.
import { expect, type Locator, type Page } from '@playwright/test';

/** Labels that must never be clipped: tabs, badges, segments. */
const WHOLE_LABELS = '[role="tab"], .mantine-Badge-label, .mantine-SegmentedControl-label';

/**
 * What a person on this window could not use without panning the whole page, inside `scope`: the page
 * scrolling sideways, elements sticking out of the window unless a sideways scroller holds them (a
 * table in its card, a row of tabs), the first match of each `whole` selector (a first tab, a date
 * preset) partly off the window, a tab, badge or segment whose label is clipped, and tabs wrapping
 * onto several rows. An empty list: the layout fits.
 */
export async function layoutProblems(
  page: Page,
  scope: string,
  whole: readonly string[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ scope, whole, WHOLE_LABELS }) => {
      const root = document.querySelector(scope);
      if (!root) return [`${scope} is not on the page`];
      const width = window.innerWidth;
      const problems: string[] = [];
      const pageOverflow = document.documentElement.scrollWidth - width;
      if (pageOverflow > 0) problems.push(`the page scrolls ${pageOverflow} px sideways`);
      const named = (element: Element, box: DOMRect) =>
        `${(element as HTMLElement).dataset.testid ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}..${Math.round(box.right)}`;
      const scrollsSideways = (element: Element) =>
        getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth;
      const heldByScroller = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
          if (scrollsSideways(parent)) return true;
        return false;
      };
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
        if (!heldByScroller(element)) problems.push(`sticks out: ${named(element, box)}`);
      }
      for (const selector of whole) {
        const element = root.querySelector(selector);
        if (!element) continue;
        const box = element.getBoundingClientRect();
        if (box.left < -1 || box.right > width + 1)
          problems.push(`cut by the window: ${named(element, box)}`);
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`label cut: ${named(element, box)}`);
      }
      // every tab, badge and segment shows its whole label (no "MEM…"), and a row of tabs stays one row
      for (const label of Array.from(root.querySelectorAll(WHOLE_LABELS)))
        if (label.scrollWidth > label.clientWidth + 1)
          problems.push(`label cut: ${named(label, label.getBoundingClientRect())}`);
      for (const list of Array.from(root.querySelectorAll('[role="tablist"]'))) {
        const rows = new Set(
          Array.from(list.querySelectorAll('[role="tab"]'), (tab) =>
            Math.round(tab.getBoundingClientRect().top),
          ),
        );
        if (rows.size > 1)
          problems.push(`tabs in ${rows.size} rows: ${named(list, list.getBoundingClientRect())}`);
      }
      return problems.slice(0, 8);
    },
    { scope, whole, WHOLE_LABELS },
  );
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

/**
 * Every record or team table cell inside `scope` (a table's `td`/`th`, a record card's value) that is not
 * wholly inside the window, sideways scrollers or not: on a phone each column must read where it stands.
 */
export async function cellsOutsideWindow(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope);
    if (!root) return [`${scope} is not on the page`];
    const width = window.innerWidth;
    const outside: string[] = [];
    for (const cell of Array.from(root.querySelectorAll('td, th, [data-record-cell]'))) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -1 || box.right > width + 1)
        outside.push(
          `"${(cell.textContent ?? '').trim().slice(0, 24)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
    }
    return outside.slice(0, 6);
  }, scope);
}

/** How many record cells `scope` shows (table cells and card values). */
export function recordCellCount(page: Page, scope: string): Promise<number> {
  return page.locator(`${scope} :is(td, [data-record-cell])`).count();
}
