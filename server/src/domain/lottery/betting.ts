// Placing a lottery order (POST /lgw/betting): every content names a lottery, one of its family's
// plays, picks that fit the play, a unit price and the draws it is for. Each (content, draw) is a bet:
// a GameRound in the betting record (OPEN until its draw) and a LotteryBet with the picks. The whole
// order is one transaction: every check passes and every stake is debited, or nothing is.
import { createHash, randomBytes } from 'node:crypto';
import { type BettingResponse, type bettingRequestSchema, LOTTERY_LIMITS } from '@sim/shared/lgw/betting';
import { findPlay, type Play, parseContent, unitsOf } from '@sim/shared/lgw/plays';
import { toMajor, toMinor } from '@sim/shared/money';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { recordRecent } from '../catalogue/favourites.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { postMove } from '../wallet/ledger.ts';
import { playWallet } from '../wallet/wallets.ts';
import { betViews, betWithRound } from './bet-views.ts';
import { bettableDraws, type DrawSlot, drawOfNumero, familyOf, scheduleOf } from './draws.ts';
import { type CatalogueLottery, findLottery } from './games.ts';

export interface BettingDeps {
  db: Db;
  clock: SimClock;
}

export type BettingRequest = z.output<typeof bettingRequestSchema>;

interface PreparedBet {
  game: CatalogueLottery;
  play: Play;
  slot: DrawSlot;
  content: string;
  units: number;
  priceMinor: bigint;
  multiple: number;
  stakeMinor: bigint;
  winStop: boolean;
  wallet: string;
}

function playOf(game: CatalogueLottery, playId: number): Play {
  const play = findPlay(playId);
  if (!play || play.family !== familyOf(game))
    throw PlatformError.of('lotteryPlayNotFound', { message: `${game.code} has no play ${playId}` });
  return play;
}

function picksOf(play: Play, bettingContent: string) {
  const parsed = parseContent(play, bettingContent);
  if (!parsed.ok)
    throw PlatformError.of('lotteryContentInvalid', { message: `Play ${play.playId}: ${parsed.reason}` });
  const units = unitsOf(play, parsed.picks);
  if (units > LOTTERY_LIMITS.maxUnits)
    throw PlatformError.of('lotteryContentInvalid', {
      message: `Play ${play.playId}: ${units} units, at most ${LOTTERY_LIMITS.maxUnits}`,
    });
  return { content: parsed.content, units };
}

/** A draw still taking bets, within the draws a content may chase. */
function openDraw(game: CatalogueLottery, numero: string, now: Date): DrawSlot {
  const slot = drawOfNumero(game, numero);
  const first = bettableDraws(game, now, 1)[0]!;
  const last = first.openTime + (LOTTERY_LIMITS.maxDraws - 1) * scheduleOf(game).intervalMs;
  if (!slot || slot.closeTime <= now.getTime() || slot.openTime > last)
    throw PlatformError.of('lotteryNumeroClosed', {
      message: `Draw ${numero} of ${game.code} is not open for betting`,
    });
  return slot;
}

/** Checks every content and turns it into bets; throws the first refusal. */
async function prepare(
  db: Db,
  merchant: MerchantProfile,
  request: BettingRequest,
  now: Date,
): Promise<PreparedBet[]> {
  const games = new Map<number, CatalogueLottery>();
  const bets: PreparedBet[] = [];
  for (const item of request.contents) {
    const game = games.get(item.gameId) ?? (await findLottery(db, { gameId: item.gameId }));
    games.set(game.id, game);
    const play = playOf(game, item.playId);
    const { content, units } = picksOf(play, item.bettingContent);
    const priceMinor = toMinor(item.singleBetPrice);
    for (const draw of item.numero) {
      bets.push({
        game,
        play,
        slot: openDraw(game, draw.numero, now),
        content,
        units,
        priceMinor,
        multiple: draw.multiple,
        stakeMinor: BigInt(units) * priceMinor * BigInt(draw.multiple),
        winStop: item.winStop,
        wallet: playWallet(merchant, game.vendorCode),
      });
    }
  }
  return bets;
}

/** The request in canonical form (picks sorted): the same order asked again has the same fingerprint. */
const fingerprintOf = (request: BettingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        request.contents.map((c) => [
          c.gameId,
          c.playId,
          c.bettingContent
            .split('_')
            .map((position) =>
              position
                .split(',')
                .map((p) => p.trim().toUpperCase())
                .sort()
                .join(','),
            )
            .join('_'),
          String(toMinor(c.singleBetPrice)),
          c.numero.map((n) => [n.numero, n.multiple]),
          c.winStop,
        ]),
      ),
    )
    .digest('hex');

