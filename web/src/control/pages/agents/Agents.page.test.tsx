import type { AdminContract } from '@sim/shared/admin/agent-contracts';
import type { TeamTreeNode } from '@sim/shared/admin/agents';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { AgentsPage } from './Agents.page';

const node = (username: string, type: number, children: TeamTreeNode[] = []): TeamTreeNode => ({
  id: username.length * 100 + type,
  username,
  type,
  balance: 100,
  teamSize: children.length,
  children,
});

const contract: AdminContract = {
  contractId: 3,
  kind: 'DAILY_SALARY',
  period: null,
  status: 'ACTIVE',
  upline: 'agent01',
  downline: 'agent02',
  tiers: [{ activeMembers: 1, amount: 0, rate: 2 }],
  rate: 2,
  offeredAt: 0,
  startsAt: 0,
  endedAt: null,
  endReason: null,
  settledUntil: 86_400_000,
  periodsSettled: 1,
  paidTotal: 3,
};

function openAgents() {
  return mockAdminApi({
    'agents.tree': () => ({
      roots: [node('agent01', 1, [node('agent02', 2, [node('down03', 0)])])],
      truncated: false,
    }),
    'agents.contracts': () => [contract],
    'agents.settleNow': () => ({ periods: 2 }),
    'agents.moveMember': () => ({}),
  });
}

describe('the Agents page', () => {
  it('shows the tree, expandable, and the contracts of the agent picked in it', async () => {
    const api = openAgents();
    renderInPanel(<AgentsPage />);

    expect(await screen.findByTestId('agent-node-down03')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-toggle-agent02'));
    await waitFor(() => expect(screen.queryByTestId('agent-node-down03')).toBeNull());

    expect((await screen.findByTestId('agent-contract-3-paid')).textContent).toBe('3.00');
    fireEvent.click(screen.getByText('agent02'));
    await waitFor(() =>
      expect(api.inputsOf('agents.contracts').at(-1)).toMatchObject({ username: 'agent02' }),
    );
  });

  it('settles now and moves a member with its team', async () => {
    const api = openAgents();
    renderInPanel(<AgentsPage />);

    fireEvent.click(await screen.findByTestId('agent-settle-now'));
    await waitFor(() => expect(api.inputsOf('agents.settleNow')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('agent-move-member'), { target: { value: 'agent02' } });
    fireEvent.change(screen.getByTestId('agent-move-upline'), { target: { value: 'agent41' } });
    fireEvent.click(screen.getByTestId('agent-move-submit'));
    await waitFor(() =>
      expect(api.inputsOf('agents.moveMember')[0]).toEqual({
        merchant: 'sim001',
        username: 'agent02',
        uplineUsername: 'agent41',
      }),
    );
  });
});
