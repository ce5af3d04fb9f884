// The jackpot (VIS_getJackpot): a pool that grows by a share of every valid bet — the stakes of the
// merchant's settled rounds beyond those counted at the last reset. Reading it sums the stakes, so a
// bet needs no write of its own and the amount is right after restarts and clock jumps. The back office sets the
// pool (a new seed from now on) or resets it to the default seed.
import type { AdminJackpot } from '@sim/shared/admin/jackpot';
import { toMajor, toMinor } from '@sim/shared/money';
import type { Jackpot } from '@sim/shared/relay/winners';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { allValidBets, type PoolRow, poolRow } from './queries.ts';

export interface JackpotDeps {
  db: Db;
  clock: SimClock;
}

export const DEFAULT_JACKPOT = { seed: 500_000, contributionPercent: 1 };

async function poolOf(db: Db, merchantCode: string): Promise<PoolRow> {
  const row = await poolRow(db, merchantCode);
  return (
    row ?? {
      seedMinor: toMinor(DEFAULT_JACKPOT.seed),
      contributionPercent: DEFAULT_JACKPOT.contributionPercent,
      betsAtResetMinor: 0n,
      resetAt: new Date(0),
    }
  );
}

export async function jackpotStanding(
  db: Db,
  merchant: { code: string; currency: string },
): Promise<AdminJackpot> {
  const [pool, allBetsMinor] = await Promise.all([
    poolOf(db, merchant.code),
    allValidBets(db, merchant.code),
  ]);
  const betsMinor = allBetsMinor - pool.betsAtResetMinor;
  // hundredths of a percent, so the share stays in whole minor units
  const shareMinor = (betsMinor * BigInt(Math.round(pool.contributionPercent * 100))) / 10_000n;
  return {
    merchant: merchant.code,
    amount: toMajor(pool.seedMinor + shareMinor),
    seed: toMajor(pool.seedMinor),
    contributionPercent: pool.contributionPercent,
    lastResetTime: pool.resetAt.getTime(),
    betsSinceReset: toMajor(betsMinor),
    currency: merchant.currency,
  };
}

/** VIS_getJackpot */
export async function memberJackpot(db: Db, merchant: { code: string; currency: string }): Promise<Jackpot> {
  const { amount, currency, contributionPercent, lastResetTime } = await jackpotStanding(db, merchant);
  return { amount, currency, contributionPercent, lastResetTime };
}

/** The pool holds `amount` from now on (default: what it holds now); bets after this add to it. */
export async function setJackpot(
  deps: JackpotDeps,
  merchant: { code: string; currency: string },
  change: { amount?: number; contributionPercent?: number },
): Promise<AdminJackpot> {
  const current = await jackpotStanding(deps.db, merchant);
  const row = {
    seedMinor: toMinor(change.amount ?? current.amount),
    betsAtResetMinor: await allValidBets(deps.db, merchant.code),
    contributionPercent: change.contributionPercent ?? current.contributionPercent,
    resetAt: deps.clock.now(),
  };
  await deps.db.jackpotPool.upsert({
    where: { merchantCode: merchant.code },
    create: { merchantCode: merchant.code, ...row },
    update: row,
  });
  return jackpotStanding(deps.db, merchant);
}

/** Back to the default seed, as after a jackpot is won. */
export function resetJackpot(deps: JackpotDeps, merchant: { code: string; currency: string }) {
  return setJackpot(deps, merchant, { amount: DEFAULT_JACKPOT.seed });
}
