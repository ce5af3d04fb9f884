// The launch credential the provider page carries: which member (or free trial), which game. A launch
// made from a login session is good only while that session lives (logout, a newer login, idling or an
// admin lock end it), and every launch expires LAUNCH_LIFETIME_HOURS after it was issued.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { walletBalanceMinor } from '../wallet/balance.ts';
import { launchByToken } from './queries.ts';

export const LAUNCH_LIFETIME_HOURS = 4;

export interface ProviderDeps {
  db: Db;
  clock: SimClock;
  sessions: SessionStore;
}

interface Launch {
  memberId: number | null;
  sessionToken: string | null;
  issuedAt: Date;
}

/** Expired, or its session ended: the provider's 401. A member's launch without a session never plays. */
async function isUsable(deps: ProviderDeps, launch: Launch): Promise<boolean> {
  const age = deps.clock.now().getTime() - launch.issuedAt.getTime();
  if (age > LAUNCH_LIFETIME_HOURS * 3_600_000) return false;
  if (launch.sessionToken !== null) return deps.sessions.isLive(launch.sessionToken);
  return launch.memberId === null;
}

export interface ProviderSessionRow extends Launch {
  token: string;
  merchantCode: string;
  gameId: number;
  /** play money of a free-trial launch; null for real money */
  trialBalance: bigint | null;
  wallet: string;
}

export interface ProviderGame {
  id: number;
  vendorCode: string;
  gameType: string;
  gameClassify: string;
  code: string;
  name: string;
  minBetMinor: bigint;
  payout: number;
  maintenance: boolean;
  vendor: { name: string; maintenance: boolean };
}

export async function loadProviderSession(deps: ProviderDeps, token: string) {
  // every provider call starts here: one plain-SQL read (queries.ts) instead of two Prisma queries
  const row = await launchByToken(sqlOf(deps.db), token);
  if (!row) throw PlatformError.of('providerSessionInvalid');
  const session: ProviderSessionRow = {
    token: row.token,
    merchantCode: row.merchantCode,
    memberId: row.memberId === null ? null : Number(row.memberId),
    sessionToken: row.sessionToken,
    gameId: Number(row.gameId),
    trialBalance: row.trialBalance,
    wallet: row.wallet,
    issuedAt: fromSqlTime(row.issuedAt),
  };
  if (!(await isUsable(deps, session))) throw PlatformError.of('providerSessionInvalid');
  const game: ProviderGame = {
    id: session.gameId,
    vendorCode: row.vendorCode,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    code: row.code,
    name: row.name,
    minBetMinor: row.minBetMinor,
    payout: Number(row.payout),
    maintenance: Boolean(row.maintenance),
    vendor: { name: row.vendorName, maintenance: Boolean(row.vendorMaintenance) },
  };
  if (game.maintenance || game.vendor.maintenance) throw PlatformError.of('providerGameMaintenance');
  return { session, game };
}

export type LoadedSession = Awaited<ReturnType<typeof loadProviderSession>>;

/** What the game page shows: a trial's play money, or the member's wallet as it stands. */
export async function sessionBalanceMinor(db: Db, { session }: LoadedSession): Promise<bigint> {
  return session.memberId === null
    ? (session.trialBalance ?? 0n)
    : walletBalanceMinor(db, session.memberId, session.wallet);
}
