// Lottery bets as the gateway, the admin surface and the site see them: one helper reads the rows
// with their rounds and games, for the bet answer, a retried bet, "my bets" and the back office.
import type { LotteryBet as WireBet } from '@sim/shared/lgw/betting';
import { findPlay } from '@sim/shared/lgw/plays';
import { toMajor } from '@sim/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export const betWithRound = {
  round: { select: { status: true, stakeMinor: true, winMinor: true, placedAt: true, settledAt: true } },
} satisfies Prisma.LotteryBetInclude;

export type BetRow = Prisma.LotteryBetGetPayload<{ include: typeof betWithRound }>;

/** The bets as the wire shows them, in the order given. */
export async function betViews(db: Db | Tx, rows: BetRow[]): Promise<WireBet[]> {
  const games = await db.game.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.gameId))] } },
    select: { id: true, code: true, name: true },
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  return rows.map((bet) => ({
    betNo: bet.roundId,
    orderNo: bet.orderNo,
    gameId: bet.gameId,
    gameCode: byId.get(bet.gameId)?.code ?? String(bet.gameId),
    gameName: byId.get(bet.gameId)?.name ?? String(bet.gameId),
    numero: bet.numero,
    playId: bet.playId,
    playCode: findPlay(bet.playId)?.code ?? String(bet.playId),
    bettingContent: bet.content,
    units: bet.units,
    singleBetPrice: toMajor(bet.priceMinor),
    multiple: bet.multiple,
    stake: toMajor(bet.round.stakeMinor),
    odds: bet.oddsHundredths / 100,
    winStop: bet.winStop,
    openTime: bet.drawAt.getTime(),
    betTime: bet.round.placedAt.getTime(),
    status: bet.settledAt ? 'SETTLED' : 'OPEN',
    winningNumber: bet.winningNumber,
    hits: bet.hits,
    win: toMajor(bet.round.winMinor),
    settleTime: bet.settledAt?.getTime() ?? null,
  }));
}
