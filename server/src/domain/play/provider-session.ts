// The launch credential the provider page carries: which member (or free trial), which game.
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import { gameRowSelect } from '../catalogue/game-item.ts';

export class ProviderError extends PlatformError {}

export const providerError = (errorCode: string, message: string, status = 400) =>
  new ProviderError(errorCode, status, message);

export async function loadProviderSession(db: Db, token: string) {
  const session = await db.providerSession.findUnique({ where: { token } });
  if (!session)
    throw providerError(
      'provider.session.invalid',
      'This game session has ended: launch the game again',
      401,
    );
  const game = await db.game.findUniqueOrThrow({
    where: { id: session.gameId },
    select: { ...gameRowSelect, payout: true },
  });
  if (game.maintenance || game.vendor.maintenance)
    throw providerError('game.maintenance', 'The game is under maintenance', 503);
  return { session, game };
}

export type LoadedSession = Awaited<ReturnType<typeof loadProviderSession>>;
