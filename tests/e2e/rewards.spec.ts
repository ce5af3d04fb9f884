// The reward economy from the site, with the back office in the control panel beside it: a member
// applies to a promotion with two images, the panel approves it and the bonus lands in the balance
// and the account record; a slot round earns points at the slots rate, goods are redeemed and
// approved; cashback is claimed; a reward-centre ticket is spun to the prize the panel forced.
import { expect as baseExpect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { LOCALES, openAsMember } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { openPanel } from './support/panel.ts';
import { test } from './support/test.ts';

const EN = LOCALES.EN;
/** Promotion standings and points are computed per member on each read: slower than a plain lookup. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** Jili's Dragon Warriors: a slot (game type RNG), the same node id on every machine. */
const DRAGON_WARRIORS = 170001;
/** a 1x1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// each flow drives the site and the panel through a dozen server round trips, and a spin takes seconds
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

const logIn = (page: Page, path = '/index') => openAsMember(page, { path, language: 'EN' });

/** demo01 deposits through the REST contract, and the back office approves it: a deposit bonus needs one. */
async function depositApproved(amount: number) {
  const { token } = await admin.members.loginAs.mutate({ username: 'demo01' });
  const answer = await fetch(`http://127.0.0.1:${E2E_PORT}/wps/v2/transaction/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'sim001', Authorization: token },
    body: JSON.stringify({ channelCode: 'BKASH', amount, requestId: `e2e-deposit-${Date.now()}` }),
  });
  const { value } = (await answer.json()) as { value: { referenceNo: string } };
  await admin.cashier.approveDeposit.mutate({ referenceNo: value.referenceNo });
}

/** A slot round of `stake` that loses (the back office forces it): a valid bet of `stake`. */
async function playLosingSlotRound(page: Page, stake: string) {
  await page.goto('/rng');
  await page.getByTestId(`game-play-${DRAGON_WARRIORS}`).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.getByTestId('provider-balance')).toContainText('10,000.00');
  await game.getByTestId('provider-stake').fill(stake);
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 0 });
  await game.getByTestId('provider-play').click();
  await expect(game.getByTestId('provider-balance')).not.toContainText('10,000.00');
}

test('apply with two images, approved in the panel: the bonus is in the balance and the account record', async ({
  page,
  browser,
}) => {
  const promotion = await admin.promotions.create.mutate({
    kind: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    entry: 'APPLY',
    texts: {
      EN: { title: 'E2E reload bonus', summary: 'Send your slip', content: '<p>Apply with your slip.</p>' },
    },
    bonusFixed: 188,
    turnoverMultiplier: 1,
  });
  const id = promotion.promotionId;
  // a deposit bonus is for members who deposited since it started: 10,000.00 + 1,000.00
  await depositApproved(1000);
  await logIn(page, '/promotions');

  // /promotions by category: the card shows its state and its action
  await expect(page.getByTestId('rewards-badge')).toBeVisible();
  await page.getByTestId('promotion-tab-DEPOSIT').click();
  const card = page.getByTestId(`promotion-card-${id}`);
  await expect(card.getByTestId(`promotion-status-${id}`)).toHaveAttribute('data-status', 'JOIN');
  await card.getByTestId(`promotion-action-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${id}$`));
  await expect(page.getByTestId('promo-detail-content')).toContainText('Apply with your slip.');

  // the application: a comment and two images, previewed before they are sent
  await page.getByTestId(`promotion-action-${id}`).click();
  await page.getByTestId('apply-comment').fill('Deposit slip and bank statement');
  await page.getByTestId('apply-images').setInputFiles([
    { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
    { name: 'statement.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('apply-preview')).toHaveCount(2);
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('promo-detail-status')).toHaveAttribute('data-status', 'APPLYING');

  // the panel sees both images and approves
  const [application] = await admin.promotions.participations.query({ username: 'demo01', promotionId: id });
  if (!application) throw new Error('the application did not reach the back office');
  const pid = application.participationId;
  const panel = await openPanel(browser, 'promotions');
  await expect(panel.getByTestId(`application-status-${pid}`)).toHaveText('APPLYING');
  await panel.getByTestId(`application-images-${pid}`).click();
  await expect(panel.getByTestId('application-image')).toHaveCount(2);
  await expect(panel.locator('img[src^="data:image/png"]')).toHaveCount(2);
  await panel.keyboard.press('Escape');
  await panel.getByTestId(`application-approve-${pid}`).click();
  await expect(panel.getByTestId(`application-status-${pid}`)).toHaveText('ISSUED');

  // the member claims it: 11,000.00 + 188.00
  await page.reload();
  await expect(page.getByTestId('promo-detail-status')).toHaveAttribute('data-status', 'ISSUED');
  await page.getByTestId(`promotion-action-${id}`).click();
  await expect(page.getByTestId('promo-detail-status')).toHaveAttribute('data-status', 'CLAIMED');
  await expect(page.getByTestId('balance')).toContainText('11,188.00');

  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-transaction-history').click();
  const rows = page
    .getByTestId('member-centre-page-transactionHistory')
    .locator('tr[data-testid^="record-row-"]')
    .filter({ hasText: EN.orders.types.BONUS });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('188.00');

  expect((await admin.wallet.audit.query()).balanced).toBe(true);
  await panel.context().close();
});

test('a slot round earns points at the slots rate; goods redeemed, approved in the panel, in the redeem history', async ({
  page,
  browser,
}) => {
  const goods = await admin.points.createGoods.mutate({
    names: { EN: 'E2E headphones' },
    points: 100,
    stock: 3,
  });
  await logIn(page);
  // the seed's 3,000 welcome points, and 100.00 of valid bets on a slot: 120 points at 1.20 (whole points show whole)
  await playLosingSlotRound(page, '100');

  await page.goto('/pointMall');
  await expect(page.getByTestId('side-menu-toggle')).toHaveCount(0);
  await expect(page.getByTestId('point-balance')).toHaveText('3,120');
  await expect(page.getByTestId('point-rate-SLOTS')).toContainText('1.20');
  await page.getByTestId('point-mall-tab-record').click();
  await expect(page.getByTestId('point-record').getByTestId('point-changed').first()).toHaveText('+120');

  // redeem with the payment password
  await page.getByTestId('point-mall-tab-goods').click();
  await page.getByTestId(`goods-redeem-${goods.rewardId}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('redeem-payment-password').fill('123456');
  await dialog.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-done')).toContainText('E2E headphones');
  await expect(page.getByTestId('point-balance')).toHaveText('3,020');

  const [redeem] = await admin.points.redeems.query({ username: 'demo01' });
  if (!redeem) throw new Error('the redeem did not reach the back office');
  const panel = await openPanel(browser, 'points');
  await expect(panel.getByTestId(`redeem-status-${redeem.redeemNo}`)).toHaveText('IN_PROCESS');
  await panel.getByTestId(`redeem-approve-${redeem.redeemNo}`).click();
  await expect(panel.getByTestId(`redeem-status-${redeem.redeemNo}`)).toHaveText('APPROVED');

  await page.getByTestId('point-mall-tab-redeems').click();
  const row = page.getByTestId(`redeem-row-${redeem.redeemNo}`);
  await expect(row).toContainText('E2E headphones');
  await expect(row.getByTestId('redeem-status')).toHaveText(EN.rewards.redeemStatus.APPROVED);
  await panel.context().close();
});

test('cashback: the period’s slot bets rebated at the slots rate, claimed once', async ({ page }) => {
  await admin.flags.set.mutate({ modId: 'MANPLAYREB3', enabled: true });
  await admin.rebate.setSettings.mutate({ rates: { RNG: 1 }, minClaimAmount: 0 });
  await logIn(page);
  await playLosingSlotRound(page, '200');
  await expect(page.getByTestId('balance')).toContainText('9,800.00');

  // the top bar's cashback entry, only while MANPLAYREB3 is on
  await page.getByTestId('account-cashback').click();
  const cashback = page.getByTestId('member-centre-page-manualRebate');
  await expect(cashback.getByTestId('rebate-total')).toHaveText('৳ 2.00');
  await cashback.getByTestId('rebate-claim').click();
  await expect(cashback.getByTestId('rebate-claimed')).toContainText('2.00');
  await expect(cashback.getByTestId('rebate-total')).toHaveText('৳ 0.00');
  await expect(cashback.locator('tr[data-testid^="rebate-claim-row-"]')).toHaveCount(1);
  // the claim refreshed the header's balance behind the member centre
  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('balance')).toContainText('9,802.00');
  expect((await admin.wallet.audit.query()).balanced).toBe(true);
});