/** e.g. L261122-9F3A1C07B2; its bets are L261122-9F3A1C07B2-001, -002, ... */
function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `L${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

interface BetIds {
  merchantCode: string;
  memberId: number;
  orderNo: string;
  roundId: string;
}

/** The bet's record line, its picks, and its stake leaving the wallet (refused if it is not there). */
async function storeBet(tx: Tx, ids: BetIds, bet: PreparedBet, now: Date) {
  const { merchantCode, memberId, orderNo, roundId } = ids;
  await tx.gameRound.create({
    data: {
      roundId,
      merchantCode,
      memberId,
      gameId: bet.game.id,
      vendorCode: bet.game.vendorCode,
      gameType: bet.game.gameType,
      stakeMinor: bet.stakeMinor,
      status: 'OPEN',
      placedAt: now,
    },
  });
  await tx.lotteryBet.create({
    data: {
      roundId,
      orderNo,
      merchantCode,
      memberId,
      gameId: bet.game.id,
      numero: bet.slot.numero,
      drawAt: new Date(bet.slot.openTime),
      playId: bet.play.playId,
      wallet: bet.wallet,
      content: bet.content,
      units: bet.units,
      priceMinor: bet.priceMinor,
      multiple: bet.multiple,
      oddsHundredths: Math.round(bet.play.odds * 100),
      winStop: bet.winStop,
    },
  });
  await postMove(tx, merchantCode, {
    idempotencyKey: `round/${roundId}/bet`,
    kind: 'GAME_BET',
    memo: `${bet.game.vendorCode} ${bet.game.code} ${bet.slot.numero}`,
    postedAt: now,
    from: { memberId, wallet: bet.wallet },
    to: { house: 'GAME' },
    amountMinor: bet.stakeMinor,
  });
}

/** The order's answer; `balance` sums the wallets its bets drew on. */
async function answer(db: Db | Tx, orderNo: string, replayed: boolean): Promise<BettingResponse> {
  const order = await db.lotteryOrder.findUniqueOrThrow({
    where: { orderNo },
    include: { bets: { include: betWithRound, orderBy: { roundId: 'asc' } } },
  });
  const wallets = await db.walletAccount.findMany({
    where: { memberId: order.memberId, wallet: { in: [...new Set(order.bets.map((b) => b.wallet))] } },
    select: { balanceMinor: true },
  });
  return {
    orderNo,
    totalStake: toMajor(order.stakeMinor),
    betCount: order.bets.length,
    balance: toMajor(wallets.reduce((sum, w) => sum + w.balanceMinor, 0n)),
    replayed,
    bets: await betViews(db, order.bets),
  };
}

/** The first answer to a retried request id; a different request under the same id is refused. */
async function replayOf(db: Db | Tx, memberId: number, requestId: string, fingerprint: string) {
  const existing = await db.lotteryOrder.findUnique({
    where: { memberId_requestId: { memberId, requestId } },
  });
  if (!existing) return null;
  if (existing.fingerprint !== fingerprint) throw PlatformError.of('requestIdConflict');
  return answer(db, existing.orderNo, true);
}

export async function placeBets(
  deps: BettingDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: BettingRequest,
  requestId: string | undefined,
): Promise<BettingResponse> {
  const fingerprint = fingerprintOf(request);
  // a retry answers the first order even once its draws have closed
  const replayed = requestId && (await replayOf(deps.db, memberId, requestId, fingerprint));
  if (replayed) return replayed;
  const now = deps.clock.now();
  const bets = await prepare(deps.db, merchant, request, now);
  const key = requestId ?? `auto/${randomBytes(12).toString('hex')}`;
  const result = await retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const raced = await replayOf(tx, memberId, key, fingerprint);
      if (raced) return raced;
      const orderNo = newOrderNo(now);
      await tx.lotteryOrder.create({
        data: {
          orderNo,
          merchantCode: merchant.code,
          memberId,
          requestId: key,
          fingerprint,
          stakeMinor: bets.reduce((sum, b) => sum + b.stakeMinor, 0n),
          placedAt: now,
        },
      });
      for (const [index, bet] of bets.entries()) {
        const roundId = `${orderNo}-${String(index + 1).padStart(3, '0')}`;
        await storeBet(tx, { merchantCode: merchant.code, memberId, orderNo, roundId }, bet, now);
      }
      return answer(tx, orderNo, false);
    }),
  );
  if (!result.replayed)
    for (const gameId of new Set(bets.map((b) => b.game.id)))
      await recordRecent(deps.db, memberId, gameId, now);
  return result;
}
