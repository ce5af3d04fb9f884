// The registration centre's new accounts and team management's list: downline members and agents.
import { AGENT_TYPES } from '@sim/shared/member-types';
import { toMajor } from '@sim/shared/money';
import type { Downline, DownlineCreate, Downlines } from '@sim/shared/wps/agent';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Db, Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import { createMember } from '../accounts/create-member.ts';
import { enforceNewPassword } from '../accounts/field-rules.ts';
import { checkUsernameAvailable } from '../accounts/register.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { ownRates, requireWithin, writeRates } from './rebate-rates.ts';
import { teamSizes } from './team.ts';
import { requireDownlineByUsername } from './team-guards.ts';

/** An agent's own downline agents are type 2 (the type of a second-level agent). */
export const DOWNLINE_AGENT_TYPE = 2;

interface Caller {
  memberId: number;
  merchantCode: string;
}

const downlineSelect = {
  id: true,
  username: true,
  nickname: true,
  type: true,
  registeredAt: true,
  lastLoginAt: true,
  upline: { select: { username: true } },
  accounts: { where: { wallet: MAIN_WALLET }, select: { balanceMinor: true } },
} as const;

type DownlineRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  registeredAt: Date;
  lastLoginAt: Date | null;
  upline: { username: string } | null;
  accounts: { balanceMinor: bigint }[];
};

function toDownline(row: DownlineRow, level: number, teamSize: number): Downline {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    level,
    uplineAccount: row.upline?.username ?? null,
    registeredTime: row.registeredAt.getTime(),
    lastLoginTime: row.lastLoginAt?.getTime() ?? null,
    balance: toMajor(row.accounts[0]?.balanceMinor ?? 0n),
    teamSize,
  };
}

/** One member of the caller's team as the list shows it. */
export async function downlineView(db: Db | Tx, agentId: number, memberId: number): Promise<Downline> {
  const link = await db.teamLink.findUniqueOrThrow({
    where: { ancestorId_descendantId: { ancestorId: agentId, descendantId: memberId } },
    select: { depth: true, descendant: { select: downlineSelect } },
  });
  const sizes = await teamSizes(db, [memberId]);
  return toDownline(link.descendant, link.depth, sizes.get(memberId) ?? 0);
}

export interface DownlinesQuery {
  username?: string;
  accountType?: 'MEMBER' | 'AGENT';
  level?: number;
  pageNo: number;
  pageSize: number;
}

/** The caller's team, nearest levels first, searchable by part of a username and by kind of account. */
export async function listDownlines(db: Db, agentId: number, query: DownlinesQuery): Promise<Downlines> {
  const where = {
    ancestorId: agentId,
    depth: query.level ? query.level : { gte: 1 },
    descendant: {
      ...(query.username ? { username: { contains: query.username.toLowerCase() } } : {}),
      ...(query.accountType === 'AGENT'
        ? { type: { in: [...AGENT_TYPES] } }
        : query.accountType === 'MEMBER'
          ? { type: { notIn: [...AGENT_TYPES] } }
          : {}),
    },
  };
  const [totalCount, rows] = await Promise.all([
    db.teamLink.count({ where }),
    db.teamLink.findMany({
      where,
      select: { depth: true, descendant: { select: downlineSelect } },
      orderBy: [{ depth: 'asc' }, { descendantId: 'asc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  const sizes = await teamSizes(
    db,
    rows.map((r) => r.descendant.id),
  );
  return {
    list: rows.map((r) => toDownline(r.descendant, r.depth, sizes.get(r.descendant.id) ?? 0)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
}

/**
 * A new member, or agent (type 2), directly under the caller, with rebate rates at most the caller's own
 * (the caller's when none are given). The username and password follow the merchant's register rules.
 */
export async function createDownline(
  deps: AccountDeps,
  merchant: MerchantProfile,
  caller: Caller,
  request: DownlineCreate,
): Promise<Downline> {
  await checkUsernameAvailable(deps, merchant, request.username);
  enforceNewPassword(merchant, request.password, request.confirmPassword);
  const ceiling = await ownRates(deps.db, caller);
  if (request.rates) requireWithin(request.rates, ceiling);
  const now = deps.clock.now();
  const member = await createMember(deps.db, {
    merchantCode: merchant.code,
    username: request.username.trim().toLowerCase(),
    password: request.password,
    nickname: request.nickname || undefined,
    type: request.accountType === 'AGENT' ? DOWNLINE_AGENT_TYPE : 0,
    uplineId: caller.memberId,
    passwordChangedAt: now,
    registeredAt: now,
  });
  await deps.db.$transaction((tx) => writeRates(tx, member.id, { ...ceiling, ...request.rates }));
  return downlineView(deps.db, caller.memberId, member.id);
}

/** A direct downline member becomes an agent (type 2) with its own affiliate code. */
export async function promoteDownline(db: Db, caller: Caller, username: string): Promise<Downline> {
  const member = await requireDownlineByUsername(db, caller, username);
  if (member.uplineId !== caller.memberId) throw PlatformError.of('notDirectDownline');
  if (member.type !== 0)
    throw PlatformError.of('requestParamError', { message: `${member.username} is not a plain member` });
  await db.member.update({
    where: { id: member.id },
    data: { type: DOWNLINE_AGENT_TYPE, affiliateCode: `AG${member.id}` },
  });
  return downlineView(db, caller.memberId, member.id);
}
