// Issue 44, item 5: a phone's shell and first screens show their words whole, at 390×844. The bottom
// navigation shows whole items only (none cut at the screen's edge, even after a scroll), the home
// banner and the promotion cards show the whole banner with its drawn title and keep the carousel's
// arrows off it (in Japanese, the longest title), the member centre's menu and the reward centre's tabs
// show every entry whole, and an agent reaches the agent centre from "Me", not only through ⋮.
import { expect, type Locator, type Page } from '@playwright/test';
import { closeNoticePopup, openAsMember } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { layoutProblems } from './support/layout.ts';
import { test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };
/** the drawn banners' shape (server/src/cdn/artwork.ts: 1200 x 360) */
const BANNER_RATIO = 1200 / 360;

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

async function speakLanguage(page: Page, language: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, language);
}

/** The boxes of `items` that show partly inside `within` (cut by its edge), by test id. */
async function cutItems(items: Locator, within: Locator): Promise<string[]> {
  const frame = await within.boundingBox();
  if (!frame) return ['the frame is not shown'];
  const cut: string[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box) continue;
    const left = Math.max(box.x, frame.x);
    const right = Math.min(box.x + box.width, frame.x + frame.width);
    const shown = right - left;
    if (shown > 1 && shown < box.width - 1)
      cut.push(
        `${await item.getAttribute('data-testid')}: ${Math.round(shown)} of ${Math.round(box.width)} px`,
      );
  }
  return cut;
}

const ratioOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box ? box.width / box.height : Number.NaN;
};

test('the bottom navigation shows whole items only, before and after a scroll', async ({ page }) => {
  await page.goto('/index');
  const strip = page.getByTestId('bottom-nav').locator('> div').first();
  const items = strip.locator('a[data-testid^="bottom-nav-"]');
  await expect(items.first()).toBeVisible();
  expect(await cutItems(items, strip)).toEqual([]);
  // a flick that would stop mid-item stops on an item's edge
  await strip.evaluate((element) => element.scrollBy({ left: 37 }));
  // until the snap settles (a cut item now and then on the way), not a fixed wait
  await expect.poll(() => cutItems(items, strip)).toEqual([]);
  for (const label of await items.locator('span').all())
    expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth + 1)).toBe(true);
});

test('the home banner shows whole, its arrows off the drawn title on the left (Japanese)', async ({
  page,
}) => {
  await speakLanguage(page, 'JA');
  await page.goto('/index');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toBeVisible();
  expect(await ratioOf(carousel)).toBeCloseTo(BANNER_RATIO, 1);
  const frame = await carousel.boundingBox();
  for (const arrow of [page.getByTestId('banner-previous'), page.getByTestId('banner-next')]) {
    const box = await arrow.boundingBox();
    expect(box, 'arrow shown').not.toBeNull();
    // the title is drawn from the banner's left edge: the arrows keep to its right half
    expect(box!.x).toBeGreaterThan(frame!.x + frame!.width / 2);
  }
});

test('the notices under the header stand in one line for a visitor who asks for less motion', async ({
  page,
}) => {
  // the browser tests ask for reduced motion (playwright.config.ts): the standing, scrollable row
  await page.goto('/index');
  const row = page.getByTestId('notice-marquee');
  await expect(row.getByRole('button').nth(1)).toBeVisible();
  // one line of small text and the row's padding; squeezed notices wrapped into a column of some 380 px
  expect((await row.boundingBox())!.height).toBeLessThan(60);
});

test('promotion cards show their whole banner, the drawn title uncropped', async ({ page }) => {
  await page.goto('/promotions');
  // the site's drawn banners are placed in the page (components/DrawnArt.tsx), other pictures are images
  const pictures = page.locator(
    '[data-testid^="promotion-card-"] [data-drawn-art="placed"], [data-testid^="promotion-card-"] img',
  );
  await expect(pictures.first()).toBeVisible();
  for (const picture of (await pictures.all()).slice(0, 4)) {
    await picture.scrollIntoViewIfNeeded();
    expect(await ratioOf(picture)).toBeCloseTo(BANNER_RATIO, 1);
    const box = await picture.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
});

test("the member centre's menu and the reward centre's tabs show whole; an agent reaches the agent centre from Me", async ({
  page,
}) => {
  await openAsMember(page, { username: 'agent01' });
  await closeNoticePopup(page);
  await page.getByTestId('bottom-nav-me').click();
  const centre = page.getByTestId('member-centre');
  await expect(page.getByTestId('member-centre-page-securityCenter')).toBeVisible();
  const entries = centre.locator(
    '[data-testid^="member-centre-nav-"], [data-testid="member-centre-agent-centre"]',
  );
  expect(await entries.count()).toBeGreaterThan(10);
  expect(await cutItems(entries, page.locator('body'))).toEqual([]);
  for (const entry of await entries.all()) {
    const box = await entry.boundingBox();
    expect(box!.x + box!.width, (await entry.getAttribute('data-testid')) ?? undefined).toBeLessThanOrEqual(
      PHONE.width,
    );
  }

  await page.getByTestId('member-centre-nav-rewardCenter').click();
  await expect(page.getByTestId('member-centre-page-rewardCenter')).toBeVisible();
  const tabs = page.locator('[data-testid^="reward-centre-tab-"]');
  await expect(tabs).toHaveCount(4);
  expect(await cutItems(tabs, page.locator('body'))).toEqual([]);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  const whole = ['[data-testid="reward-centre-tab-tickets"]', '[data-testid="reward-centre-tab-issued"]'];
  expect(await layoutProblems(page, '[data-testid="member-centre"]', whole)).toEqual([]);

  await page.getByTestId('member-centre-agent-centre').click();
  await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
});
