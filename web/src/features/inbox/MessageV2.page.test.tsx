import type { InboxMessage } from '@sim/shared/relay/inbox';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { centrePage, openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

const READ = '/wps/relay/EMFE_readInbox';
const DELETE = '/wps/relay/EMFE_deleteInbox';

const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  messageId: 7,
  title: 'Weekend tournament',
  content: 'Top 100 share the pool.',
  sender: 'System',
  broadcast: true,
  sendTime: Date.UTC(2026, 10, 22, 10),
  isRead: false,
  ...overrides,
});

const routes = (list = [message()]) => ({
  'GET /wps/relay/EMFE_getInbox': envelope({
    list,
    total: list.length,
    page: 1,
    size: 10,
    unreadCount: list.filter((m) => !m.isRead).length,
  }),
  [`POST ${READ}`]: envelope({ changed: 1, unreadCount: 0 }),
  [`POST ${DELETE}`]: envelope({ changed: 1, unreadCount: 0 }),
});

describe('the messageV2 page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('reads a message when it is opened, and can mark it unread or delete it', async () => {
    const { wire } = openMemberCentre('messageV2', routes());
    await centrePage('messageV2');
    expect((await screen.findByTestId('inbox-unread')).textContent).toBe('Unread: 1');
    fireEvent.click(await screen.findByText('Weekend tournament'));
    await waitFor(() => expect(wire.callsTo(READ)).toHaveLength(1));
    expect(JSON.parse(wire.callsTo(READ)[0]?.body ?? '{}')).toEqual({ messageIds: [7], read: true });
    fireEvent.click(await screen.findByTestId('inbox-mark-unread'));
    await waitFor(() => expect(wire.callsTo(READ)).toHaveLength(2));
    expect(JSON.parse(wire.callsTo(READ)[1]?.body ?? '{}')).toEqual({ messageIds: [7], read: false });
    fireEvent.click(screen.getByTestId('inbox-delete'));
    await waitFor(() => expect(wire.callsTo(DELETE)).toHaveLength(1));
  });

  it('does not mark a message read again when it is opened', async () => {
    const { wire } = openMemberCentre('messageV2', routes([message({ isRead: true })]));
    fireEvent.click(await screen.findByText('Weekend tournament'));
    expect(await screen.findByTestId('inbox-content')).toBeTruthy();
    expect(wire.callsTo(READ)).toHaveLength(0);
  });
});
