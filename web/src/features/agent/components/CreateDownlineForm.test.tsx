import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { fill } from '../../../test/form';
import { decryptedBody, rsaKeyPair } from '../../../test/rsa';
import { envelope, failure } from '../../../test/wire-mock';
import { downlineFixture, pageOf } from '../test/fixtures';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const key = rsaKeyPair();
const CREATE = '/wps/agent/downline';

function openRegisterCentre(answer = envelope(downlineFixture({ username: 'newagent', type: 2 }))) {
  return openAgentCentre('registerCenter', {
    'GET /wps/session/key/rsa': { body: key.modulusHex },
    'GET /wps/agent/downlines': envelope(pageOf([])),
    [`POST ${CREATE}`]: answer,
  });
}

describe('creating a downline account', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('sends the new agent encrypted, as a registration, and says it was created', async () => {
    const { wire } = openRegisterCentre();
    await agentPage('registerCenter');

    fireEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    fill('username', 'newagent');
    fill('password', 'Secret123');
    fill('confirmPassword', 'Secret123');
    fireEvent.click(screen.getByTestId('downline-submit'));

    expect((await screen.findByTestId('downline-created')).textContent).toContain('newagent');
    const [call] = wire.callsTo(CREATE);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Encryption')).toBeTruthy();
    expect(decryptedBody(call, key)).toEqual({
      username: 'newagent',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      accountType: 'AGENT',
    });
  });

  it('sends nothing while the confirmation differs', async () => {
    const { wire } = openRegisterCentre();
    await agentPage('registerCenter');

    fill('username', 'newmember');
    fill('password', 'Secret123');
    fill('confirmPassword', 'Secret124');
    fireEvent.click(screen.getByTestId('downline-submit'));

    expect(await screen.findByText('Confirmation password is not correct.')).toBeTruthy();
    expect(wire.callsTo(CREATE)).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    openRegisterCentre(failure('US_CUSTOMER_EXIST_ERROR', 'Username already exists'));
    await agentPage('registerCenter');

    fill('username', 'down01');
    fill('password', 'Secret123');
    fill('confirmPassword', 'Secret123');
    fireEvent.click(screen.getByTestId('downline-submit'));

    expect(await screen.findByTestId('downline-error')).toBeTruthy();
  });
});
