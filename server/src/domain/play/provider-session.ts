// The launch credential the provider page carries: which member (or free trial), which game.
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import { gameRowSelect } from '../catalogue/game-item.ts';
import { walletBalanceMinor } from '../wallet/balance.ts';

export async function loadProviderSession(db: Db, token: string) {
  const session = await db.providerSession.findUnique({ where: { token } });
  if (!session) throw PlatformError.of('providerSessionInvalid');
  const game = await db.game.findUniqueOrThrow({
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
