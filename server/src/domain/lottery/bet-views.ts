// Lottery bets as the gateway, the admin surface and the site see them: one helper reads the rows
// with their rounds and games, for the bet answer, a retried bet and the back office; "my bets" reads
// its rows in plain SQL (queries.ts) and shows them the same way.
import type { LotteryBet as WireBet } from '@sim/shared/lgw/betting';
import { findPlay } from '@sim/shared/lgw/plays';
import { toMajor } from '@sim/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export const betWithRound = {
  round: { select: { status: true, stakeMinor: true, winMinor: true, placedAt: true, settledAt: true } },
} satisfies Prisma.LotteryBetInclude;

export type BetRow = Prisma.LotteryBetGetPayload<{ include: typeof betWithRound }>;

/** What the wire shows of a bet: its row and its round's figures (a Prisma row or a plain SQL one). */
export type BetFacts = Omit<
  BetRow,
  'merchantCode' | 'memberId' | 'wallet' | 'createdAt' | 'updatedAt' | 'round'
> & {
  round: Pick<BetRow['round'], 'stakeMinor' | 'winMinor' | 'placedAt'>;
};

/** A bet as the wire shows it; its game's code and name stand in for the id when the game is gone. */
export function betView(bet: BetFacts, game: { code: string; name: string } | undefined): WireBet {
  return {
    betNo: bet.roundId,
    orderNo: bet.orderNo,
    gameId: bet.gameId,
    gameCode: game?.code ?? String(bet.gameId),
    gameName: game?.name ?? String(bet.gameId),
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
  };
}

/** The bets as the wire shows them, in the order given. */
export async function betViews(db: Db | Tx, rows: BetRow[]): Promise<WireBet[]> {
  const games = await db.game.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.gameId))] } },
    select: { id: true, code: true, name: true },
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  return rows.map((bet) => betView(bet, byId.get(bet.gameId)));
}
