// GET /wps/game/launchGame and the free-trial launch: a provider session and the URL of the
// simulated provider's page for it (`value.content.game_url`).
import { randomBytes } from 'node:crypto';
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { LaunchQuery } from '@sim/shared/wps/game';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import type { CashierDeps } from '../cashier/orders.ts';
import { moveMainInto } from '../cashier/transfers.ts';
import { recordRecent } from '../catalogue/favourites.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { playWallet } from '../wallet/wallets.ts';

export const TRIAL_PLAY_MONEY = 2000;

export type LaunchDeps = CashierDeps;

async function findGame(db: Db, query: LaunchQuery) {
  const game = query.nodeId
    ? await db.game.findUnique({ where: { id: query.nodeId }, include: { vendor: true } })
    : query.gameId
      ? await db.game.findFirst({ where: { code: query.gameId }, include: { vendor: true } })
      : null;
  if (!game) throw PlatformError.of('requestParamError', { message: 'Unknown game: give nodeId or gameId' });
  if (game.kind === 'VASSALAGE')
    throw PlatformError.of('requestParamError', {
      message: 'A game group opens its sub-game list, it does not launch',
    });
  if (game.maintenance || game.vendor.maintenance) {
    // ERRH showMaintenanceError reads value.content.data.maintainTime / endTime
    throw new PlatformError('game.maintenance', 200, 'The game is under maintenance', {
      value: { content: { data: { maintainTime: null, endTime: null, vendor: game.vendorCode } } },
    });
  }
  return game;
}

async function openSession(
  db: Db,
  merchantCode: string,
  gameId: number,
  memberId: number | null,
  issuedAt: Date,
  wallet = MAIN_WALLET,
) {
  const token = randomBytes(18).toString('hex');
  await db.providerSession.create({
    data: {
      token,
      merchantCode,
      memberId,
      gameId,
      trialBalance: memberId === null ? toMinor(TRIAL_PLAY_MONEY) : null,
      wallet,
      issuedAt,
    },
  });
  return token;
}

const gameUrl = (origin: string, token: string) => ({
  content: { game_url: `${origin}/provider/play?token=${token}` },
});

export async function launchGame(
  deps: LaunchDeps,
  merchant: MerchantProfile,
  memberId: number,
  query: LaunchQuery,
  origin: string,
) {
  if (!query.launchMode) throw PlatformError.of('systemBusy');
  const game = await findGame(deps.db, query);
  const open = await deps.db.gameRound.findFirst({
    // a lottery bet waits for its draw, not for the member: it never holds a launch back
    where: { memberId, status: 'OPEN', gameId: { not: game.id }, lotteryBet: { is: null } },
  });
  if (open) {
    throw new PlatformError('previous.game.not.finished', 200, 'The previous game has not finished', {
      code: 734,
      value: { roundId: open.roundId, nodeId: open.gameId },
    });
  }
  const now = deps.clock.now();
  const realMoney = query.accountType !== 0;
  const wallet = playWallet(merchant, game.vendorCode);
  if (realMoney && query.confirmTrans === 1 && wallet !== MAIN_WALLET)
    await moveMainInto(deps, merchant, memberId, wallet);
  // accountType 0 is the free-play wallet: play money, no records
  const token = await openSession(deps.db, merchant.code, game.id, realMoney ? memberId : null, now, wallet);
  await recordRecent(deps.db, memberId, game.id, now);
  return gameUrl(origin, token);
}

export async function launchTrial(
  deps: LaunchDeps,
  merchant: MerchantProfile,
  query: LaunchQuery,
  origin: string,
) {
  const game = await findGame(deps.db, query);
  if (!game.trial) throw PlatformError.of('functionNotAvailable', { message: 'This game has no free trial' });
  return gameUrl(origin, await openSession(deps.db, merchant.code, game.id, null, deps.clock.now()));
}
