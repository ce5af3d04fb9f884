// Game rounds and the money they move. A slot spin or a lottery ticket settles in one transaction;
// a live-table round opens with the stake and settles when the cards are dealt. Every movement goes
// through the ledger under `round/<roundId>/bet|win`, and the round id is the idempotency key: a
// replayed request answers the first result and moves nothing.
import { toMajor, toMinor } from '@sim/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';
import { earnRoundPoints } from '../points/earning.ts';
import { ensureMemberWallet, postMove } from '../wallet/ledger.ts';
import { display, drawMultiplier, familyOf, takeForcedMultiplier } from './outcomes.ts';
import type { LoadedSession } from './provider-session.ts';

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
async function walletBalance(tx: Tx, loaded: LoadedSession, memberId: number): Promise<number> {
  const { merchantCode, wallet } = loaded.session;
  return toMajor((await ensureMemberWallet(tx, merchantCode, memberId, wallet)).balanceMinor);
}

async function move(
  tx: Tx,
  loaded: LoadedSession,
  memberId: number,
  key: string,
  amountMinor: bigint,
  toMember: boolean,
  postedAt: Date,
) {
  if (amountMinor === 0n) return;
  const wallet = { memberId, wallet: loaded.session.wallet };
  const house = { house: 'GAME' };
  await postMove(tx, loaded.session.merchantCode, {
    idempotencyKey: key,
    kind: toMember ? 'GAME_WIN' : 'GAME_BET',
    memo: `${loaded.game.vendorCode} ${loaded.game.code}`,
    postedAt,
    from: toMember ? house : wallet,
    to: toMember ? wallet : house,
    amountMinor,
  });
}

function resultOf(
  round: { roundId: string; status: string; stakeMinor: bigint; winMinor: bigint; outcome: unknown },
  balance: number,
  replayed: boolean,
): RoundResult {
  const outcome = (round.outcome ?? {}) as { multiplier?: number; display?: unknown };
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
async function existingRound(tx: Tx, loaded: LoadedSession, memberId: number, roundId: string) {
  const round = await tx.gameRound.findUnique({
    where: { roundId },
    include: { lotteryBet: { select: { roundId: true } } },
  });
  if (round && (round.memberId !== memberId || round.gameId !== loaded.game.id || round.lotteryBet)) {
    throw PlatformError.of('roundConflict');
  }
  return round;
}

async function settle(
  tx: Tx,
  deps: PlayDeps,
  loaded: LoadedSession,
  memberId: number,
  roundId: string,
  stakeMinor: bigint,
  pick: string | undefined,
) {
  const now = deps.clock.now();
  const multiplier = (await takeForcedMultiplier(tx, memberId, loaded.game.id)) ?? drawMultiplier();
  const winMinor = BigInt(Math.round(Number(stakeMinor) * multiplier));
  await move(tx, loaded, memberId, `round/${roundId}/win`, winMinor, true, now);
  const settled = await tx.gameRound.update({
    where: { roundId },
    data: {
      status: 'SETTLED',
      winMinor,
      settledAt: now,
      outcome: { multiplier, display: display(familyOfGame(loaded), multiplier, undefined, pick) },
    },
  });
  await earnRoundPoints(tx, settled, now);
  return settled;
}

/** Opens a round: the stake leaves the wallet (refused if it is not there). */
async function open(
  tx: Tx,
  deps: PlayDeps,
  loaded: LoadedSession,
  memberId: number,
  roundId: string,
  stakeMinor: bigint,
) {
  const now = deps.clock.now();
  await tx.gameRound.create({
    data: {
      roundId,
      merchantCode: loaded.session.merchantCode,
      memberId,
      gameId: loaded.game.id,
      vendorCode: loaded.game.vendorCode,
      gameType: loaded.game.gameType,
      stakeMinor,
      status: 'OPEN',
      placedAt: now,
    },
  });
  await move(tx, loaded, memberId, `round/${roundId}/bet`, stakeMinor, false, now);
}

/** Takes the stake of a new round; settles it at once (slot, lottery) or leaves it open (live table). */
async function stakeRound(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  stake: number,
  settleAtOnce: boolean,
  pick: string | undefined,
) {
  const memberId = requireMember(loaded);
  const stakeMinor = stakeMinorOf(loaded, stake);
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const replay = await existingRound(tx, loaded, memberId, roundId);
      if (replay) return resultOf(replay, await walletBalance(tx, loaded, memberId), true);
      await open(tx, deps, loaded, memberId, roundId, stakeMinor);
      const round = settleAtOnce
        ? await settle(tx, deps, loaded, memberId, roundId, stakeMinor, pick)
        : await tx.gameRound.findUniqueOrThrow({ where: { roundId } });
      return resultOf(round, await walletBalance(tx, loaded, memberId), false);
    }),
  );
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
export async function settleTableRound(
  deps: PlayDeps,
  loaded: LoadedSession,
  roundId: string,
  pick?: string,
): Promise<RoundResult> {
  const memberId = requireMember(loaded);
  return deps.db.$transaction(async (tx) => {
    const round = await existingRound(tx, loaded, memberId, roundId);
    if (!round) throw PlatformError.of('roundUnknown');
    if (round.status === 'SETTLED') return resultOf(round, await walletBalance(tx, loaded, memberId), true);
    const settled = await settle(tx, deps, loaded, memberId, roundId, round.stakeMinor, pick);
    return resultOf(settled, await walletBalance(tx, loaded, memberId), false);
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
