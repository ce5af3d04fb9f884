// GET /wps/game/launchGame and the free-trial launch: a provider session and the URL of the
// simulated provider's page for it (`value.content.game_url`). A member's launch is tied to the login
// session that made it (see provider-session.ts); a trial account always plays with play money.
import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from '@sim/shared/member-types';
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { LaunchQuery } from '@sim/shared/wps/game';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { SessionMember } from '../accounts/sessions.ts';
import type { CashierDeps } from '../cashier/orders.ts';
import { moveMainInto } from '../cashier/transfers.ts';
import { recordRecent } from '../catalogue/favourites.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { playWallet } from '../wallet/wallets.ts';

export const TRIAL_PLAY_MONEY = 2000;

export type LaunchDeps = CashierDeps;

/** A room id names its game: `GAME_LIST$VENDOR,<nodeId>` (catalogue) or `<nodeId>-<n>` (PVP rooms). */
export function nodeIdOfRoom(roomId: string | undefined): number | undefined {
  const match = roomId ? /(?:,(\d+)$)|(?:^(\d+)-\d+$)|(?:^(\d+)$)/.exec(roomId.trim()) : null;
  const id = match?.[1] ?? match?.[2] ?? match?.[3];
  return id === undefined ? undefined : Number(id);
}

function refuseUnderMaintenance(game: {
  maintenance: boolean;
  vendorCode: string;
  vendor: { maintenance: boolean };
}) {
  if (game.maintenance || game.vendor.maintenance) {
    // ERRH showMaintenanceError reads value.content.data.maintainTime / endTime
    throw PlatformError.of('gameMaintenance', {
      value: { content: { data: { maintainTime: null, endTime: null, vendor: game.vendorCode } } },
    });
  }
}

async function findGame(db: Db, query: LaunchQuery) {
  const nodeId = query.nodeId ?? nodeIdOfRoom(query.roomId);
  const game = nodeId
    ? await db.game.findUnique({ where: { id: nodeId }, include: { vendor: true } })
    : query.gameId
      ? await db.game.findFirst({ where: { code: query.gameId }, include: { vendor: true } })
      : null;
  if (!nodeId && !query.gameId)
    throw PlatformError.of('requestParamError', { message: 'Unknown game: give nodeId, gameId or roomId' });
  // a well-formed id of no game: the business refusal, as for every other thing not there
  if (!game) throw PlatformError.of('gameNotFound');
  if (game.kind === 'VASSALAGE')
    throw PlatformError.of('requestParamError', {
      message: 'A game group opens its sub-game list, it does not launch',
    });
  refuseUnderMaintenance(game);
  return game;
}

interface NewLaunch {
  merchantCode: string;
  gameId: number;
  /** null: play money, no records */
  memberId: number | null;
  /** the login session it lives with; none for a visitor's free trial */
  sessionToken: string | null;
  issuedAt: Date;
  wallet?: string;
}

async function openSession(db: Db, launch: NewLaunch) {
  const token = randomBytes(18).toString('hex');
  await db.providerSession.create({
    data: {
      ...launch,
      token,
      trialBalance: launch.memberId === null ? toMinor(TRIAL_PLAY_MONEY) : null,
      wallet: launch.wallet ?? MAIN_WALLET,
    },
  });
  return token;
}

/** Current clients read `content.game_url`, older builds `gameUrl`: both carry the same URL. */
const launchAnswer = (url: string) => ({ content: { game_url: url }, gameUrl: url });
/** The page speaks the member's language (the launch request's `Language`). */
const providerUrl = (origin: string, token: string, language: string) =>
  launchAnswer(`${origin}/provider/play?token=${token}&lang=${language}`);

