// /wps/relay/<SERVICE>_<method>: each relay is its own route, so the OpenAPI document lists it;
// a name not registered here gets the platform's error envelope from the not-found handler.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import chatRelays from './cbs/chat.ts';
import modelListRelay from './cbs/models.ts';
import inboxRelays from './emfe/inbox.ts';
import launchFallbackRelay from './gcs/launch-fallback.ts';
import merchantWallet from './gcs/merchant-wallet.ts';
import trialLaunch from './gcs/trial-launch.ts';
import walletTransfer from './gcs/wallet-transfer.ts';
import catalogueRelays from './gcsgame/catalogue.ts';
import gameMatchRelay from './gcsgame/game-matches.ts';
import rankListRelay from './gcsgame/rank-list.ts';
import roomList from './gls2/room-list.ts';
import contractRelays from './mcs2/contracts.ts';
import pointRelays from './mcs2/points.ts';
import announcementRelays from './mcsfe/announcements.ts';
import avatarRelay from './mcsfe/avatar.ts';
import cashierRelays from './mcsfe/cashier.ts';
import favouriteRelays from './mcsfe/favourites.ts';
import kycRelay from './mcsfe/kyc.ts';
import missionRelays from './mcsfe/missions.ts';
import rebateRelays from './mcsfe/rebate.ts';
import referralRelays from './mcsfe/referral.ts';
import vipRelays from './mcsfe/vip.ts';
import pointsRecordRelay from './odsfe2/points-record.ts';
import winnerBoardRelay from './odsfe2/winner-board.ts';
import promoCodeRelays from './promofe/promo-codes.ts';
import promotionRelays from './promofe/promotions.ts';
import questRelays from './promofe/quests.ts';
import raffleRelays from './promofe/raffles.ts';
import ticketRelays from './promofe/tickets.ts';
import jackpotRelay from './vis/jackpot.ts';
import appDomainRelay from './wpscore/app-domain.ts';
import customerServiceRelay from './wpscore/customer-service.ts';

export const relays: FastifyPluginAsync[] = [
  merchantWallet,
  walletTransfer,
  cashierRelays,
  catalogueRelays,
  favouriteRelays,
  announcementRelays,
  trialLaunch,
  launchFallbackRelay,
  gameMatchRelay,
  roomList,
  promotionRelays,
  ticketRelays,
  raffleRelays,
  promoCodeRelays,
  pointRelays,
  pointsRecordRelay,
  rebateRelays,
  avatarRelay,
  kycRelay,
  vipRelays,
  referralRelays,
  winnerBoardRelay,
  rankListRelay,
  jackpotRelay,
  customerServiceRelay,
  appDomainRelay,
  chatRelays,
  modelListRelay,
  contractRelays,
  missionRelays,
  questRelays,
  inboxRelays,
];

export async function registerRelays(scope: FastifyInstance): Promise<void> {
  for (const relay of relays) await scope.register(relay, { prefix: '/wps/relay' });
}
