// Lottery betting from the site: a member picks numbers on a fast lottery's betting panel and bets
// through the gateway; QA forces the draw's number and moves the clock; the page shows the bet won,
// the balance follows, and the bet is in the betting record. Also the login and trial guards, and
// the panel on a phone-sized screen, the confirmation a money bet asks for, and a 5D game's own plays.
import { expect, type Page, test } from '@playwright/test';
import { logInInHeader, openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

/**
 * A fast e-lottery with 3D plays ("Lucky PK10 5 Min": three 5-digit numbers every 5 minutes, closing
 * 30 s before): the same code on every machine.
 */
const GAME = 'GW0014';
/** "Lucky 5D 1 Min": one 5-digit number a draw, 5D plays. */
const FIVE_D_GAME = 'GW0001';
const FIVE_MINUTES = 5 * 60_000;
/** the page polls the draws every 5 s: a settled bet shows within a poll and a refetch */
const SETTLED_WITHIN = 20_000;

// a dozen round trips, two logins and a draw to wait for
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await admin.data.reset.mutate();
  // two minutes before a draw, frozen: the draw on the panel stays open while the test bets
  const now = Date.parse((await admin.clock.get.query()).now);
  await admin.clock.set.mutate({ at: Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES + 3 * 60_000 });
  await admin.clock.freeze.mutate();
  await speak(page, 'EN');
});

test.afterEach(async () => {
  // the clock is not part of the data: put it back for the other browser tests
  await admin.clock.reset.mutate();
});

const logIn = (page: Page, username: string, password: string) => logInInHeader(page, { username, password });

async function pick3d(page: Page, digits: string) {
  await page.getByTestId('lottery-play-3001').click();
  for (const [position, digit] of [...digits].entries())
    await page.getByTestId(`lottery-pick-${position}-${digit}`).click();
}

test('a member bets on a fast lottery, the forced draw opens and the bet is paid and recorded', async ({
  page,
}) => {
  await openAsMember(page, { path: `/lottery?gameCode=${GAME}` });
  const panel = page.getByTestId('lottery-betting');
  await expect(panel.getByTestId('lottery-countdown')).toContainText(/\d\d:\d\d/);
  const numero = (await panel.getByTestId('lottery-current-draw').getAttribute('data-numero')) ?? '';
  expect(numero).toMatch(/^\d{8}-\d{3}$/);
  await admin.lottery.forceNumber.mutate({ gameCode: GAME, numero, winningNumber: '12345' });

  await pick3d(page, '345');
  await panel.getByTestId('lottery-price').fill('2');
  await expect(panel.getByTestId('lottery-units')).toHaveText('1');
  await expect(panel.getByTestId('lottery-total')).toContainText('2.00');
  await panel.getByTestId('lottery-bet-submit').click();
  // a money bet asks first: the total stake, the lottery and the draw; nothing is sent before
  const question = page.getByTestId('lottery-bet-message');
  await expect(question).toContainText('2.00');
  await expect(question).toContainText(numero);
  await expect(question).toContainText('Lucky PK10 5 Min');
  expect(await admin.lottery.bets.query({ username: 'demo01' })).toEqual([]);
  await page.getByTestId('lottery-bet-confirm').click();
  await expect(page.getByText(/Bet placed: order L\d{6}-/)).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('lottery-units')).toHaveText('0');

  await expect.poll(async () => (await admin.lottery.bets.query({ username: 'demo01' })).length).toBe(1);
  const [bet] = await admin.lottery.bets.query({ username: 'demo01' });
  expect(bet).toMatchObject({ gameCode: GAME, numero, bettingContent: '3_4_5', stake: 2, status: 'OPEN' });
  const row = page.getByTestId(`lottery-bet-${bet!.betNo}`);
  await expect(row.getByTestId('lottery-bet-status')).toHaveText('Open');
  await expect(page.getByTestId('balance')).toContainText('9,998.00');

  // QA moves the clock past the draw: the due work settles the bet, the page notices the new draw
  await admin.clock.advance.mutate({ minutes: 3 });
  await expect(row.getByTestId('lottery-bet-status')).toHaveText('Won', { timeout: SETTLED_WITHIN });
  await expect(row.getByTestId('lottery-bet-win')).toHaveText('৳ 1,800.00');
  await expect(page.getByTestId('lottery-last-draw')).toHaveAttribute('data-numero', numero);
  await expect(page.getByTestId('balance')).toContainText('11,798.00');

  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-betting-record').click();
  await expect(page).toHaveURL(/\/bettingRecord$/);
  const record = page.getByTestId('bet-record-table').getByTestId(`bet-record-${bet!.betNo}`);
  await expect(record.getByTestId('bet-record-stake')).toHaveText('৳ 2.00');
  await expect(record.getByTestId('bet-record-win')).toHaveText('৳ 1,800.00');
  await expect(record).toContainText('Settled');
});

test('betting asks a visitor to log in and warns a trial account', async ({ page }) => {
  await page.goto(`/lottery?gameCode=${GAME}`);
  await pick3d(page, '123');
  await page.getByTestId('lottery-bet-submit').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-modal')).toBeHidden();

  // the picks stay through the login
  await logIn(page, 'trial01', 'Trial1234');
  await expect(page.getByTestId('lottery-units')).toHaveText('1');
  await page.getByTestId('lottery-bet-submit').click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  expect(await admin.lottery.bets.query({})).toEqual([]);
});

test('the betting panel fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/lottery?gameCode=${GAME}`);
  await expect(page.getByTestId('lottery-pick-board')).toBeVisible();
  await page.getByTestId('lottery-play-3001').click();
  await expect(page.getByTestId('lottery-pick-2-9')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a 5D game offers 5D plays and draws one five-digit number', async ({ page }) => {
  await page.goto(`/lottery?gameCode=${FIVE_D_GAME}`);
  const panel = page.getByTestId('lottery-betting');
  await expect(panel.getByTestId('lottery-play-5001')).toBeVisible();
  await expect(panel.getByTestId('lottery-play-3001')).toHaveCount(0);
  await expect(panel.getByTestId('lottery-pick-4-9')).toBeVisible();
  // the draw's digits follow its number in the text: one result of five digits, nothing more
  const lastDraw = panel.getByTestId('lottery-last-draw');
  await expect
    .poll(async () => {
      const numero = (await lastDraw.getAttribute('data-numero')) ?? '';
      return ((await lastDraw.textContent()) ?? '').replace(numero, '').replace(/\D/g, '');
    })
    .toMatch(/^\d{5}$/);
  await expect(lastDraw).not.toContainText(',');
});
