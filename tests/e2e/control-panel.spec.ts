// The control panel at /admin steers the simulator from a browser; the member site follows.
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.ts';
import { admin } from './support/admin.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

test.afterEach(async () => {
  // the clock is not part of the data: put it back for the other browser tests
  await admin.clock.reset.mutate();
});

/** The panel, logged in the way scripts do it: the token in the fragment, stripped on arrival. */
async function openPanel(page: Page, path = '') {
  await page.goto(`/admin/${path}#token=${E2E_ADMIN_TOKEN}`);
  await expect(page.getByTestId('nav-status')).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
}

test('the token gate refuses a wrong token and opens with the right one', async ({ page }) => {
  await page.goto('/admin');
  await page.getByTestId('admin-token-input').fill('not-the-token');
  await page.getByTestId('admin-token-submit').click();
  await expect(page.getByTestId('token-gate-problem')).toBeVisible();

  await page.getByTestId('admin-token-input').fill(E2E_ADMIN_TOKEN);
  await page.getByTestId('admin-token-submit').click();
  await expect(page).toHaveURL(/\/admin\/status$/);
  await expect(page.getByTestId('maintenance-switch')).toBeVisible();
});

test('maintenance switched on in the panel shows the maintenance screen, and off brings the site back', async ({
  page,
  context,
}) => {
  await openPanel(page);
  const maintenance = page.getByTestId('maintenance-switch');
  await maintenance.check();
  await page.getByTestId('status-save').click();
  await expect(page.getByTestId('visitor-sees')).toHaveAttribute('data-status', '1');

  const site = await context.newPage();
  await site.goto('/index');
  await expect(site.getByTestId('maintenance-screen')).toBeVisible();

  await maintenance.uncheck();
  await page.getByTestId('status-save').click();
  await expect(page.getByTestId('visitor-sees')).toHaveAttribute('data-status', '0');
  await site.reload();
  await expect(site.getByTestId('site-shell')).toBeVisible();
  await expect(site.getByTestId('maintenance-screen')).toHaveCount(0);
});

test('a persona created in the panel shows in the list with its balance', async ({ page }) => {
  await openPanel(page, 'personas');
  await page.getByTestId('persona-username').fill('panel_qa');
  await page.getByTestId('persona-balance').fill('1234.5');
  await page.getByTestId('persona-create').click();

  const row = page.getByTestId('persona-row-panel_qa');
  await expect(row).toBeVisible();
  await expect(row).toContainText('1,234.50');
  expect((await admin.members.get.query({ username: 'panel_qa' })).balance).toBe(1234.5);
});

test('log in as opens the member site in a new tab, logged in as the persona', async ({ page, context }) => {
  await openPanel(page, 'personas');
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('persona-login-demo01').click(),
  ]);
  await expect(site.getByTestId('account-name')).toHaveText('demo01');
  await expect(site).toHaveURL(/\/index$/);
});

test('the clock frozen and advanced an hour from the panel', async ({ page }) => {
  await openPanel(page, 'clock');
  await page.getByTestId('clock-freeze').click();
  await expect(page.getByTestId('clock-state')).toHaveText(/frozen/i);
  const before = await admin.clock.get.query();
  const shownBefore = await page.getByTestId('clock-now').textContent();

  await page.getByTestId('clock-advance-60').click();

  await expect(page.getByTestId('clock-now')).not.toHaveText(shownBefore ?? '');
  const after = await admin.clock.get.query();
  expect(after.frozen).toBe(true);
  expect(new Date(after.now).getTime() - new Date(before.now).getTime()).toBe(60 * 60_000);
});

test('the journal shows the member site’s calls as they happen', async ({ page, context }) => {
  await admin.journal.clear.mutate();
  await openPanel(page, 'journal');
  await expect(page.getByTestId('journal-table')).toBeVisible();

  const site = await context.newPage();
  await site.goto('/index');
  await expect(site.getByTestId('site-shell')).toBeVisible();

  const statusCall = page.locator('[data-testid="journal-row"][data-path="/wps/system/status"]').first();
  await expect(statusCall).toBeVisible();
  await statusCall.click();
  await expect(page.getByTestId('journal-body')).toBeVisible();
});

test("QA's levers as pages: the next outcome forced, a vendor under maintenance, the rounds, the captcha answer; the cashier fits 1280 px", async ({
  page,
  request,
}) => {
  const MERCHANT = { Merchant: 'sim001' };
  const DRAGON_WARRIORS = 170001; // JL0001
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPanel(page, 'games');

  // the next round of demo01 on Dragon Warriors pays 3x, as the provider page will play it
  await page.getByTestId('force-multiplier').fill('3');
  await page.getByTestId('force-username').fill('demo01');
  await page.getByTestId('force-node').fill(String(DRAGON_WARRIORS));
  await page.getByTestId('force-submit').click();
  const login = await request.post('/wps/session/login/unsecure', {
    headers: MERCHANT,
    data: { username: 'demo01', password: 'Demo1234' },
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const launch = await request.get(
    `/wps/game/launchGame?nodeId=${DRAGON_WARRIORS}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
    { headers: { ...MERCHANT, Authorization: token } },
  );
  const gameUrl = new URL(((await launch.json()) as { value: { gameUrl: string } }).value.gameUrl);
  await expect
    .poll(async () => {
      const round = await request.post('/provider/api/round', {
        data: { token: gameUrl.searchParams.get('token'), roundId: `panel-force-${Date.now()}`, stake: 10 },
      });
      return ((await round.json()) as { value?: { win?: number } }).value?.win;
    })
    .toBe(30);
  await expect(page.getByTestId('round-row').first()).toContainText('30.00');

  // a vendor under maintenance from the page
  await page.getByTestId('maintenance-vendor').fill('JL');
  await page.getByTestId('maintenance-on').click();
  await expect
    .poll(async () => {
      const list = await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JL&pageSize=1', {
        headers: MERCHANT,
      });
      return JSON.stringify(await list.json());
    })
    .toContain('"maintenance":true');

  // the captcha answer a scripted QA needs
  await request.get('/wps/captcha?t=1', { headers: MERCHANT });
  const issued = await admin.captcha.get.query();
  await openPanel(page, 'captcha');
  await expect(page.getByTestId('captcha-answer')).toContainText(issued!.text);

  // the cashier's orders, Due column included, fit the panel at 1280 px
  await request.post('/wps/v2/transaction/deposit', {
    headers: { ...MERCHANT, Authorization: token },
    data: { channelCode: 'BANK', amount: 600 },
  });
  await openPanel(page, 'cashier');
  const due = page.locator('[data-testid^="cashier-due-"]').first();
  await expect(due).toBeVisible();
  const box = await due.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  const overflow = await page
    .getByTestId('cashier-orders')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the side menu scrolls at 1440×900: its last entries (SMS & mail, Snapshots, Scenarios) open their pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPanel(page);
  for (const id of ['outbox', 'snapshots', 'scenarios']) {
    const entry = page.getByTestId(`nav-${id}`);
    // a plain click, no force: Playwright scrolls the entry into view only where the menu scrolls
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/admin/${id}$`));
    const box = await entry.boundingBox();
    expect(box && box.y + box.height, `nav-${id} inside the window`).toBeLessThanOrEqual(900);
  }
});
