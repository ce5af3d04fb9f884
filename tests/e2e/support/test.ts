// The browser tests' `test`: Playwright's, and a tab a test opens in a browser context of its own (the
// control panel beside the member site, a second member) is closed when the test ends, passed or
// failed. Left open, each kept polling and re-rendering its clock in the worker's browser for the rest
// of the run, beside every later test on the same two cores.
import { test as base } from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