export async function launchGame(
  deps: LaunchDeps,
  merchant: MerchantProfile,
  member: Pick<SessionMember, 'memberId' | 'token' | 'type'>,
  query: LaunchQuery,
  origin: string,
  language = 'BN',
) {
  if (isLotteryLaunch(query))
    return launchAnswer(await lotteryPageUrl(deps.db, merchant.code, query, origin, member.token));
  if (!query.launchMode) throw PlatformError.of('systemBusy');
  const { memberId } = member;
  const game = await findGame(deps.db, query);
  const open = await deps.db.gameRound.findFirst({
    // a lottery bet waits for its draw, not for the member: it never holds a launch back
    where: { memberId, status: 'OPEN', gameId: { not: game.id }, lotteryBet: { is: null } },
  });
  if (open) {
    throw PlatformError.of('previousGameNotFinished', {
      value: { roundId: open.roundId, nodeId: open.gameId },
    });
  }
  const now = deps.clock.now();
  // accountType 0 is the free-play wallet: play money, no records; a trial account has no other
  const realMoney = query.accountType !== 0 && member.type !== TRIAL_TYPE;
  const wallet = playWallet(merchant, game.vendorCode);
  if (realMoney && query.confirmTrans === 1 && wallet !== MAIN_WALLET)
    await moveMainInto(deps, merchant, memberId, wallet);
  const token = await openSession(deps.db, {
    merchantCode: merchant.code,
    gameId: game.id,
    memberId: realMoney ? memberId : null,
    sessionToken: member.token,
    issuedAt: now,
    wallet,
  });
  await recordRecent(deps.db, memberId, game.id, now);
  return providerUrl(origin, token, language);
}

export async function launchTrial(
  deps: LaunchDeps,
  merchant: MerchantProfile,
  query: LaunchQuery,
  origin: string,
  language = 'BN',
) {
  const game = await findGame(deps.db, query);
  if (!game.trial) throw PlatformError.of('functionNotAvailable', { message: 'This game has no free trial' });
  const token = await openSession(deps.db, {
    merchantCode: merchant.code,
    gameId: game.id,
    memberId: null,
    sessionToken: null,
    issuedAt: deps.clock.now(),
  });
  return providerUrl(origin, token, language);
}

// ---- the lottery lobby (launchMode LOTT) ---------------------------------------------------------

/** launchMode LOTT, or the legacy client's lottoMode without a launchMode. */
function isLotteryLaunch(query: LaunchQuery): boolean {
  return query.launchMode?.toUpperCase() === 'LOTT' || (!query.launchMode && query.lottoMode !== undefined);
}

/** Spec section 2: Vietnam lotteries open /vnlottery, SEA ones /seaLottery, every other /lottery. */
function lotteryPage(area: string | undefined, game: { vendorCode: string } | null): string {
  const region =
    area?.toUpperCase() ?? (game?.vendorCode === 'VNL' ? 'VN' : game?.vendorCode === 'TCG_SEA' ? 'SEA' : '');
  if (region === 'VN') return '/vnlottery';
  if (region === 'SEA') return '/seaLottery';
  return '/lottery';
}

/**
 * The site's lottery page for the game (lottoView betting) or the lobby (lottoView lobby, or no code),
 * carrying the session token as the real lobby's URL carries its credential (`?token=` boot) and the
 * merchant, since one simulator serves every merchant's site on one origin.
 */
async function lotteryPageUrl(
  db: Db,
  merchantCode: string,
  query: LaunchQuery,
  origin: string,
  sessionToken: string,
) {
  const code = query.lottoGameCode?.trim();
  const game = code
    ? await db.game.findFirst({
        where: { code, kind: 'GAME', gameType: { in: ['LOTT', 'ELOTT'] } },
        include: { vendor: true },
      })
    : null;
  if (code && !game) throw PlatformError.of('gameNotFound', { message: `No such lottery game ${code}` });
  if (game) refuseUnderMaintenance(game);
  const params = new URLSearchParams();
  if (game && query.lottoView?.toLowerCase() !== 'lobby') params.set('gameCode', game.code);
  params.set('merchant', merchantCode);
  params.set('token', sessionToken);
  return `${origin}${lotteryPage(query.lottoArea, game)}?${params}`;
}
