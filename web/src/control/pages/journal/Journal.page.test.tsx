import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { JournalPage } from './Journal.page';

const entry = (id: number, path: string) => ({
  id,
  at: '2026-05-01T10:00:00.000Z',
  method: 'GET',
  path,
  query: '',
  status: 200,
  latencyMs: 3,
  merchant: 'sim001',
  username: null,
  errorCode: null,
  body: null,
  response: { success: true, value: { token: '[redacted]' } },
  encrypted: false,
  stubId: null as number | null,
});

describe('JournalPage', () => {
  it('polls with the newest id it has and puts what is new on top', async () => {
    const api = mockAdminApi({
      'journal.list': (input) =>
        (input as { afterId?: number }).afterId === undefined
          ? [entry(2, '/wps/system/status'), entry(1, '/wps/session/key/rsa')]
          : [entry(3, '/wps/member/info')],
    });
    renderInPanel(<JournalPage />);

    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(3), { timeout: 4000 });
    const paths = screen.getAllByTestId('journal-row').map((row) => row.getAttribute('data-path'));
    expect(paths).toEqual(['/wps/member/info', '/wps/system/status', '/wps/session/key/rsa']);
    expect(api.inputsOf('journal.list')[1]).toMatchObject({ afterId: 2 });
  });

  it("shows a row's redacted answer beside its body", async () => {
    mockAdminApi({ 'journal.list': () => [entry(1, '/wps/session/login/unsecure')] });
    renderInPanel(<JournalPage />);
    fireEvent.click(await screen.findByTestId('journal-row'));
    expect((await screen.findByTestId('journal-response')).textContent).toContain('"token": "[redacted]"');
  });

  it('marks an answer a stub gave', async () => {
    mockAdminApi({ 'journal.list': () => [{ ...entry(1, '/wps/member/info'), stubId: 7 }] });
    renderInPanel(<JournalPage />);
    expect((await screen.findByTestId('journal-stubbed')).textContent).toBe('stub #7');
  });

  it("downloads the journal as HAR, its URLs on the panel's origin", async () => {
    const api = mockAdminApi({
      'journal.list': () => [],
      'journal.exportHar': () => ({
        log: { version: '1.2', creator: { name: 'sim', version: '1' }, entries: [] },
      }),
    });
    const made = vi.fn((_blob: Blob) => 'blob:har');
    URL.createObjectURL = made;
    URL.revokeObjectURL = vi.fn();
    renderInPanel(<JournalPage />);
    fireEvent.click(await screen.findByTestId('journal-har'));
    await waitFor(() => expect(made).toHaveBeenCalledTimes(1));
    expect(await made.mock.calls[0]![0].text()).toContain('"version": "1.2"');
    expect(api.inputsOf('journal.exportHar')[0]).toEqual({ baseUrl: expect.stringMatching(/^https?:\/\//) });
  });
});
