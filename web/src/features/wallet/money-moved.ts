// What a movement of money changes: the balances, the cashier's settings and lists, every record.
// Each money mutation refreshes them all when it settles (a failed call may still have moved money
// on the server: a timeout after the ledger wrote).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey, useToken } from '../../lib/session/session';

export const MONEY_QUERIES = [
  'balance',
  'depositSettings',
  'withdrawSettings',
  'confirmations',
  'transferEnabled',
  'transactions',
  'personalProfit',
  'bonusDetails',
] as const;
export type MoneyQuery = (typeof MONEY_QUERIES)[number];

export function moneyQueryKey(token: string | null, query: MoneyQuery, ...parts: string[]) {
  return sessionQueryKey(token, query, ...parts);
}

export function useMoneyMoved() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        MONEY_QUERIES.map((query) =>
          queryClient.invalidateQueries({ queryKey: moneyQueryKey(token, query) }),
        ),
      ),
    [queryClient, token],
  );
}
