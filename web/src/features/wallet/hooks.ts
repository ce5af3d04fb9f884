import { balanceSchema } from '@sim/shared/wps/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../session/hooks';

export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'balance'),
    // typeId 0 asks for every wallet; sumBalance is what the header shows
    queryFn: () => wireGet('/wps/v2/wallets/balance', balanceSchema, { auth: true, query: { typeId: 0 } }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** Asks for the balance again (after a game round moved money). */
export function useRefreshBalance() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(token, 'balance') }),
    [queryClient, token],
  );
}
