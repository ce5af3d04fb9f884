// The lotteries a member launched or bet on lately (both record a recent game), newest first.
import type { Db } from '../../db/client.ts';
import { type CatalogueLottery, lotteryGames } from './games.ts';

export async function recentLotteries(db: Db, memberId: number, keep: (game: CatalogueLottery) => boolean) {
  const [recent, lotteries] = await Promise.all([
    db.recentGame.findMany({ where: { memberId }, orderBy: { lastPlayedAt: 'desc' } }),
    lotteryGames(db, 'ZY'),
  ]);
  const byId = new Map(lotteries.filter(keep).map((g) => [g.id, g]));
  const played = recent.flatMap((r) => byId.get(r.gameId) ?? []);
  return Object.fromEntries(
    played.map((g) => [g.code, { gameCode: g.code, gameName: g.name, nodeId: g.id, gameId: g.id }]),
  );
}
