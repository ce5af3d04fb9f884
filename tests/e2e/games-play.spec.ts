// The game world from the site: a visitor browses and searches slots and tries one for free; a
// member launches a slot, plays rounds whose outcome QA forces, sees the header balance follow and
// finds the rounds in the betting record. Also the lottery routes, the VASSALAGE popup, the header
// dropdowns, favourites, maintenance and the home page's notices.
import { expect, type Page, test } from '@playwright/test';
import { LOCALES, logInInHeader, openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

const EN = LOCALES.EN;
/** The catalogue is generated deterministically: these ids are the same on every machine. */
const DRAGON_WARRIORS = 170001; // JL0001, a Jili slot with a free trial
const TCG_LOBBY = 179101; // the TCG Slots Lobby, a VASSALAGE group

test.beforeEach(async ({ page }) => {
  await admin.data.reset.mutate();
  await speak(page, 'EN');
});

const logIn = (page: Page) => logInInHeader(page);

async function gameNames(page: Page): Promise<string[]> {
  return page.getByTestId('game-grid').getByTestId('game-name').allTextContents();
}

test('a visitor searches and tries a slot; a member plays rounds, sees the balance move and the bets recorded', async ({
  page,
}) => {
  // a visitor's trial and a member's rounds in one journey: near 30 s beside another browser on two cores
  test.setTimeout(60_000);
  await page.goto('/index');
  await page.getByTestId('nav-slots').click();
  await expect(page).toHaveURL(/\/rng$/);
  // the first page holds 21 games (spec section 9)
  await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', '21');

  await page.getByTestId('game-search').fill('Dragon');
  await expect
    .poll(async () => {
      const names = await gameNames(page);
      return names.length > 0 && names.every((name) => /dragon/i.test(name));
    })
    .toBe(true);
  await expect(page.getByTestId(`game-card-${DRAGON_WARRIORS}`)).toBeVisible();

  // a visitor may try a game with a free trial, with play money
  await page.getByTestId(`game-try-${DRAGON_WARRIORS}`).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-trial-badge')).toBeVisible();
  const trial = page.frameLocator('[data-testid=game-frame]');
  await expect(trial.getByTestId('provider-balance')).toContainText('2,000.00');
  await trial.getByTestId('provider-play').click();
  await expect(trial.getByTestId('provider-message')).not.toBeEmpty();
  await page.getByTestId('game-back').click();
  await expect(page).toHaveURL(/\/rng$/);

  // Play asks a visitor to log in first
  await page.getByTestId(`game-play-${DRAGON_WARRIORS}`).click();
  await expect(page.getByTestId('login-modal').getByTestId('login-needed')).toHaveText(EN.login.needLogin);
  await page.getByTestId('modal-close').click();

  await logIn(page);
  await expect(page.getByTestId('balance')).toContainText('10,000.00');
  await expect(page.getByTestId(`game-try-${DRAGON_WARRIORS}`)).toHaveCount(0);
  await page.getByTestId(`game-play-${DRAGON_WARRIORS}`).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-title')).toHaveText('Dragon Warriors');

  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.getByTestId('provider-balance')).toContainText('10,000.00');
  await game.getByTestId('provider-stake').fill('10');

  // a forced win doubles the stake: +10.00
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 2 });
  await game.getByTestId('provider-play').click();
  await expect(game.getByTestId('provider-message')).toContainText('20.00');
  await expect(page.getByTestId('balance')).toContainText('10,010.00');

  // a forced loss takes the stake: -10.00
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 0 });
  await game.getByTestId('provider-play').click();
  await expect(game.getByTestId('provider-balance')).toContainText('10,000.00');
  await expect(page.getByTestId('balance')).toContainText('10,000.00');

  const rounds = await admin.provider.rounds.query({ username: 'demo01' });
  expect(rounds.map((r) => [r.nodeId, r.stake, r.win])).toEqual([
    [DRAGON_WARRIORS, 10, 0],
    [DRAGON_WARRIORS, 10, 20],
  ]);

  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-betting-record').click();
  await expect(page).toHaveURL(/\/bettingRecord$/);
  const table = page.getByTestId('bet-record-table');
  const [loss, win] = rounds;
  const winRow = table.getByTestId(`bet-record-${win!.roundId}`);
  await expect(winRow).toContainText('Dragon Warriors');
  await expect(winRow).toContainText('Jili');
  await expect(winRow.getByTestId('bet-record-stake')).toHaveText('৳ 10.00');
  await expect(winRow.getByTestId('bet-record-win')).toHaveText('৳ 20.00');
  await expect(winRow.getByTestId('bet-record-profit')).toHaveText('৳ 10.00');
  await expect(table.getByTestId(`bet-record-${loss!.roundId}`).getByTestId('bet-record-profit')).toHaveText(
    '৳ -10.00',
  );
  await expect(page.getByTestId('record-summary-stake')).toHaveText('৳ 20.00');
  await expect(page.getByTestId('record-summary-profit')).toHaveText('৳ 0.00');
});

test('more slots load 18 at a time as the list scrolls', async ({ page }) => {
  await page.goto('/rng');
  const grid = page.getByTestId('game-grid');
  await expect(grid).toHaveAttribute('data-count', '21');
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(grid).toHaveAttribute('data-count', '39');
});

