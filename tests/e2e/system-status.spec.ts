// QA flips maintenance and region restriction on the admin surface; the site follows.
import { expect, test } from '@playwright/test';
import { admin } from './support/admin.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

test('maintenance shows the maintenance screen with its end time, and lifting it brings the site back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('site-shell')).toBeVisible();

  await admin.system.setStatus.mutate({ maintenance: true, maintenanceEndTime: '2030-01-02T03:04:05+06:00' });
  await page.reload();
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('2030');
  await expect(screen.getByTestId('contact-us')).toBeEnabled();
  await expect(page.getByTestId('site-shell')).toHaveCount(0);

  await admin.system.setStatus.mutate({ maintenance: false });
  await page.reload();
  await expect(page.getByTestId('site-shell')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
});

test('a visitor from a blocked country sees the region screen with their IP and country', async ({
  page,
}) => {
  await admin.system.setStatus.mutate({ blockedCountries: ['US'] });
  await admin.system.setClientLocation.mutate({ ip: '203.0.113.9', country: 'US' });
  await page.goto('/index');
  const screen = page.getByTestId('region-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('203.0.113.9');
  await expect(screen).toContainText('US');

  await admin.system.setClientLocation.mutate({ ip: null, country: null });
  await page.reload();
  await expect(page.getByTestId('site-shell')).toBeVisible();
});

test('the open site notices maintenance without a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/index');
  await expect(page.getByTestId('site-shell')).toBeVisible();
  // the shell shows from the prerendered HTML before the site's script runs: its status poll, the timer
  // fast-forwarded below, starts once the page is hydrated (the root then loses its `inert`)
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await admin.system.setStatus.mutate({ maintenance: true });
  await page.clock.fastForward(31_000);
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
});
