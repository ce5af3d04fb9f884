// The launch credential the provider page carries: which member (or free trial), which game. A launch
// made from a login session is good only while that session lives (logout, a newer login, idling or an
// admin lock end it), and every launch expires LAUNCH_LIFETIME_HOURS after it was issued.
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { gameRowSelect } from '../catalogue/game-item.ts';
import { walletBalanceMinor } from '../wallet/balance.ts';

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

export async function loadProviderSession(deps: ProviderDeps, token: string) {
  const session = await deps.db.providerSession.findUnique({ where: { token } });
  if (!session || !(await isUsable(deps, session))) throw PlatformError.of('providerSessionInvalid');
  const game = await deps.db.game.findUniqueOrThrow({
    where: { id: session.gameId },
    select: { ...gameRowSelect, payout: true },
  });
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
