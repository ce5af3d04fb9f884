import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { AGENT_PAGES } from '../agent-pages';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const menuPages = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Agent centre menu' });
  return within(nav)
    .getAllByRole('button')
    .map((entry) => entry.getAttribute('data-page'));
};

describe('the agent centre', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('is titled Agent, opens on the overview and lists the twelve pages in the spec order', async () => {
    openAgentCentre(undefined);

    await agentPage('agentTeamOverview');
    expect(within(screen.getByTestId('agent-centre')).getAllByText('Agent')[0]).toBeTruthy();
    await waitFor(async () => expect(await menuPages()).toEqual([...AGENT_PAGES]));
    expect(screen.getByTestId('agent-nav-agentTeamOverview').getAttribute('aria-current')).toBe('page');
  });

  it('hides each salary and dividend page whose consolidated flag is off', async () => {
    openAgentCentre(undefined, {}, { flags: { divtypereq: false, contracthoursalreq: false } });

    await waitFor(async () => expect(await menuPages()).toContain('agentDailyWages2'));
    const pages = await menuPages();
    expect(pages).not.toContain('agentDividendRecord2');
    expect(pages).not.toContain('agentHourSalary');
    expect(pages).toContain('agentRealtimeSalary');
  });

  it('opens the overview instead of a contract page that is off', async () => {
    openAgentCentre('agentDailyWages2', {}, { flags: { dailysalreqtype: false } });

    expect(await agentPage('agentTeamOverview')).toBeTruthy();
    expect(screen.queryByTestId('agent-page-agentDailyWages2')).toBeNull();
  });

  it('moves to the page picked in its menu', async () => {
    openAgentCentre(undefined);
    await agentPage('agentTeamOverview');

    fireEvent.click(await screen.findByTestId('agent-nav-registerCenter'));

    expect((await agentPage('registerCenter')).textContent).toContain('Account');
    expect(screen.queryByTestId('agent-page-agentTeamOverview')).toBeNull();
  });

  it('closes with its close button', async () => {
    openAgentCentre(undefined);
    await agentPage('agentTeamOverview');

    fireEvent.click(screen.getByTestId('agent-centre-close'));

    await waitFor(() => expect(screen.queryByTestId('agent-centre')).toBeNull());
  });
});
