import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../api/session-store';
import { changeLanguage } from '../../i18n';
import { balanceFixture, memberFixture, statusFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/render';
import { envelope, mockWire } from '../../test/wire-mock';
import '../../features/member-centre/modals/MemberCentre.modal';
import { SideMenu } from './SideMenu';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function loggedInAs(type: number) {
  saveToken('tok');
  mockWire({
    'GET /wps/member/info': envelope(memberFixture({ type })),
    'GET /wps/v2/wallets/balance': envelope(balanceFixture(4321.5)),
  });
}

async function openMenu() {
  renderInSite(
    <>
      <SideMenu />
      <Where />
    </>,
  );
  fireEvent.click(screen.getByTestId('side-menu-toggle'));
  return screen.findByTestId('side-menu');
}

describe('the side menu', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('opens from the burger as a navigation landmark of named entries', async () => {
    mockWire({});
    const toggle = () => screen.getByTestId('side-menu-toggle');
    renderInSite(<SideMenu />);
    expect(toggle().getAttribute('aria-label')).toBe('Menu');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());

    const nav = within(await screen.findByTestId('side-menu')).getByRole('navigation', { name: 'Side menu' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Deposit',
      'Withdraw',
      'Promotions',
      'Invite friends',
      'Reward centre',
      'VIP',
      'Betting record',
      'Account record',
      'Security centre',
      'Personal profit and loss',
      'Bonus details',
      'Game list',
      'App download',
      'Help centre',
    ]);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('language-menu')).toBeTruthy();
  });

  it('asks a visitor to log in for member entries, and shows no balance or sign out', async () => {
    mockWire({});
    const menu = await openMenu();
    expect(within(menu).queryByTestId('balance')).toBeNull();
    expect(within(menu).queryByTestId('logout')).toBeNull();

    fireEvent.click(screen.getByTestId('side-menu-deposit'));

    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());
  });

  it('opens sections to everyone', async () => {
    mockWire({});
    await openMenu();

    fireEvent.click(screen.getByTestId('side-menu-download'));

    expect(screen.getByTestId('location').textContent).toBe('/down');
  });

  it('shows a member the balance and opens the member centre pages', async () => {
    loggedInAs(0);
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getByTestId('balance').textContent).toBe('৳ 4,321.50'));
    expect(within(menu).getByTestId('balance-refresh')).toBeTruthy();
    expect(within(menu).getByTestId('balance-toggle')).toBeTruthy();
    expect(within(menu).getByTestId('logout')).toBeTruthy();

    fireEvent.click(screen.getByTestId('side-menu-personalLoss'));

    expect(await screen.findByTestId('member-centre-page-personalProfit')).toBeTruthy();
  });

  it('gives a trial account the real-account warning for money entries', async () => {
    loggedInAs(4);
    const menu = await openMenu();
    await within(menu).findByTestId('balance');

    fireEvent.click(screen.getByTestId('side-menu-withdraw'));

    expect((await screen.findByTestId('trial-warning')).textContent).toContain(
      'This feature needs a real account',
    );
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('lists cashback only while MANPLAYREB3 is on', async () => {
    mockWire({});
    renderInSite(<SideMenu />, { status: statusFixture({}, { flags: { MANPLAYREB3: true } }) });
    fireEvent.click(screen.getByTestId('side-menu-toggle'));

    expect(await screen.findByTestId('side-menu-cashback')).toBeTruthy();
    expect(screen.getByTestId('side-menu-rewardCentre')).toBeTruthy();
  });

  it('lists the email link and customer service once the merchant has them', async () => {
    mockWire({});
    const status = statusFixture();
    status.info.resources = [
      {
        resourceType: 'EMAIL',
        url: 'mailto:help@sim.local',
        qrCodeUrl: null,
        labelNameCn: '',
        labelNameEn: '',
      },
    ];
    status.info.customerService = [{ type: '3', name: 'Live chat', path: 'sealed' }];
    renderInSite(<SideMenu />, { status });
    fireEvent.click(screen.getByTestId('side-menu-toggle'));

    expect(await screen.findByTestId('side-menu-email')).toBeTruthy();
    expect(screen.getByTestId('side-menu-customerService')).toBeTruthy();
    expect(screen.getByTestId('side-menu-gameList')).toBeTruthy();
    // invite friends is the member centre's referral page
    expect(screen.getByTestId('side-menu-inviteFriends')).toBeTruthy();
  });

  it('is not on the points mall (spec section 2: no side menu)', () => {
    mockWire({});
    renderInSite(<SideMenu />, { route: '/pointMall' });
    expect(screen.queryByTestId('side-menu-toggle')).toBeNull();
  });
});
