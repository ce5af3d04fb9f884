// Every route of the spec's router list (platform-spec.md section 2) opens a real page: in both
// themes and at desktop (1280) and phone (390) widths, logged in, with no console error and no
// "opens soon". One full load per combination, then the site's own history navigation per route.
import { expect, type Page, test } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

/**
 * Routes whose pages live on branches not merged yet, skipped until then (the walk notes them). Empty:
 * every route of the spec has its page on this branch.
 */
const PENDING_MERGE: readonly string[] = [];

/** The router list of platform-spec.md section 2 (`/` redirects to /index). */
const SPEC_ROUTES = [
  '/',
  '/index',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
] as const;

const ROUTES = SPEC_ROUTES.filter((route) => !PENDING_MERGE.includes(route));

// each theme and each width once: what a route renders does not depend on the pair, and every pair
// would cost the suite two more walks of ~25 routes
const COMBOS = [
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'light', width: 390, height: 844 },
] as const;

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

/** A session as the site keeps it (sessionStorage `token`), so every page opens as a member's. */
async function memberToken(page: Page): Promise<string> {
  const response = await page.request.post('/wps/session/login/unsecure', {
    headers: { Merchant: 'sim001' },
    data: { username: 'demo01', password: 'Demo1234' },
  });
  const body = await response.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.token as string;
}

/** The site's router moves on popstate, as it does for the back button: no reload per route. */
async function goClientSide(page: Page, route: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route);
}

async function expectRealPage(page: Page, route: string) {
  const expected = route === '/' ? '/index' : route;
  await expect(page, route).toHaveURL(new RegExp(`${expected.replace('.', '\\.')}$`));
  await expect(page.getByTestId('site-shell'), route).toBeVisible();
  // lazy groups finish loading; a group still "opening soon" would show its panel
  await expect(page.getByTestId('page-loading'), route).toHaveCount(0);
  await expect(page.locator('[data-testid^="coming-soon-"]'), route).toHaveCount(0);
  // (not "coming soon": that is a promotion's status on /promotions, spec section 4)
  await expect(page.getByText(/opens soon/i), route).toHaveCount(0);
  await expect(page.getByTestId('not-found'), route).toHaveCount(0);
}

for (const combo of COMBOS) {
  test(`every spec route is a real page: ${combo.theme} theme at ${combo.width}px`, async ({ page }) => {
    // ~25 routes: measured 30-80 s per combination with two cores at load 20 (the game lobbies dominate)
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    await speak(page, 'EN');
    const token = await memberToken(page);
    await page.addInitScript(
      ({ theme, token }) => {
        localStorage.setItem('theme', theme);
        sessionStorage.setItem('token', token);
      },
      { theme: combo.theme, token },
    );
    await page.setViewportSize({ width: combo.width, height: combo.height });

    const [first = '/index', ...rest] = ROUTES;
    await page.goto(first);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', combo.theme);
    await expect(page.getByTestId('account-name')).toHaveText('demo01');
    await expectRealPage(page, first);
    for (const route of rest) {
      await goClientSide(page, route);
      await expectRealPage(page, route);
    }

    expect(errors, errors.join('\n')).toEqual([]);
    if (PENDING_MERGE.length > 0)
      test.info().annotations.push({ type: 'pending merge', description: PENDING_MERGE.join(' ') });
  });
}