test('a slot machine ticket spins to the prize the panel forced and pays it', async ({ page, browser }) => {
  const promotion = await admin.promotions.create.mutate({
    code: 'E2E_LUCKY',
    kind: 'SLOT_MACHINE',
    category: 'DAILY',
    texts: { EN: { title: 'E2E lucky slots' } },
    prizes: [
      { label: '৳ 50', rewardType: 'CASH', amount: 50, weight: 1 },
      { label: 'Try again', rewardType: 'NONE', amount: 0, weight: 99 },
    ],
    ticketSpins: 1,
  });
  await admin.promotions.grantTickets.mutate({
    promotionId: promotion.promotionId,
    username: 'demo01',
    count: 1,
  });

  // the panel forces demo01's next spin onto the ৳ 50 prize
  const panel = await openPanel(browser, 'promotions');
  await panel.getByTestId('force-outcome-promotion').click();
  await panel.getByRole('option', { name: /E2E_LUCKY/ }).click();
  await panel.getByTestId('force-outcome-prize').click();
  await panel.getByRole('option', { name: '0: ৳ 50' }).click();
  await panel.getByTestId('force-outcome-username').fill('demo01');
  await panel.getByTestId('force-outcome-submit').click();
  await expect(panel.getByText('The next draw lands on ৳ 50')).toBeVisible();

  // this test watches the reels roll: motion as a visitor who has not asked for less of it
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await logIn(page);
  await page.getByTestId('nav-rewards').click();
  await page.getByTestId('nav-reward-centre').click();
  const centre = page.getByTestId('member-centre-page-rewardCenter');
  await expect(centre.getByTestId('slot-machine')).toBeVisible();
  await centre.getByTestId('ticket-spin').click();
  // the reels roll for a few seconds, then the pay line shows the prize
  await expect(centre.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'rolling');
  await expect(centre.getByTestId('spin-result')).toHaveAttribute('data-reward', 'CASH', { timeout: 10_000 });
  await expect(centre.getByTestId('spin-paid')).toContainText('50.00');
  await expect(page.getByTestId('balance')).toContainText('10,050.00');
  await panel.context().close();
});

test('on a phone the promotions and the points mall fit the screen', async ({ page }) => {
  await logIn(page, '/promotions');
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async (testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  };
  await expect(page.getByTestId('promotion-grid')).toBeVisible();
  await fits('promotion-grid');
  await page.goto('/pointMall');
  await expect(page.getByTestId('goods-grid')).toBeVisible();
  await fits('goods-grid');
});
