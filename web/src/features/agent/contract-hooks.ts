// The four contract relays (shared/src/relay/contracts.ts): one relay per kind takes every action.
import {
  CONTRACT_RELAYS,
  type ContractKind,
  type ContractTier,
  contractChangeAnswerSchema,
  contractListAnswerSchema,
  contractRecordAnswerSchema,
  type DividendPeriod,
} from '@sim/shared/relay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireSend } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import type { DateRange } from '../records/date-presets';
import { RECORD_PAGE_SIZE } from '../records/hooks';
import { AGENT_SCOPE, useAgentQuery } from './report-hooks';

export const relayPath = (kind: ContractKind) => `/wps/relay/${CONTRACT_RELAYS[kind][0]}`;

/** LIST: the caller's contracts of the kind, as upline and as downline. */
export const useContracts = (kind: ContractKind) =>
  useAgentQuery(relayPath(kind), contractListAnswerSchema, { action: 'LIST' });

/** RECORD: the caller's settled periods of the kind, with totals. */
export const useContractRecords = (kind: ContractKind, filter: DateRange & { pageNo: number }) =>
  useAgentQuery(relayPath(kind), contractRecordAnswerSchema, {
    action: 'RECORD',
    ...filter,
    pageSize: RECORD_PAGE_SIZE,
  });

export type ContractChange =
  | { action: 'OFFER'; downlineAccount: string; tiers: ContractTier[]; period?: DividendPeriod }
  | { action: 'ACCEPT' | 'REJECT' | 'TERMINATE'; contractId: number };

/** OFFER, ACCEPT, REJECT, TERMINATE; every agent figure is read again after it. */
export function useContractChange(kind: ContractKind) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (change: ContractChange) =>
      wireSend('POST', relayPath(kind), contractChangeAnswerSchema, change, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey(token, AGENT_SCOPE) }),
  });
}
