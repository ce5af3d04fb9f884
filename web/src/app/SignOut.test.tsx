import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptSessionFromUrl, saveMerchant } from '../api/session-store';
import { changeLanguage } from '../i18n';
import { balanceFixture, memberFixture, statusFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { envelope, mockWire } from '../test/wire-mock';
import { RootScreen } from './RootScreen';

describe('session in the header', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    saveMerchant('sim001');
  });

  function mockLoggedInSite() {
    return mockWire({
      'GET /wps/system/status': envelope(statusFixture()),
      'GET /wps/member/info': envelope(memberFixture({ clubLabel: { labelName: 'VIP3', rankLevel: 3 } })),
      'GET /wps/v2/wallets/balance': envelope(balanceFixture(500)),
      'DELETE /wps/session/logout': envelope(null),
    });
  }

  it('boots from a ?token= URL into the logged-in header', async () => {
    const wire = mockLoggedInSite();
    window.history.replaceState(null, '', '/index?token=url-token');
    adoptSessionFromUrl();

    renderWithProviders(<RootScreen />);

    expect((await screen.findByTestId('account-name')).textContent).toBe('demo01');
    expect(screen.getByTestId('vip-label').textContent).toBe('VIP3');
    expect(window.location.search).toBe('');
    expect(wire.callsTo('/wps/member/info')[0]?.headers.get('Authorization')).toBe('url-token');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
  });

  it('signs out after confirmation, keeping only the merchant in session storage', async () => {
    const wire = mockLoggedInSite();
    window.history.replaceState(null, '', '/sports');
    sessionStorage.setItem('token', 'tok');

    renderWithProviders(<RootScreen />);
    fireEvent.click(await screen.findByTestId('logout'));
    fireEvent.click(await screen.findByTestId('logout-confirm'));

    await screen.findByTestId('login-submit');
    expect(wire.callsTo('/wps/session/logout')[0]?.method).toBe('DELETE');
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
  });
});
