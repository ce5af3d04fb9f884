import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { memberFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { AccountActions } from './AccountActions';

function loggedInAs(type: number) {
  saveToken('tok');
  mockWire({ 'GET /wps/member/info': envelope(memberFixture({ type })) });
}

/** The entries are enabled once member info has said who is logged in. */
async function entry(feature: string) {
  const button = await screen.findByTestId(`account-${feature}`);
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

describe('protected account actions', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('gives a trial account the real-account warning, whose confirm button opens the upgrade', async () => {
    loggedInAs(4);
    renderInSite(<AccountActions />);

    fireEvent.click(await entry('deposit'));

    const warning = await screen.findByTestId('trial-warning');
    expect(warning.textContent).toContain('This feature needs a real account');
    expect(screen.getByTestId('trial-warning-confirm').textContent).toBe('Upgrade now');
    fireEvent.click(screen.getByTestId('trial-warning-confirm'));
    expect(await screen.findByTestId('upgrade-modal')).toBeTruthy();
    expect(screen.queryByTestId('trial-warning')).toBeNull();
  });

  it('shows a trial account its own view instead of the member centre, with a button to a real account', async () => {
    loggedInAs(4);
    renderInSite(<AccountActions />);
    fireEvent.click(await entry('memberCentre'));

    const view = await screen.findByTestId('trial-account');
    expect(view.textContent).toContain('Free trial account');
    expect(view.textContent).toContain('You are playing as demo01 on a free trial account');
    expect(view.textContent).not.toContain('Non-member');
    expect(screen.queryByTestId('member-centre')).toBeNull();
    fireEvent.click(screen.getByTestId('trial-account-confirm'));
    expect(await screen.findByTestId('upgrade-modal')).toBeTruthy();
  });

  it('opens the login popup for a visitor, saying why', async () => {
    mockWire({});
    renderInSite(<AccountActions />);

    fireEvent.click(screen.getByTestId('account-withdraw'));

    const popup = await screen.findByTestId('login-modal');
    expect(popup.textContent).toContain('You are not logged in, please login');
    // the cursor starts in the username field, not on the popup's close button
    const username = popup.querySelector('input[name="username"]');
    await waitFor(() => expect(document.activeElement).toBe(username));
  });

  it.each([
    ['deposit', 'depositv2'],
    ['withdraw', 'withdraw'],
    ['memberCentre', 'securityCenter'],
  ])('opens the member centre on the page of %s for a member', async (feature, page) => {
    loggedInAs(0);
    renderInSite(<AccountActions />);

    fireEvent.click(await entry(feature));

    expect(await screen.findByTestId(`member-centre-page-${page}`)).toBeTruthy();
    expect(screen.getByTestId(`member-centre-nav-${page}`).getAttribute('aria-current')).toBe('page');
  });

  it('shows the agent centre only to agents, and opens it on the overview', async () => {
    loggedInAs(0);
    const view = renderInSite(<AccountActions />);
    await entry('deposit');
    expect(screen.queryByTestId('account-agentCentre')).toBeNull();
    view.unmount();

    loggedInAs(41);
    renderInSite(<AccountActions />);
    fireEvent.click(await entry('agentCentre'));
    expect(await screen.findByTestId('agent-page-agentTeamOverview')).toBeTruthy();
  });
});
