// The site's frame: the right bar (customer service, social, email, the app QR codes at 125), the
// phone's bottom navigation, the footer's providers and help accordion, /down's QR codes at 200,
// and the member's avatar (a preset, then an upload) from the side menu.
import { expect, test } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

const APPS = ['IOS', 'Android', 'MOBILECONFIG', 'IOSLITE'] as const;
/** The smallest real png: the server checks the bytes, not the label. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// a cold first page, popups and uploads: generous when two busy cores are shared
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

test.beforeEach(async ({ page }) => {
  await speak(page, 'EN');
});

test('the right bar links out, opens customer service and shows the three app QR codes at 125', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/index');
  const bar = page.getByTestId('right-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('right-bar-social')).toHaveAttribute(
    'href',
    'https://www.facebook.com/simbet',
  );
  await expect(bar.getByTestId('right-bar-email')).toHaveAttribute('href', 'mailto:support@simbet.com');

  const popup = page.waitForEvent('popup');
  await bar.getByTestId('right-bar-cs').click();
  // the support area's popup: getService's live-chat path (spec section 3, customer-service path)
  await (await popup).waitForURL(/\/livechat/);

  await bar.getByTestId('right-bar-apps').click();
  const origin = new URL(page.url()).origin;
  for (const app of APPS) {
    const code = page.getByTestId(`right-bar-qr-${app}`);
    await expect(code).toBeVisible();
    expect((await code.boundingBox())?.width).toBe(125);
    await expect(code).toHaveAttribute(
      'data-qr-text',
      `${origin}/down?os=${app.toLowerCase()}&merchant=sim001`,
    );
    await expect(code.locator('svg path').first()).toBeAttached();
  }
  // the bottom navigation is for phones
  await expect(page.getByTestId('bottom-nav')).toBeHidden();
});

test('a phone gets the bottom navigation with e-sports and PvP instead of the right bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/index');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('right-bar')).toBeHidden();

  await nav.getByTestId('bottom-nav-esports').click();
  await expect(page).toHaveURL(/\/esports$/);
  await expect(nav.getByTestId('bottom-nav-esports')).toHaveAttribute('aria-current', 'page');
  await nav.getByTestId('bottom-nav-pvp').click();
  await expect(page).toHaveURL(/\/pvp$/);
  await nav.getByTestId('bottom-nav-me').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('the footer shows the providers and opens one help topic at a time', async ({ page }) => {
  await page.goto('/index');
  const footer = page.getByTestId('site-footer');
  // the logos load lazily and have no width before they load: the visitor scrolls down to them, and a
  // game grid that filled the page first keeps them too far below for the browser to fetch them
  await footer.getByTestId('footer-providers').scrollIntoViewIfNeeded();
  await expect(footer.getByTestId('footer-providers').getByRole('img').first()).toBeVisible();
  await footer.getByTestId('footer-help-withdraw').click();
  await expect(footer.getByTestId('footer-help-withdraw')).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByText(/enter the amount, your account/)).toBeVisible();
  await footer.getByTestId('footer-help-aboutus').click();
  await expect(footer.getByTestId('footer-help-withdraw')).toHaveAttribute('aria-expanded', 'false');
});

test('/down shows the three apps by QR code at 200 with their install guides', async ({ page }) => {
  await page.goto('/down?os=android&merchant=sim001');
  const origin = new URL(page.url()).origin;
  for (const app of APPS) {
    const code = page.getByTestId(`download-qr-${app}`);
    await expect(code).toBeVisible();
    expect((await code.boundingBox())?.width).toBe(200);
    await expect(code).toHaveAttribute(
      'data-qr-text',
      `${origin}/down?os=${app.toLowerCase()}&merchant=sim001`,
    );
    await expect(page.getByTestId(`download-guide-${app}`).getByRole('listitem')).toHaveCount(3);
  }
  await expect(page.getByTestId('download-card-Android')).toHaveAttribute('data-wanted', 'true');
});

test('a member picks a preset avatar, then uploads a picture', async ({ page }) => {
  await page.goto('/index');
  const header = page.locator('header');
  await header.locator('input[name="username"]').fill('down01');
  await header.locator('input[name="password"]').fill('Down1234');
  await header.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-name')).toHaveText('down01');

  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('member-avatar').click();
  await page.getByTestId('avatar-preset-6').click();
  await expect(page.getByTestId('avatar-form')).toBeHidden();
  await expect(page.getByTestId('member-avatar-image').locator('img')).toHaveAttribute(
    'src',
    /avatars\/6\.svg$/,
  );

  await page.getByTestId('member-avatar').click();
  await page.locator('[data-testid="avatar-form"] input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('avatar-form')).toBeHidden();
  const image = page.getByTestId('member-avatar-image');
  await expect(image).toHaveAttribute('data-avatar-type', 'CUSTOM');
  await expect(image.locator('img')).toHaveAttribute('src', /avatars\/custom\/\d+-\d+$/);
  // the picture really loads from the image host
  await expect.poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
