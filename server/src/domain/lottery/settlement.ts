// Settlement: when a draw opens on the simulated clock, its open bets settle against its winning
// number (forced or its own). Each bet is claimed in the database (its settledAt set where it is
// still null) in the transaction that records the result and pays the win under
// `round/<roundId>/win`, so a bet settles exactly once however many timers, clock jumps, restarts
// or processes reach it. A due-work job (due-work/jobs.ts).
import { findPlay, parseContent } from '@sim/shared/lgw/plays';
import type { Db } from '../../db/client.ts';
import { sqlIn, sqlOf } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { earnRoundPoints } from '../points/earning.ts';
import { postMove } from '../wallet/ledger.ts';
import { bumpWinnersOnBigWin } from '../winners/big-win.ts';
import type { LotteryGame } from './draws.ts';
import { winningNumberOf } from './forced-numbers.ts';
import { hitsOf, winMinorOf } from './hits.ts';
import { anyBetDue } from './settlement-queries.ts';

export interface SettlementDeps {
  db: Db;
  clock: SimClock;
}

type DueBet = Awaited<ReturnType<typeof dueBets>>[number];

/** The timer's cheap look before a settlement run: has any open bet's draw come? */
export async function betsAreDue(deps: SettlementDeps): Promise<boolean> {
  return anyBetDue(sqlOf(deps.db), deps.clock.now());
}

const dueBets = (db: Db, now: Date) =>
  db.lotteryBet.findMany({
    where: { settledAt: null, drawAt: { lte: now } },
    orderBy: [{ drawAt: 'asc' }, { roundId: 'asc' }],
  });

/** The result of one bet against its draw's number. */
function outcomeOf(bet: DueBet, winningNumber: string) {
  const play = findPlay(bet.playId);
  const parsed = play && parseContent(play, bet.content);
  // a stored bet always parses; a play withdrawn from the catalogue since loses nothing and wins nothing
  const hits = play && parsed?.ok ? hitsOf(play.hit, parsed.picks, winningNumber.split(',')) : 0;
  return { hits, winMinor: winMinorOf(hits, bet.oddsHundredths, bet.priceMinor, bet.multiple) };
}

/** Claims and settles one bet; false when another run settled it first. */
async function settleBet(
  deps: SettlementDeps,
  bet: DueBet,
  winningNumber: string,
  now: Date,
): Promise<boolean> {
  const { hits, winMinor } = outcomeOf(bet, winningNumber);
  return deps.db.$transaction(async (tx) => {
    const claimed = await tx.lotteryBet.updateMany({
      where: { roundId: bet.roundId, settledAt: null },
      data: { settledAt: now, winningNumber, hits },
    });
    if (claimed.count === 0) return false;
    const round = await tx.gameRound.update({
      where: { roundId: bet.roundId },
      data: {
        status: 'SETTLED',
        winMinor,
        settledAt: now,
        outcome: { numero: bet.numero, winningNumber, hits },
      },
    });
    if (winMinor > 0n)
      await postMove(tx, bet.merchantCode, {
        idempotencyKey: `round/${bet.roundId}/win`,
        kind: 'GAME_WIN',
        memo: `lottery ${bet.gameId} ${bet.numero}`,
        postedAt: now,
        from: { house: 'GAME' },
        to: { memberId: bet.memberId, wallet: bet.wallet },
        amountMinor: winMinor,
      });
    await earnRoundPoints(tx, round, now);
    await bumpWinnersOnBigWin(sqlIn(tx), round.stakeMinor, winMinor);
    return true;
  });
}

/** Settles every bet whose draw has opened by now; returns how many it settled. */
export async function settleDueBets(deps: SettlementDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await dueBets(deps.db, now);
  if (due.length === 0) return 0;
  const games = new Map<number, LotteryGame>(
    (
      await deps.db.game.findMany({
        where: { id: { in: [...new Set(due.map((b) => b.gameId))] } },
        select: { id: true, code: true, name: true, vendorCode: true, gameType: true },
      })
    ).map((g) => [g.id, g]),
  );
  const numbers = new Map<string, string>();
  let settled = 0;
  for (const bet of due) {
    const game = games.get(bet.gameId);
    // a game gone from the catalogue leaves its bets open for an admin to look at
    if (!game) continue;
    const drawKey = `${bet.gameId}/${bet.numero}`;
    const winningNumber = numbers.get(drawKey) ?? (await winningNumberOf(deps.db, game, bet.numero));
    numbers.set(drawKey, winningNumber);
    if (await settleBet(deps, bet, winningNumber, now)) settled += 1;
  }
  return settled;
}
