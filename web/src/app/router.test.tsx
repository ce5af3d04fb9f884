import { SITE_ROUTES } from '@sim/shared/site-routes';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { statusFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { envelope, mockWire } from '../test/wire-mock';
import { PAGE_GROUPS } from './page-groups';
import { RootScreen } from './RootScreen';

describe('the site routes (@sim/shared/site-routes)', () => {
  // the page's chunk is compiled on first import: under the whole suite's load that alone can outlast a
  // render's wait, so it is loaded before the clocks of the tests start
  beforeAll(() => PAGE_GROUPS.download.preload(), 120_000);

  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('name /download beside /down for the app page, and /register.html beside /register', () => {
    expect(SITE_ROUTES.download).toBe(SITE_ROUTES.down);
    expect(SITE_ROUTES['register.html']).toBe(SITE_ROUTES.register);
  });

  it.each(['/down', '/download'])('open the app page on %s', async (url) => {
    mockWire({ 'GET /wps/system/status': envelope(statusFixture()) });
    window.history.replaceState(null, '', url);

    renderWithProviders(<RootScreen />);

    expect(await screen.findByTestId('download-page', {}, { timeout: 12_000 })).toBeTruthy();
    expect(window.location.pathname).toBe(url);
  });

  it('keep /download open to visitors when loginedToHomePage is on, as the spec names it', async () => {
    const status = statusFixture();
    status.info.config.loginedToHomePage = true;
    mockWire({ 'GET /wps/system/status': envelope(status) });
    window.history.replaceState(null, '', '/download');

    renderWithProviders(<RootScreen />);

    expect(await screen.findByTestId('download-page', {}, { timeout: 12_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/download');
  });
});
