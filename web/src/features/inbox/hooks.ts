// The inbox over the wire: a page of messages (EMFE_getInbox), the read/unread marks and deletes. A change
// refreshes the inbox and the balance answer, whose unreadMessage drives the badges.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet, wireSend } from '../../api/wire';
import { sessionQueryKey, useSession, useToken } from '../../lib/session/session';
import { useFeatureFlags } from '../../lib/site-status/site-status';
import { useBalance } from '../wallet/hooks';
import { moneyQueryKey } from '../wallet/money-moved';

const inboxSchemas = lazySchemas(() => import('@sim/shared/relay/inbox'));

export const INBOX_PAGE_SIZE = 10;

const inboxKey = (token: string | null, ...parts: string[]) => sessionQueryKey(token, 'inbox', ...parts);

export function useInbox(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: inboxKey(token, String(page)),
    queryFn: () =>
      wireGet('/wps/relay/EMFE_getInbox', inboxSchemas.inboxPageSchema, {
        auth: true,
        query: { page, size: INBOX_PAGE_SIZE },
      }),
    enabled: token !== null,
  });
}

function useInboxChanged() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKey(token) }),
        queryClient.invalidateQueries({ queryKey: moneyQueryKey(token, 'balance') }),
      ]),
    [queryClient, token],
  );
}

/** POST EMFE_readInbox {messageIds, read}: read, or unread again. */
export function useMarkMessages() {
  const changed = useInboxChanged();
  return useMutation({
    mutationFn: (change: { messageIds: number[]; read: boolean }) =>
      wireSend('POST', '/wps/relay/EMFE_readInbox', inboxSchemas.inboxChangeSchema, change, { auth: true }),
    onSettled: changed,
  });
}

/** POST EMFE_deleteInbox {messageIds} */
export function useDeleteMessages() {
  const changed = useInboxChanged();
  return useMutation({
    mutationFn: (messageIds: number[]) =>
      wireSend(
        'POST',
        '/wps/relay/EMFE_deleteInbox',
        inboxSchemas.inboxChangeSchema,
        { messageIds },
        { auth: true },
      ),
    onSettled: changed,
  });
}

/**
 * Unread messages as the balance answer says (unreadMessage; spec section 6: it needs a token), for the
 * badges; nothing for visitors or while INBOX3 is off.
 */
export function useUnreadCount(): number {
  const member = useSession().status === 'member';
  const on = useFeatureFlags().INBOX3 === true;
  const balance = useBalance().data;
  return member && on ? (balance?.unreadMessage ?? 0) : 0;
}
