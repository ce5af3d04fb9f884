// Game rounds and the money they move. A slot spin or a lottery ticket settles in one transaction;
// a live-table round opens with the stake and settles when the cards are dealt. Every movement goes
// through the ledger under `round/<roundId>/bet|win`, and the round id is the idempotency key: a
// replayed request answers the first result and moves nothing. A round is one plain-SQL transaction
// (db/sql.ts, its statements in queries.ts): the game round is the platform's hottest money path.
import { toMajor, toMinor } from '@sim/shared/money';
import type { Db } from '../../db/client.ts';
import { type Sql, sqlTransaction } from '../../db/sql.ts';
import { fromSqlJson } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { earnRoundPointsSql } from '../points/earning-sql.ts';
import { ensureMemberWalletSql, postMoveSql } from '../wallet/ledger.ts';
import { bumpWinnersOnBigWin } from '../winners/big-win.ts';
import { display, drawMultiplier, familyOf, takeForcedMultiplier } from './outcomes.ts';
import type { LoadedSession } from './provider-session.ts';
import { insertRound, type RoundRow, roundById, settleRoundRow } from './queries.ts';

export interface PlayDeps {
  db: Db;
  clock: SimClock;
}

export interface RoundResult {
  roundId: string;
  status: 'OPEN' | 'SETTLED';
  stake: number;
  win: number;
  multiplier: number | null;
  display: unknown;
  balance: number;
  replayed: boolean;
}

const MAX_STAKE_MINOR = 100_000_000n;

function stakeMinorOf(loaded: LoadedSession, stake: number): bigint {
  const minor = toMinor(stake);
  if (!Number.isFinite(stake) || minor <= 0n || Math.abs(stake * 100 - Number(minor)) > 1e-6) {
    throw PlatformError.of('stakeInvalid');
  }
  if (minor < loaded.game.minBetMinor)
    throw PlatformError.of('stakeBelowMinimum', {
      message: `The minimum bet is ${toMajor(loaded.game.minBetMinor)}`,
    });
  if (minor > MAX_STAKE_MINOR) throw PlatformError.of('stakeAboveMaximum');
  return minor;
}

/** The balance of the wallet the session plays from (main, or the vendor's sub-wallet). */
async function walletBalance(sql: Sql, loaded: LoadedSession, memberId: number): Promise<number> {
  const { merchantCode, wallet } = loaded.session;
  return toMajor((await ensureMemberWalletSql(sql, merchantCode, memberId, wallet)).balanceMinor);
}

/** Moves money between the member's wallet and the house; returns the wallet's balance after (none for 0). */
async function move(
  sql: Sql,
  loaded: LoadedSession,
  memberId: number,
  key: string,
  amountMinor: bigint,
  toMember: boolean,
  postedAt: Date,
): Promise<bigint | undefined> {
  if (amountMinor === 0n) return undefined;
  const wallet = { memberId, wallet: loaded.session.wallet };
  const house = { house: 'GAME' };
  const moved = await postMoveSql(sql, loaded.session.merchantCode, {
    idempotencyKey: key,
    kind: toMember ? 'GAME_WIN' : 'GAME_BET',
    // what the member played, as records show it (the game and its vendor, not their codes)
    memo: `${loaded.game.name} · ${loaded.game.vendor.name}`,
    postedAt,
    from: toMember ? house : wallet,
    to: toMember ? wallet : house,
    amountMinor,
  });
  return moved.balancesAfter?.[toMember ? 1 : 0];
}

function resultOf(round: RoundRow, balance: number, replayed: boolean): RoundResult {
  const outcome = (round.outcome ? fromSqlJson(round.outcome) : {}) as {
    multiplier?: number;
    display?: unknown;
  };
  return {
    roundId: round.roundId,
    status: round.status as 'OPEN' | 'SETTLED',
    stake: toMajor(round.stakeMinor),
    win: toMajor(round.winMinor),
    multiplier: outcome.multiplier ?? null,
    display: outcome.display ?? null,
    balance,
    replayed,
  };
}

