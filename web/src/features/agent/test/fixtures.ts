// Agent centre answers for component tests, in the shared schemas' shapes.
import type { Contract } from '@sim/shared/relay/contracts';
import type { Downline } from '@sim/shared/wps/agent';

export function downlineFixture(overrides: Partial<Downline> = {}): Downline {
  return {
    id: 2001,
    username: 'down01',
    nickname: 'Down',
    type: 0,
    level: 1,
    uplineAccount: 'agent01',
    registeredTime: 1_790_000_000_000,
    lastLoginTime: null,
    balance: 120,
    teamSize: 0,
    ...overrides,
  };
}

export const pageOf = <T>(list: T[]) => ({ list, pageNum: 1, totalPages: 1, totalCount: list.length });

export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    contractId: 7,
    contractType: 'DAILY_SALARY',
    period: null,
    status: 'ACTIVE',
    upline: { id: 1001, account: 'agent01' },
    downline: { id: 1002, account: 'agent02' },
    tiers: [{ activeMembers: 1, amount: 100, rate: 2 }],
    rate: 2,
    role: 'UPLINE',
    pendingRequest: null,
    canRespond: false,
    createTime: 1_790_000_000_000,
    effectiveTime: 1_790_000_000_000,
    endTime: null,
    endReason: null,
    ...overrides,
  };
}

export const emptyRecords = {
  action: 'RECORD',
  list: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
  summary: { validBet: 0, profitLoss: 0, amount: 0 },
};
