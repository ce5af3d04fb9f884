// Every reward call may change what the others show: a claim pays money (the balance, the records),
// changes a promotion's state, the badge count, the tickets and the points. One scope, one refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { useMoneyMoved } from '../wallet/money-moved';

export function rewardsQueryKey(token: string | null, ...parts: string[]) {
  return sessionQueryKey(token, 'rewards', ...parts);
}

export function useRewardsMoved() {
  const token = useToken();
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: rewardsQueryKey(token) }), moneyMoved()]),
    [queryClient, token, moneyMoved],
  );
}
