import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { orderFixture, walletsFixture } from '../../../test/fixtures';
import { fill } from '../../../test/form';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope } from '../../../test/wire-mock';
import { downlineFixture, pageOf } from '../test/fixtures';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const key = rsaKeyPair();
const TRANSFER = '/wps/agent/transferDownline';

function openTeam() {
  return openAgentCentre('downlineManagmentView', {
    'GET /wps/session/key/rsa': { body: key.modulusHex },
    'GET /wps/v2/wallets/balance': envelope(walletsFixture({ MAIN: 500 })),
    'GET /wps/agent/downlines': (call) =>
      envelope(
        pageOf(
          [
            downlineFixture(),
            downlineFixture({ id: 2002, username: 'agent02', type: 2, teamSize: 1 }),
          ].filter((d) => d.username.includes(call.url.searchParams.get('username') ?? '')),
        ),
      ),
    'PUT /wps/agent/promoteDownlineToAgent': envelope(downlineFixture({ type: 2 })),
    [`PUT ${TRANSFER}`]: envelope(
      orderFixture({ referenceNo: 'T0001', type: 'TRANSFER_UPLINE', status: 'SUCCESS' }),
    ),
  });
}

describe('team management', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('searches the team by username', async () => {
    const { wire } = openTeam();
    await agentPage('downlineManagmentView');
    expect(await screen.findByTestId('downline-down01')).toBeTruthy();

    fireEvent.change(screen.getByTestId('team-search'), { target: { value: 'agent' } });
    fireEvent.click(screen.getByTestId('team-search-submit'));

    await waitFor(() => expect(screen.queryByTestId('downline-down01')).toBeNull());
    expect(screen.getByTestId('downline-agent02-contract')).toBeTruthy();
    expect(wire.callsTo('/wps/agent/downlines').at(-1)?.url.searchParams.get('username')).toBe('agent');
  });

  it('transfers to a downline member with the payment password, encrypted', async () => {
    const { wire } = openTeam();
    fireEvent.click(await screen.findByTestId('downline-down01-transfer'));
    await screen.findByText('Main wallet: ৳ 500.00');

    fill('amount', '120');
    fill('paymentPassword', '123456');
    fireEvent.click(screen.getByTestId('downline-transfer-submit'));

    expect((await screen.findByTestId('downline-transfer-result')).textContent).toContain('T0001');
    expect(decryptedBody(wire.callsTo(TRANSFER)[0], key)).toEqual({
      username: 'down01',
      amount: 120,
      paymentPassword: '123456',
      requestId: expect.any(String),
    });
  });

  it('promotes a direct member to agent', async () => {
    const { wire } = openTeam();
    fireEvent.click(await screen.findByTestId('downline-down01-promote'));

    await waitFor(() => expect(wire.callsTo('/wps/agent/promoteDownlineToAgent')).toHaveLength(1));
    const [call] = wire.callsTo('/wps/agent/promoteDownlineToAgent');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ username: 'down01' });
  });
});
