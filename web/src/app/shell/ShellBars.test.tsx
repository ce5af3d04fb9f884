import type { SystemStatus } from '@sim/shared/wps/system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../api/session-store';
import { changeLanguage } from '../../i18n';
import { lanesFixture, memberFixture, statusFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/render';
import { envelope, mockWire } from '../../test/wire-mock';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { RightBar } from './RightBar';

const resource = (resourceType: string, url: string, qr: boolean) => ({
  resourceType,
  url,
  qrCodeUrl: qr ? url : null,
  labelNameCn: resourceType,
  labelNameEn: resourceType,
});

/** The seeded merchant's links: social, email, the USDT purchase page and the four apps. */
function statusWithLinks(): SystemStatus {
  const status = statusFixture();
  status.info.resources = [
    resource('FACEBOOK', 'https://facebook.example/simbet', false),
    resource('EMAIL', 'mailto:support@sim.local', false),
    resource('IOS', '/down?os=ios', true),
    resource('Android', '/down?os=android', true),
    resource('MOBILECONFIG', '/down?os=mobileconfig', true),
    resource('IOSLITE', '/down?os=ioslite', true),
    resource('USDJUMP', 'https://usdt.example/buy', false),
  ];
  return status;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeEach(async () => {
  await changeLanguage('EN', false);
});

describe('the right bar', () => {
  it('links the social page, the email and the USDT purchase page, and shows the four app QR codes at 125', async () => {
    mockWire({});
    renderInSite(<RightBar />, { status: statusWithLinks() });

    expect(screen.getByTestId('right-bar-social').getAttribute('href')).toBe(
      'https://facebook.example/simbet',
    );
    expect(screen.getByTestId('right-bar-email').getAttribute('href')).toBe('mailto:support@sim.local');
    expect(screen.getByTestId('right-bar-usdjump').getAttribute('href')).toBe('https://usdt.example/buy');
    // no customer-service path configured: no entry that would fail
    expect(screen.queryByTestId('right-bar-cs')).toBeNull();

    fireEvent.click(screen.getByTestId('right-bar-apps'));
    const qr = await screen.findByTestId('right-bar-qr');
    for (const [type, os] of [
      ['IOS', 'ios'],
      ['Android', 'android'],
      ['MOBILECONFIG', 'mobileconfig'],
      ['IOSLITE', 'ioslite'],
    ]) {
      const code = within(qr).getByTestId(`right-bar-qr-${type}`);
      expect(code.dataset.qrSize).toBe('125');
      // a phone scans it: the address is absolute
      expect(code.dataset.qrText).toBe(`${window.location.origin}/down?os=${os}`);
      expect(code.querySelector('svg')).toBeTruthy();
    }
  });

  it('shows nothing the merchant has not configured', () => {
    mockWire({});
    renderInSite(<RightBar />);
    expect(screen.queryByTestId('right-bar-social')).toBeNull();
    expect(screen.queryByTestId('right-bar-email')).toBeNull();
    expect(screen.queryByTestId('right-bar-usdjump')).toBeNull();
    expect(screen.queryByTestId('right-bar-apps')).toBeNull();
  });
});

describe('the bottom navigation', () => {
  it('leads to home, e-sports and PvP first, the other categories, promotions, and asks a visitor to log in for the member centre', async () => {
    mockWire({});
    renderInSite(
      <>
        <BottomNav />
        <Where />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/index'],
      ['E-sports', '/esports'],
      ['PvP', '/pvp'],
      ['Lottery', '/lottery'],
      ['Live Casino', '/live'],
      ['Slots', '/rng'],
      ['Sports', '/sports'],
      ['E-lottery', '/elott'],
      ['Fishing', '/fish'],
      ['Promotions', '/promotions'],
    ]);

    fireEvent.click(screen.getByTestId('bottom-nav-pvp'));
    expect(screen.getByTestId('location').textContent).toBe('/pvp');

    fireEvent.click(screen.getByTestId('bottom-nav-me'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it("shows a trial account's Me as its own view with an upgrade button, not a refusal", async () => {
    saveToken('tok');
    mockWire({ 'GET /wps/member/info': envelope(memberFixture({ type: 4, account: 'trial42' })) });
    renderInSite(<BottomNav />);

    const me = screen.getByTestId('bottom-nav-me');
    await waitFor(async () => {
      fireEvent.click(me);
      expect(await screen.findByTestId('trial-account', {}, { timeout: 200 })).toBeTruthy();
    });
    const view = screen.getByTestId('trial-account');
    expect(view.textContent).toContain('trial42');
    expect(view.textContent).not.toMatch(/non-member/i);
    fireEvent.click(screen.getByTestId('trial-account-confirm'));
    expect(await screen.findByTestId('upgrade-modal')).toBeTruthy();
  });
});

describe('the footer', () => {
  it('shows the providers once each and opens one help topic at a time', async () => {
    mockWire({ 'GET /wps/relay/GCSGAME_newGameVendor': envelope({ data: { lanes: lanesFixture() } }) });
    renderInSite(<Footer />);

    const providers = await screen.findByTestId('footer-providers');
    const names = within(providers)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(names).toEqual([
      'Jili',
      'Pocket Games Soft',
      'Spribe',
      'Evolution',
      'SBOBET',
      'IM eSports',
      'DS88 Sabong',
    ]);

    fireEvent.click(screen.getByTestId('footer-help-deposit'));
    await waitFor(() =>
      expect(screen.getByTestId('footer-help-deposit').getAttribute('aria-expanded')).toBe('true'),
    );
    expect(screen.getByText(/Open Deposit in the member centre/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('footer-help-faqs'));
    await waitFor(() =>
      expect(screen.getByTestId('footer-help-faqs').getAttribute('aria-expanded')).toBe('true'),
    );
    expect(screen.getByTestId('footer-help-deposit').getAttribute('aria-expanded')).toBe('false');
  });

  it("dates the copyright by the simulated clock's year and links the operator's pages and contact", async () => {
    const status = statusWithLinks();
    status.serverTime = Date.UTC(2031, 5, 1);
    renderInSite(<Footer />, { status });

    expect((await screen.findByTestId('copyright')).textContent).toContain('© 2031');
    const links = ['terms', 'privacy', 'responsibleGaming', 'licence'].map((key) =>
      screen.getByTestId(`footer-${key}`).getAttribute('href'),
    );
    expect(links).toEqual(['/terms', '/privacy', '/responsible-gaming', '/licence']);
    expect(screen.getByTestId('footer-contact').getAttribute('href')).toBe('mailto:support@sim.local');
  });
});
