// The accessibility check the browser tests share: axe-core (WCAG 2 A and AA rules) on the page as it
// stands; a serious or critical violation fails the test with its rule, help text and first elements.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core as the builder injects it into every frame at every check, loaded only where a frame has none
 * yet. The builder's own source is axe's unminified text (1.5 MB), sent and run again into the page and each
 * frame at every check: on one site page, moved inside as the single-page app it is, that was half of a
 * check's time. axe.min.js is the same release minified (0.65 MB); a frame that has axe keeps it (axe.run
 * starts each check afresh).
 */
const AXE_SOURCE = (() => {
  const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const minified = readFileSync(axeCore.resolve('axe-core/axe.min.js'), 'utf8');
  return `if (typeof window.axe?.run !== 'function') {\n${minified}\n}`;
})();

/** Whether every frame of the page has axe already (a frame going away counts as having it). */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  const loaded = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
          .catch(() => true),
      ),
  );
  return loaded.every(Boolean);
}

/**
 * `exclude`: selectors left out, e.g. a game provider's iframe (the simulated vendor's page is not the
 * site's). Mantine's hidden-until-needed portals are not in the tree, so only what shows is checked.
 */
export async function expectAccessible(
  page: Page,
  step: string,
  exclude: readonly string[] = [],
): Promise<void> {
  // legacy mode: one axe.run over the page and its same-origin frames (every frame of the site is);
  // the default opens a blank page per check to merge per-frame results, seconds each on two cores.
  // Only violations are collected in full (not every passing node): about 30 % less per check. The
  // options go first: `options()` replaces what `withTags()` set.
  let builder = new AxeBuilder({ page, axeSource: (await axeInEveryFrame(page)) ? 'void 0' : AXE_SOURCE })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(failing, `accessibility at "${step}"`).toEqual([]);
}
