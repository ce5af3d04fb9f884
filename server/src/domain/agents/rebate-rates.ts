// A member's own rebate rates (MemberRebateRate): set by its upline agent, never above the agent's own.
// A member without a row has its merchant's rates. Cashback claims pay at these rates (rebate/claims.ts).
import type { RebateRates } from '@sim/shared/wps/agent';
import type { Db, Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { rebateSettings } from '../rebate/settings.ts';
import { requireDownlineByUsername } from './team-guards.ts';

type Reader = Db | Tx;
interface Caller {
  memberId: number;
  merchantCode: string;
}

/** The member's rates, or `fallback` (the merchant's) when its upline never set any. */
export async function memberRates(db: Reader, memberId: number, fallback: RebateRates): Promise<RebateRates> {
  const row = await db.memberRebateRate.findUnique({ where: { memberId }, select: { rates: true } });
  return row ? (row.rates as RebateRates) : fallback;
}

/** The caller's own rates: the ceiling of everything it gives its downline (globalRebateSettings). */
export async function ownRates(db: Reader, caller: Caller): Promise<RebateRates> {
  return memberRates(db, caller.memberId, (await rebateSettings(db, caller.merchantCode)).rates);
}

/** Every rate named must be one the ceiling has, and at most it. */
export function requireWithin(rates: RebateRates, ceiling: RebateRates): void {
  for (const [type, rate] of Object.entries(rates)) {
    const most = ceiling[type] ?? 0;
    if (rate > most)
      throw PlatformError.of('rebateAboveUpline', {
        message: `The ${type} rebate rate can be at most ${most}`,
        value: { type, maxRate: most },
      });
  }
}

export async function downlineRates(db: Db, caller: Caller, username: string) {
  const member = await requireDownlineByUsername(db, caller, username);
  const maxRates = await ownRates(db, caller);
  return { username: member.username, rates: await memberRates(db, member.id, maxRates), maxRates };
}

/**
 * Sets a direct downline's rates (the types named; the others stay), each at most the caller's own, and
 * lowers any rate below it in that member's team that would now be above its upline's.
 */
export async function setDownlineRates(db: Db, caller: Caller, username: string, change: RebateRates) {
  const member = await requireDownlineByUsername(db, caller, username);
  if (member.uplineId !== caller.memberId) throw PlatformError.of('notDirectDownline');
  const maxRates = await ownRates(db, caller);
  requireWithin(change, maxRates);
  const rates = { ...(await memberRates(db, member.id, maxRates)), ...change };
  await db.$transaction(async (tx) => {
    await writeRates(tx, member.id, rates);
    await capTeamRates(tx, member.id, rates);
  });
  return { username: member.username, rates, maxRates };
}

export function writeRates(tx: Tx, memberId: number, rates: RebateRates) {
  return tx.memberRebateRate.upsert({ where: { memberId }, create: { memberId, rates }, update: { rates } });
}

/** Everyone under `memberId` with rates of their own gets each one capped at `ceiling`. */
async function capTeamRates(tx: Tx, memberId: number, ceiling: RebateRates) {
  const rows = await tx.memberRebateRate.findMany({
    where: { member: { teamAncestors: { some: { ancestorId: memberId, depth: { gte: 1 } } } } },
  });
  for (const row of rows) {
    const current = row.rates as RebateRates;
    const capped = Object.fromEntries(
      Object.entries(current).map(([type, rate]) => [type, Math.min(rate, ceiling[type] ?? 0)]),
    );
    if (Object.entries(capped).some(([type, rate]) => rate !== current[type]))
      await tx.memberRebateRate.update({ where: { memberId: row.memberId }, data: { rates: capped } });
  }
}