/** A replay must be the same member's round in the same game; a lottery bet settles at its draw only. */
async function existingRound(sql: Sql, loaded: LoadedSession, memberId: number, roundId: string) {
  const round = await roundById(sql, roundId);
  if (
    round &&
    (Number(round.memberId) !== memberId || Number(round.gameId) !== loaded.game.id || round.lottery)
  ) {
    throw PlatformError.of('roundConflict');
  }
  return round;
}

interface Outcome {
  multiplier: number;
  winMinor: bigint;
  display: unknown;
}

/** The round's outcome: a forced one waiting for this member and game, else a random draw. */
async function drawOutcome(
  sql: Sql,
  loaded: LoadedSession,
  memberId: number,
  stakeMinor: bigint,
  pick: string | undefined,
): Promise<Outcome> {
  const multiplier = (await takeForcedMultiplier(sql, memberId, loaded.game.id)) ?? drawMultiplier();
  return {
    multiplier,
    winMinor: BigInt(Math.round(Number(stakeMinor) * multiplier)),
    display: display(familyOfGame(loaded), multiplier, undefined, pick),
  };
}

const outcomeJson = ({ multiplier, display }: Outcome) => JSON.stringify({ multiplier, display });

/** A round this request places or settles, inside its transaction. */
interface RoundInPlay {
  sql: Sql;
  now: Date;
  loaded: LoadedSession;
  memberId: number;
  roundId: string;
  stakeMinor: bigint;
}

/** A settled round's win to the wallet (its balance after, none for no win), the points its stake earns, and a big win to the board. */
async function payOut(
  { sql, now, loaded, memberId, roundId, stakeMinor }: RoundInPlay,
  outcome: Outcome,
): Promise<bigint | undefined> {
  const balanceAfter = await move(sql, loaded, memberId, `round/${roundId}/win`, outcome.winMinor, true, now);
  const { merchantCode } = loaded.session;
  const { gameType, vendorCode } = loaded.game;
  await earnRoundPointsSql(sql, { roundId, merchantCode, memberId, gameType, vendorCode, stakeMinor }, now);
  await bumpWinnersOnBigWin(sql, stakeMinor, outcome.winMinor);
  return balanceAfter;
}

/** The answer for a round this request placed or settled. */
const answered = (
  roundId: string,
  stakeMinor: bigint,
  outcome: Outcome | null,
  balance: number,
): RoundResult => ({
  roundId,
  status: outcome ? 'SETTLED' : 'OPEN',
  stake: toMajor(stakeMinor),
  win: toMajor(outcome?.winMinor ?? 0n),
  multiplier: outcome?.multiplier ?? null,
  display: outcome?.display ?? null,
  balance,
  replayed: false,
});

/**
 * Writes a new round and takes its stake from the wallet (refused if it is not there). A round that
 * settles at once is written settled, outcome and all: one write, so the day-figure triggers run once.
 * Returns the wallet's balance after the stake.
 */
async function open(
  { sql, now, loaded, memberId, roundId, stakeMinor }: RoundInPlay,
  settled: Outcome | null,
): Promise<bigint> {
  await insertRound(sql, {
    roundId,
    merchantCode: loaded.session.merchantCode,
    memberId,
    gameId: loaded.game.id,
    vendorCode: loaded.game.vendorCode,
    gameType: loaded.game.gameType,
    stakeMinor,
    winMinor: settled?.winMinor ?? 0n,
    status: settled ? 'SETTLED' : 'OPEN',
    outcome: settled ? outcomeJson(settled) : null,
    placedAt: now,
    settledAt: settled ? now : null,
  });
  return (await move(sql, loaded, memberId, `round/${roundId}/bet`, stakeMinor, false, now)) as bigint;
}

