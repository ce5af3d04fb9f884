import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminSession } from '../App';
import { ADMIN_TOKEN_KEY, adoptTokenFromHash } from '../api';
import { ControlProviders } from '../providers';
import { S } from '../strings';
import { clockFixture } from '../test/fixtures';
import { mockAdminApi, unauthorized } from '../test/trpc-mock';
import { TokenGate } from './TokenGate';

function renderGate(onEnter = vi.fn()) {
  render(
    <ControlProviders env="test">
      <TokenGate notice={null} onEnter={onEnter} />
    </ControlProviders>,
  );
  return onEnter;
}

function submitToken(token: string) {
  fireEvent.change(screen.getByTestId('admin-token-input'), { target: { value: token } });
  fireEvent.click(screen.getByTestId('admin-token-submit'));
}

const TestRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/status']}>{children}</MemoryRouter>
);

describe('TokenGate', () => {
  it('enters with a token the simulator accepts, sent as a Bearer credential', async () => {
    const api = mockAdminApi({ 'clock.get': () => clockFixture });
    const onEnter = renderGate();

    submitToken(' good-token ');

    await waitFor(() => expect(onEnter).toHaveBeenCalledWith('good-token'));
    expect(api.calls[0]?.authorization).toBe('Bearer good-token');
  });

  it('refuses a wrong token with a message and stays', async () => {
    mockAdminApi({ 'clock.get': unauthorized });
    const onEnter = renderGate();

    submitToken('wrong');

    expect(await screen.findByText(S.gate.wrong)).toBeTruthy();
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('asks for a token before calling anything', async () => {
    const api = mockAdminApi({});
    renderGate();

    submitToken('   ');

    expect(await screen.findByText(S.gate.required)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('admin session', () => {
  it('goes back to the gate with a message when any call answers 401', async () => {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'stale-token');
    mockAdminApi({ 'clock.get': unauthorized, 'system.get': unauthorized });

    render(
      <ControlProviders env="test">
        <AdminSession router={TestRouter} />
      </ControlProviders>,
    );

    expect(await screen.findByText(S.gate.expired)).toBeTruthy();
    expect(screen.getByTestId('admin-token-input')).toBeTruthy();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('adopts #token= from the address once and strips it', () => {
    window.history.replaceState(null, '', '/admin/clock#token=from-script');

    adoptTokenFromHash();

    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('from-script');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin/clock');
  });
});
