import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { readToken } from '../../api/session-store';
import { wireGet, wireSend } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';

const supportSchemas = lazySchemas(() => import('@sim/shared/relay/support'));

/** the agent answers within seconds: the open room looks this often */
const ROOM_POLL_MS = 1500;
const UNREAD_POLL_MS = 15_000;

const roomKey = (token: string | null) => sessionQueryKey(token, 'chat', 'room');
const unreadKey = (token: string | null) => sessionQueryKey(token, 'chat', 'unread');

/** GET CBS_getChatMessages while the room is open: the whole recent conversation each time. */
export function useChatRoom() {
  const token = useToken();
  return useQuery({
    queryKey: roomKey(token),
    queryFn: () => wireGet('/wps/relay/CBS_getChatMessages', supportSchemas.chatRoomSchema, { auth: true }),
    enabled: token !== null,
    refetchInterval: ROOM_POLL_MS,
  });
}

/** GET CBS_unreadCount: the badge on the chat button. */
export function useChatUnread() {
  const token = useToken();
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: () => wireGet('/wps/relay/CBS_unreadCount', supportSchemas.chatUnreadSchema, { auth: true }),
    enabled: token !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useSendChat() {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      wireSend(
        'POST',
        '/wps/relay/CBS_sendChatMessage',
        supportSchemas.sentChatSchema,
        { content },
        { auth: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: roomKey(token) }),
  });
}

/** POST CBS_readChat once the member has the answers in front of them. */
export function useReadChat() {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      wireSend('POST', '/wps/relay/CBS_readChat', supportSchemas.readChatSchema, undefined, { auth: true }),
    onSuccess: () => client.setQueryData(unreadKey(token), 0),
  });
}

/** getService: the paths, VIP ones when the member's rank is above 4 (a token goes along if there is one). */
export function fetchCustomerService() {
  return wireGet('/wps/relay/WPSCORE_getCustomerServiceScript', supportSchemas.customerServiceSchema, {
    auth: readToken() !== null,
  });
}