test('?page= preselects a vendor tab, and the VASSALAGE group opens its sub-games', async ({ page }) => {
  await page.goto('/rng?page=TCG');
  await expect(page.getByTestId('vendor-tab-TCG')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId(`game-card-${TCG_LOBBY}`)).toBeVisible();
  expect(new Set(await page.getByTestId('game-grid').getByTestId('game-vendor').allTextContents())).toEqual(
    new Set(['TCG Slots']),
  );

  await page.getByTestId(`game-play-${TCG_LOBBY}`).click();
  const popup = page.getByTestId('sub-games-modal');
  await expect(popup).toContainText('TCG Slots Lobby');
  const subGames = popup.locator('[data-testid^="game-card-"]');
  await expect(subGames).toHaveCount(7);

  // a sub-game is a game like any other: Play needs a session
  await subGames.first().locator('[data-testid^="game-play-"]').click();
  await expect(page.getByTestId('login-modal').getByTestId('login-needed')).toBeVisible();
});

test('lottery items go to the lottery lobbies by account type, and the lobby embeds the game', async ({
  page,
}) => {
  // an ELOTT item of /elott opens /lottery on its game
  await page.goto('/elott?page=GW');
  await page.locator('[data-testid^="game-play-"]').first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=GW\d+&playType=betting$/);
  await expect(page.getByTestId('header-only')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('lottery-login-needed')).toBeVisible();

  // a member's LOTT game (played in the lobby's frame) comes back in Recent; Play returns to /lottery
  await logIn(page);
  await page.goto('/lottery?gameCode=TCGL0003');
  const lotteryName = (await page.getByTestId('lottery-selected').textContent()) ?? '';
  expect(lotteryName).not.toBe('');
  const lottery = page.frameLocator('[data-testid=lottery-frame]');
  await expect(lottery.getByTestId('provider-play')).toBeVisible();
  await expect(page.getByTestId('lottery-draws').locator('tbody tr')).toHaveCount(10);

  await page.goto('/rng?page=recent');
  const played = page
    .getByTestId('recent-grid')
    .locator('[data-testid^="game-card-"]', { has: page.getByText(lotteryName, { exact: true }) });
  await played.locator('[data-testid^="game-play-"]').click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=TCGL0003/);

  // the Vietnam lottery has its own lobby, with every lottery's latest result
  await page.goto('/vnlottery');
  await expect(page.getByTestId('vn-opened-draws').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.frameLocator('[data-testid=lottery-frame]').getByTestId('provider-play')).toBeVisible();
});

test('the header lists vendors per category; sports vendors launch directly', async ({ page }) => {
  await openAsMember(page, { path: '/index' });

  await page.getByTestId('nav-slots').hover();
  await expect(page.getByTestId('nav-menu-slots').getByTestId('nav-vendor-JL')).toBeVisible();
  // Spribe and Smartsoft are their own group; e-sports vendors are not under sports
  await expect(page.getByTestId('nav-menu-slots').getByTestId('nav-vendor-SPB')).toHaveCount(0);
  await page.getByTestId('nav-menu-slots').getByTestId('nav-vendor-PG').click();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  await expect(page.getByTestId('vendor-tab-PG')).toHaveAttribute('data-active', 'true');

  // DS88 sits right after live casino
  const order = await page
    .locator('nav [data-testid^="nav-"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-testid')));
  expect(order.indexOf('nav-ds88')).toBe(order.indexOf('nav-live') + 1);

  await page.getByTestId('nav-sports').hover();
  await expect(page.getByTestId('nav-menu-sports').getByTestId('nav-vendor-IMES')).toHaveCount(0);
  await page.getByTestId('nav-menu-sports').getByTestId('nav-vendor-SBO').click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('[data-testid=game-frame]').getByTestId('provider-play')).toBeVisible();
});

test('a member keeps favourites, and a vendor under maintenance cannot be launched', async ({ page }) => {
  await openAsMember(page, { path: '/rng' });
  await page.getByTestId(`favourite-${DRAGON_WARRIORS}`).click();
  await expect(page.getByTestId(`favourite-${DRAGON_WARRIORS}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('vendor-tab-favourites').click();
  await expect(page).toHaveURL(/page=favourites/);
  await expect(page.getByTestId('favourite-grid').getByTestId('game-name')).toHaveText(['Dragon Warriors']);

  await admin.provider.setMaintenance.mutate({ vendor: 'JL', maintenance: true });
  await page.goto('/rng?page=JL');
  await expect(page.getByTestId(`game-maintenance-${DRAGON_WARRIORS}`)).toBeVisible();
  await expect(page.getByTestId(`game-play-${DRAGON_WARRIORS}`)).toBeDisabled();
});

test('the home page shows notices, banners, the popup once, popular games and the lottery list', async ({
  page,
}) => {
  await page.goto('/index');
  await expect(page.getByTestId('notice-marquee')).toContainText('First deposit bonus 100%');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('popular-games').locator('[data-testid^="game-card-"]')).toHaveCount(20);
  await expect(page.getByTestId('vn-lottery-list')).toHaveAttribute('data-count', '100');

  const popup = page.getByTestId('notice-popup');
  await expect(popup).toContainText('Welcome!');
  await popup.getByTestId('notice-popup-ok').click();
  await expect(popup).toHaveCount(0);

  // the notice modal: 9 titles a page, dates as YYYY-MM-DD HH:mm:ss
  await page.getByTestId('notice-open').click();
  const modal = page.getByTestId('notice-modal');
  await expect(modal.locator('[data-testid^="notice-item-"]')).toHaveCount(9);
  await expect(modal.getByTestId('notice-date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await modal.locator('[data-testid^="notice-item-"]').nth(1).click();
  await expect(modal.getByTestId('notice-title')).toHaveText('Sports book maintenance');
  await expect(modal.getByTestId('notice-content')).toContainText('maintenance of the sports book');
  await modal.getByTestId('notice-pages').getByRole('button', { name: '2' }).click();
  await expect(modal.locator('[data-testid^="notice-item-"]')).toHaveCount(3);
  await page.getByTestId('modal-close').click();

  // once per session
  await page.reload();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
});
