// The member's session as every feature reads it: the token (session storage), the member it
// belongs to (GET /wps/member/info), and the query scope that ends with it. Logging in and out is
// the session feature's business (features/session/).
import { notifications } from '@mantine/notifications';
import type { MemberInfo } from '@sim/shared/wps/member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySchemas } from '../../api/lazy-schemas';
import { onSessionEnded, readToken, saveMemberKeys, subscribeToToken } from '../../api/session-store';
import { wireGet } from '../../api/wire';

const memberSchemas = lazySchemas(() => import('@sim/shared/wps/member'));

/** Every query that needs the token lives under this prefix, keyed by the token itself. */
const SESSION_SCOPE = 'session';
export function sessionQueryKey(token: string | null, ...parts: string[]) {
  return [SESSION_SCOPE, token, ...parts] as const;
}

/** The server's prerender of a page, and the browser's hydration of it, are an anonymous visitor's. */
const noToken = () => null;

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, readToken, noToken);
}

export function useMemberInfo() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'member'),
    queryFn: async () => {
      const member = await wireGet('/wps/member/info', memberSchemas.memberInfoSchema, { auth: true });
      saveMemberKeys(member);
      return member;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export type Session =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'member'; member: MemberInfo };

/** Logged in means the token's member info has loaded (platform-spec.md section 4). */
export function useSession(): Session {
  const token = useToken();
  const member = useMemberInfo();
  if (token === null || member.isError) return { status: 'anonymous' };
  if (member.data) return { status: 'member', member: member.data };
  return { status: 'loading' };
}

/** loginInfo again: the member query refetches (after a password change, for `passwordExpired`). */
export function useRefreshMemberInfo() {
  const queryClient = useQueryClient();
  const token = useToken();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey(token, 'member') });
}

/** Drops the old session's data, and tells the visitor when the server ended the session. */
export function useSessionEndHandling(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
        if (reason === 'expired') {
          notifications.show({
            color: 'yellow',
            title: t('session.endedTitle'),
            message: t('session.ended'),
          });
        }
      }),
    [queryClient, t],
  );
}
