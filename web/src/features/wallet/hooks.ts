import type { WalletTransfer } from '@sim/shared/wps/cashier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet, wireSend } from '../../api/wire';
import { useToken } from '../../lib/session/session';
import { moneyQueryKey, useMoneyMoved } from './money-moved';

const cashierSchemas = lazySchemas(() => import('@sim/shared/wps/cashier'));
const walletSchemas = lazySchemas(() => import('@sim/shared/wps/wallet'));

export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: moneyQueryKey(token, 'balance'),
    // typeId 0 asks for every wallet; sumBalance is what the header shows
    queryFn: () =>
      wireGet('/wps/v2/wallets/balance', walletSchemas.balanceSchema, { auth: true, query: { typeId: 0 } }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** Asks for the balance again (after a game round moved money). */
export function useRefreshBalance() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: moneyQueryKey(token, 'balance') }),
    [queryClient, token],
  );
}

/** GCS_merchantWallet answers this; shared/ has no schema for it (the relay declares it inline). */

/** GET /wps/relay/GCS_merchantWallet: a single-wallet merchant has only MAIN, nothing to transfer. */
export function useMerchantWallet() {
  const token = useToken();
  return useQuery({
    queryKey: ['merchantWallet'],
    queryFn: () =>
      wireGet('/wps/relay/GCS_merchantWallet', walletSchemas.merchantWalletSchema, { auth: true }),
    enabled: token !== null,
    // spec section 4: merchant-wallet data is cached and reused
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /wps/relay/GCS_walletTransfer: MAIN to a vendor wallet, back, or every vendor wallet home. */
export function useWalletTransfer() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (transfer: WalletTransfer) =>
      wireSend('POST', '/wps/relay/GCS_walletTransfer', cashierSchemas.orderSchema, transfer, { auth: true }),
    onSettled: moneyMoved,
  });
}
