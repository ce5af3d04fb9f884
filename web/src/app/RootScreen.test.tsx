import { sealWithTrailingKey } from '@sim/shared/wire-crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { statusFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { envelope, mockWire } from '../test/wire-mock';
import { RootScreen } from './RootScreen';

describe('RootScreen', () => {
  beforeEach(async () => {
    window.history.replaceState(null, '', '/');
    await changeLanguage('EN', false);
  });

  it('shows the maintenance screen with its end time when maintenance is on', async () => {
    const end = Date.UTC(2025, 5, 1, 8, 30, 0);
    mockWire({
      'GET /wps/system/status': envelope(statusFixture({ maintenance: true, maintenanceEndTime: end })),
    });

    renderWithProviders(<RootScreen />);

    const screenEl = await screen.findByTestId('maintenance-screen');
    expect(screenEl.textContent).toContain('System Maintenance');
    expect(screen.getByTestId('maintenance-end').textContent).toContain(
      dayjs(end).format('YYYY-MM-DD HH:mm:ss'),
    );
    expect(screen.queryByTestId('site-shell')).toBeNull();
  });

  it('prefers maintenance over region restriction, as the platform does', async () => {
    mockWire({
      'GET /wps/system/status': envelope(statusFixture({ maintenance: true, regionRestriction: true })),
    });

    renderWithProviders(<RootScreen />);

    expect(await screen.findByTestId('maintenance-screen')).toBeTruthy();
    expect(screen.queryByTestId('region-screen')).toBeNull();
  });

  it('shows the region screen with the visitor IP and country when only the region flag is set', async () => {
    mockWire({
      'GET /wps/system/status': envelope(
        statusFixture({ regionRestriction: true, location: { ip: '198.51.100.9', country: 'US' } }),
      ),
    });

    renderWithProviders(<RootScreen />);

    await screen.findByTestId('region-screen');
    expect(screen.getByTestId('visitor-ip').textContent).toBe('198.51.100.9');
    expect(screen.getByTestId('visitor-country').textContent).toBe('US');
  });

  it.each([
    ['an absolute chat URL', 'https://cs.example/chat', 'https://cs.example/chat'],
    ['a same-origin path', '/help?topic=contact', `${window.location.origin}/help?topic=contact`],
  ])('opens the first customer-service entry (%s) from Contact Us', async (_kind, plain, opened) => {
    const status = statusFixture({ maintenance: true });
    status.info.customerService = [
      { type: '3', name: 'Live chat', path: sealWithTrailingKey(plain, 'k3y8abcd') },
    ];
    mockWire({ 'GET /wps/system/status': envelope(status) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);

    renderWithProviders(<RootScreen />);
    const button = await screen.findByTestId('contact-us');
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(button);

    expect(open).toHaveBeenCalledWith(opened, '_blank', 'noopener,noreferrer');
  });

  it('renders the site on /index when the status is normal', async () => {
    // the copyright is of the simulated clock's year (issue 44), which the status carries
    mockWire({
      'GET /wps/system/status': envelope({ ...statusFixture(), serverTime: Date.UTC(2031, 0, 5) }),
    });

    renderWithProviders(<RootScreen />);

    // the home page is a lazy chunk behind the first render's wait: a loaded machine takes over 4 s
    await screen.findByTestId('home-hero', {}, { timeout: 12_000 });
    expect(window.location.pathname).toBe('/index');
    expect(screen.getByTestId('home-hero').textContent).toContain('Welcome to SimBet');
    expect(screen.getByTestId('copyright').textContent).toContain('2031 SimBet');
  });

  it('switches to the maintenance screen when a later poll reports maintenance', async () => {
    let maintenance = false;
    mockWire({ 'GET /wps/system/status': () => envelope(statusFixture({ maintenance })) });
    const { queryClient } = renderWithProviders(<RootScreen />);
    await screen.findByTestId('site-shell');

    maintenance = true;
    await queryClient.refetchQueries({ queryKey: ['system', 'status'] });

    expect(await screen.findByTestId('maintenance-screen')).toBeTruthy();
  });

  it('sends visitors without a session to /login when loginedToHomePage is on', async () => {
    const status = statusFixture();
    status.info.config.loginedToHomePage = true;
    mockWire({ 'GET /wps/system/status': envelope(status) });
    window.history.replaceState(null, '', '/sports');

    renderWithProviders(<RootScreen />);

    await screen.findByTestId('login-submit');
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a not-found page for unknown routes', async () => {
    mockWire({ 'GET /wps/system/status': envelope(statusFixture()) });
    window.history.replaceState(null, '', '/no-such-page');

    renderWithProviders(<RootScreen />);

    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
