import {
  type ConfirmReceipt,
  confirmationListSchema,
  type DepositRequest,
  depositOrderSchema,
  depositSettingsSchema,
  orderSchema,
  transferEnabledSchema,
  type uplineTransferSchema,
  type WithdrawRequest,
  withdrawSettingsSchema,
} from '@sim/shared/wps/cashier';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { wireEncrypted, wireGet, wireSend } from '../../api/wire';
import { useToken } from '../../lib/session/session';
import { moneyQueryKey, useMoneyMoved } from '../wallet/money-moved';

/** The requests the forms send: the shared bodies, always with the form's requestId. */
type WithRequestId<T> = Omit<T, 'requestId'> & { requestId: string };

function useMoneyQuery<T>(
  query: Parameters<typeof moneyQueryKey>[1],
  load: () => Promise<T>,
  refetchInterval?: number,
) {
  const token = useToken();
  return useQuery({
    queryKey: moneyQueryKey(token, query),
    queryFn: load,
    enabled: token !== null,
    refetchInterval,
  });
}

/** The back office pays whenever it pays: a member waiting on the withdraw page sees it arrive. */
const CONFIRMATIONS_POLL_MS = 10_000;

/** GET /wps/relay/MCSFE_getDepositSettings: the channels with their limits. */
export function useDepositSettings() {
  return useMoneyQuery('depositSettings', () =>
    wireGet('/wps/relay/MCSFE_getDepositSettings', depositSettingsSchema, { auth: true }),
  );
}

/** POST /wps/v2/transaction/deposit: a PENDING order, approved later. */
export function useDeposit() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: WithRequestId<DepositRequest>) =>
      wireSend('POST', '/wps/v2/transaction/deposit', depositOrderSchema, request, { auth: true }),
    onSettled: moneyMoved,
  });
}

/** GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0: limits, counts, banks, the main balance. */
export function useWithdrawSettings() {
  return useMoneyQuery('withdrawSettings', () =>
    wireGet('/wps/relay/MCSFE_getWithdrawSettings', withdrawSettingsSchema, {
      auth: true,
      query: { groupId: 0 },
    }),
  );
}

/** POST /wps/v2/transaction/withdraw, encrypted: it carries the payment password. */
export function useWithdraw() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: WithRequestId<WithdrawRequest>) =>
      wireEncrypted('POST', '/wps/v2/transaction/withdraw', request, orderSchema, { auth: true }),
    onSettled: moneyMoved,
  });
}

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: paid withdrawals awaiting the member's word. */
export function useConfirmationList() {
  return useMoneyQuery(
    'confirmations',
    () => wireGet('/wps/relay/MCSFE_getPaymentConfirmationList', confirmationListSchema, { auth: true }),
    CONFIRMATIONS_POLL_MS,
  );
}

/** POST /wps/relay/MCSFE_processC2CTransaction: received, or not received with proof. */
export function useConfirmReceipt() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (receipt: ConfirmReceipt) =>
      wireSend('POST', '/wps/relay/MCSFE_processC2CTransaction', orderSchema, receipt, { auth: true }),
    onSettled: moneyMoved,
  });
}

/** GET /wps/agent/transferEnabled: whether the member may send money to the upline, and to whom. */
export function useTransferEnabled() {
  return useMoneyQuery('transferEnabled', () =>
    wireGet('/wps/agent/transferEnabled', transferEnabledSchema, { auth: true }),
  );
}

export type UplineTransferRequest = WithRequestId<z.infer<typeof uplineTransferSchema>>;

/** PUT /wps/agent/transferUpline, encrypted: it carries the payment password. */
export function useUplineTransfer() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: UplineTransferRequest) =>
      wireEncrypted('PUT', '/wps/agent/transferUpline', request, orderSchema, { auth: true }),
    onSettled: moneyMoved,
  });
}
