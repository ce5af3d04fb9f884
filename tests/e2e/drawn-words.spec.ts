// Issue 44: words the site's drawn pictures carry read in every language, and a daily 3D lottery shows
// the three digits it draws. A banner's or goods picture's title is drawn text: as an <img> it could use
// only the machine's fonts (boxes for Bengali on a machine without one, as this one); placed in the page
// it is set in the page's own fonts. With E2E_SHOTS_DIR set, /promotions and its banner are kept as pictures.
import { expect, type Locator, test } from '@playwright/test';
import { openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { keepShot } from './support/shots.ts';

// a cold page load, a hydration and a picture to fetch on a busy machine, twice in one test
test.describe.configure({ timeout: 90_000 });

/** "Welfare 3D", a daily draw (TCG Lottery): one three-digit number a day, the 3D plays. */
const DAILY_3D = 'TCGL0005';

/** The drawn text of a placed picture: its words, and the font the page sets them in, once loaded. */
async function drawnText(art: Locator) {
  // placed once the page has hydrated and fetched it: slow on a busy machine
  await expect(art).toHaveAttribute('data-drawn-art', 'placed', { timeout: 30_000 });
  return art.evaluate(async (host) => {
    const text = host.shadowRoot?.querySelector('text');
    const words = text?.textContent ?? '';
    const font = text ? getComputedStyle(text).fontFamily : '';
    const face = font.split(',')[0] ?? '';
    await document.fonts.ready;
    return { words, font, loaded: document.fonts.check(`16px ${face}`, words) };
  });
}

test.beforeEach(async ({ page }) => {
  await admin.data.reset.mutate();
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a promotion banner's drawn title is Bengali, set in the page's Bengali face", async ({ page }) => {
  await speak(page, 'BN');
  await page.goto('/promotions');
  const art = page.locator('[data-testid^="promotion-card-"] [data-drawn-art]').first();
  const { words, font, loaded } = await drawnText(art);
  expect(words).toMatch(/[\u0980-\u09ff]/);
  expect(font).toMatch(/^"Noto Sans Bengali Variable"/);
  expect(loaded).toBe(true);
  await keepShot(page, 'promotions');
  await keepShot(page, 'promotion banner', art);
});

test("the home banner and the points mall's goods pictures read in Bengali too", async ({ page }) => {
  await speak(page, 'BN');
  await page.goto('/index');
  const banner = await drawnText(page.getByTestId('banner-carousel').locator('[data-drawn-art]').first());
  expect(banner.words).toMatch(/[\u0980-\u09ff]/);
  expect(banner.font).toMatch(/^"Noto Sans Bengali Variable"/);

  await openAsMember(page, { path: '/pointMall' });
  const goods = await drawnText(page.locator('[data-testid^="goods-"] [data-drawn-art]').first());
  expect(goods.words).toMatch(/[\u0980-\u09ff]/);
  expect(goods.loaded).toBe(true);
});

test('a daily 3D lottery offers the 3D plays and shows one three-digit number per draw', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto(`/lottery?gameCode=${DAILY_3D}`);
  const panel = page.getByTestId('lottery-betting');
  await expect(panel.getByTestId('lottery-play-3001')).toBeVisible();
  await expect(panel.getByTestId('lottery-play-4001')).toHaveCount(0);
  const lastDraw = panel.getByTestId('lottery-last-draw');
  await expect
    .poll(async () => {
      const numero = (await lastDraw.getAttribute('data-numero')) ?? '';
      return ((await lastDraw.textContent()) ?? '').replace(numero, '').replace(/\D/g, '');
    })
    .toMatch(/^\d{3}$/);
  await expect(lastDraw).not.toContainText(',');
});
