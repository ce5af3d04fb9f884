// Bengali by default, the language menu, and the dark/light theme.
import { expect, test } from '@playwright/test';

test('the site speaks Bengali by default and switches to English, remembering the choice', async ({
  page,
}) => {
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('lang', /bn/i);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('lang-EN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/i);
  await expect(page.getByTestId('login-submit')).toContainText(/log ?in/i);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/i);
});

test('the theme toggles between dark and light and stays after a reload', async ({ page }) => {
  await page.goto('/index');
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await page.getByTestId('theme-toggle').click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
});