/** Takes the stake of a new round; settles it at once (slot, lottery) or leaves it open (live table). */
function stakeRound(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  stake: number,
  settleAtOnce: boolean,
  pick: string | undefined,
) {
  const memberId = requireMember(loaded);
  const stakeMinor = stakeMinorOf(loaded, stake);
  return sqlTransaction(deps.db, async (sql) => {
    const replay = await existingRound(sql, loaded, memberId, roundId);
    if (replay) return resultOf(replay, await walletBalance(sql, loaded, memberId), true);
    const now = deps.clock.now();
    const outcome = settleAtOnce ? await drawOutcome(sql, loaded, memberId, stakeMinor, pick) : null;
    const round = { sql, now, loaded, memberId, roundId, stakeMinor };
    const afterBet = await open(round, outcome);
    if (!outcome) return answered(roundId, stakeMinor, null, toMajor(afterBet));
    const afterWin = await payOut(round, outcome);
    return answered(roundId, stakeMinor, outcome, toMajor(afterWin ?? afterBet));
  });
}

/** Slot spin, lottery ticket or fishing shot: stake and result in one transaction. */
export function playRound(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  stake: number,
  pick?: string,
): Promise<RoundResult> {
  return stakeRound(deps, loaded, roundId, stake, true, pick);
}

/** Live table, first half: the bet is placed and the round stays open until the deal. */
export function placeTableBet(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  stake: number,
): Promise<RoundResult> {
  return stakeRound(deps, loaded, roundId, stake, false, undefined);
}

/** Live table, second half: the deal (or spin; `pick` is the side or bet backed) settles the open round; a repeated deal answers the same result. */
export function settleTableRound(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  pick?: string,
): Promise<RoundResult> {
  const memberId = requireMember(loaded);
  return sqlTransaction(deps.db, async (sql) => {
    const round = await existingRound(sql, loaded, memberId, roundId);
    if (!round) throw PlatformError.of('roundUnknown');
    if (round.status === 'SETTLED') return resultOf(round, await walletBalance(sql, loaded, memberId), true);
    const now = deps.clock.now();
    const stakeMinor = BigInt(round.stakeMinor);
    const outcome = await drawOutcome(sql, loaded, memberId, stakeMinor, pick);
    await settleRoundRow(sql, roundId, outcome.winMinor, outcomeJson(outcome), now);
    const afterWin = await payOut({ sql, now, loaded, memberId, roundId, stakeMinor }, outcome);
    return answered(
      roundId,
      stakeMinor,
      outcome,
      afterWin === undefined ? await walletBalance(sql, loaded, memberId) : toMajor(afterWin),
    );
  });
}

const familyOfGame = ({ game }: LoadedSession) => familyOf(game.gameType, game.gameClassify);

function requireMember(loaded: LoadedSession): number {
  if (loaded.session.memberId === null) throw PlatformError.of('trialRound');
  return loaded.session.memberId;
}

/** Free trial: play money kept on the launch itself, no ledger, no records. */
export async function playTrialRound(deps: PlayDeps, loaded: LoadedSession, stake: number, pick?: string) {
  const stakeMinor = stakeMinorOf(loaded, stake);
  const multiplier = drawMultiplier();
  const winMinor = BigInt(Math.round(Number(stakeMinor) * multiplier));
  const taken = await deps.db.providerSession.updateMany({
    where: { token: loaded.session.token, trialBalance: { gte: stakeMinor } },
    data: { trialBalance: { increment: winMinor - stakeMinor } },
  });
  if (taken.count === 0) throw PlatformError.of('playMoneyInsufficient');
  const session = await deps.db.providerSession.findUniqueOrThrow({ where: { token: loaded.session.token } });
  return {
    stake: toMajor(stakeMinor),
    win: toMajor(winMinor),
    multiplier,
    display: display(familyOfGame(loaded), multiplier, undefined, pick),
    balance: toMajor(session.trialBalance ?? 0n),
  };
}
