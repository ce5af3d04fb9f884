// Turnover locks (the legacy client's "流水" lock, /wps/wallets/lock*): a wallet holds its money until
// the stakes of the member's rounds settled on it since the lock began reach the required turnover, or
// an operator lifts the lock. Money may still move into a locked wallet and be played from it; a
// transfer out of it (GCS_walletTransfer, the legacy form transfers) or a withdrawal from a locked main
// wallet is refused with WALLET_LOCKED. The back office, the CLI and scenarios set them.
import { toMajor, toMinor } from '@sim/shared/money';
import type { WalletLock } from '@sim/shared/wps/legacy-money';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError, RequestRefused } from '../../foundation/errors.ts';
import type { WalletLock as WalletLockRow } from '../../generated/prisma/client.ts';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import { hasUnliftedLock } from './lock-queries.ts';
import { knownWallet } from './wallets.ts';

export interface LockDeps {
  db: Db;
  clock: SimClock;
  catalogue: CatalogueCache;
}

export interface LockState {
  lockId: number;
  wallet: string;
  requiredMinor: bigint;
  achievedMinor: bigint;
  /** what is still to bet (0 once met or lifted) */
  remainingMinor: bigint;
  open: boolean;
  reason: string;
  startedAt: Date;
  liftedAt: Date | null;
}

/**
 * The stakes of rounds settled since `since` that drew on `wallet`: a vendor wallet counts its vendor's
 * rounds, the main wallet every round (all play draws on it on a single-wallet merchant).
 */
async function turnoverOn(db: Db, memberId: number, wallet: string, since: Date): Promise<bigint> {
  const sum = await db.gameRound.aggregate({
    where: {
      memberId,
      status: 'SETTLED',
      settledAt: { gte: since },
      ...(wallet === 'MAIN' ? {} : { vendorCode: wallet }),
    },
    _sum: { stakeMinor: true },
  });
  return sum._sum.stakeMinor ?? 0n;
}

async function stateOf(db: Db, row: WalletLockRow): Promise<LockState> {
  const achievedMinor = row.liftedAt ? 0n : await turnoverOn(db, row.memberId, row.wallet, row.startedAt);
  const open = row.liftedAt === null && achievedMinor < row.turnoverRequiredMinor;
  return {
    lockId: row.id,
    wallet: row.wallet,
    requiredMinor: row.turnoverRequiredMinor,
    achievedMinor,
    remainingMinor: open ? row.turnoverRequiredMinor - achievedMinor : 0n,
    open,
    reason: row.reason,
    startedAt: row.startedAt,
    liftedAt: row.liftedAt,
  };
}

/** The member's locks (on one wallet, or all), newest first, with what each still requires. */
export async function walletLocks(db: Db, memberId: number, wallet?: string): Promise<LockState[]> {
  const rows = await db.walletLock.findMany({
    where: { memberId, ...(wallet === undefined ? {} : { wallet }) },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
  return Promise.all(rows.map((row) => stateOf(db, row)));
}

/**
 * What each wallet still has to turn over before money may leave it, for the wallets with an open lock.
 * One plain indexed read (lock-queries.ts) when the member has no lock (the common case on every
 * withdrawal and transfer).
 */
export async function lockedWallets(db: Db, memberId: number): Promise<Map<string, bigint>> {
  const locked = new Map<string, bigint>();
  if (!(await hasUnliftedLock(sqlOf(db), memberId))) return locked;
  for (const lock of await walletLocks(db, memberId))
    if (lock.open) locked.set(lock.wallet, (locked.get(lock.wallet) ?? 0n) + lock.remainingMinor);
  return locked;
}

/** Refuses with WALLET_LOCKED while `wallet` is locked; the refusal's value says what is left to bet. */
export async function requireUnlocked(db: Db, memberId: number, wallet: string): Promise<void> {
  const remaining = (await lockedWallets(db, memberId)).get(wallet);
  if (remaining !== undefined)
    throw PlatformError.of('walletLocked', {
      value: { accountName: wallet, current_to_required: toMajor(remaining) },
    });
}

export function toWireLock(lock: LockState): WalletLock {
  return {
    lockId: lock.lockId,
    lock_status: lock.open ? 1 : 0,
    turnoverRequired: toMajor(lock.requiredMinor),
    turnoverAchieved: toMajor(lock.achievedMinor),
    current_to_required: toMajor(lock.remainingMinor),
    reason: lock.reason,
    startTime: lock.startedAt.getTime(),
    liftTime: lock.liftedAt?.getTime() ?? null,
  };
}

/** The back office locks a wallet until `turnover` more has been bet from it (from the simulated now). */
export async function addWalletLock(
  deps: LockDeps,
  merchantCode: string,
  memberId: number,
  lock: { wallet: string; turnover: number; reason: string },
): Promise<LockState> {
  if (!(await knownWallet(deps.catalogue, lock.wallet)))
    throw new RequestRefused('invalid', `No wallet ${lock.wallet}: MAIN or a vendor code`);
  const row = await deps.db.walletLock.create({
    data: {
      merchantCode,
      memberId,
      wallet: lock.wallet,
      turnoverRequiredMinor: toMinor(lock.turnover),
      reason: lock.reason,
      startedAt: deps.clock.now(),
    },
  });
  return stateOf(deps.db, row);
}

/** The back office lifts a lock of the member's (money may leave at once); lifting it again changes nothing. */
export async function liftWalletLock(deps: LockDeps, memberId: number, lockId: number): Promise<LockState> {
  const row = await deps.db.walletLock.findFirst({ where: { id: lockId, memberId } });
  if (!row) throw new RequestRefused('missing', `No wallet lock ${lockId} of this member`);
  const lifted = row.liftedAt
    ? row
    : await deps.db.walletLock.update({ where: { id: row.id }, data: { liftedAt: deps.clock.now() } });
  return stateOf(deps.db, lifted);
}
