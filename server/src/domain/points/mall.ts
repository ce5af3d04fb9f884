// The points mall as a member meets it (the MCS2_/MCSFE_ point relays): every call needs the PTSYS3
// module (the points record also answers under MEMTRANS3), then asks the area's rules.
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import {
  type ConvertPoint,
  POINT_CATEGORIES,
  POINT_CATEGORY_OF,
  type PointConfig,
  type PointRewardList,
  type pointRecordQuerySchema,
  type pointRewardQuerySchema,
  type RedeemPointReward,
  type RedeemResult,
  type redeemListQuerySchema,
} from '@sim/shared/relay/mcs2';
import type { z } from 'zod';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { convertPoints } from './conversion.ts';
import { listGoods, toWireReward } from './goods.ts';
import { pointBalanceCenti } from './point-book.ts';
import { pointBalance, pointRecord, redeemHistory } from './record.ts';
import { type PointDeps, redeemPointReward, toWireRedeem } from './redeems.ts';
import { pointSettings } from './settings.ts';
import { memberStanding } from './standing.ts';
import { pointsOf } from './units.ts';

const requirePoints = (merchant: MerchantProfile) => requireModule(merchant, 'PTSYS3');

export function memberPointBalance(deps: PointDeps, merchant: MerchantProfile, memberId: number) {
  requirePoints(merchant);
  return pointBalance(deps.db, memberId);
}

const gameTypesOf = (category: string) =>
  Object.entries(POINT_CATEGORY_OF)
    .filter(([, c]) => c === category)
    .map(([gameType]) => gameType as GameType);

export async function memberPointConfig(deps: PointDeps, merchant: MerchantProfile): Promise<PointConfig> {
  requirePoints(merchant);
  const settings = await pointSettings(deps.db, merchant.code);
  return {
    rates: POINT_CATEGORIES.map((category) => ({
      category,
      rate: settings.rates[category],
      gameTypes: gameTypesOf(category),
    })),
    conversion: {
      enabled: settings.conversionEnabled,
      pointsPerUnit: settings.pointsPerUnit,
      minPoints: settings.minConvertPoints,
      currency: merchant.currency,
    },
    expires: false,
  };
}

export async function conversionTypes(deps: PointDeps, merchant: MerchantProfile) {
  requirePoints(merchant);
  const settings = await pointSettings(deps.db, merchant.code);
  return {
    list: [
      { conversionType: 'GOODS' as const, enabled: true, name: 'Redeem goods' },
      { conversionType: 'CASH' as const, enabled: settings.conversionEnabled, name: 'Convert to cash' },
    ],
  };
}

export async function memberPointRewards(
  deps: PointDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
  query: z.infer<typeof pointRewardQuerySchema>,
): Promise<PointRewardList> {
  requirePoints(merchant);
  const [goods, standing] = await Promise.all([
    listGoods(deps.db, merchant.code, false),
    memberStanding(deps.db, memberId),
  ]);
  const page = goods.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
  return {
    list: page.map((item) => toWireReward(item, language, standing)),
    pointBalance: pointsOf(standing.balanceCenti),
    validBetAmount: toMajor(standing.validBetMinor),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(goods.length / query.pageSize)),
    total: goods.length,
  };
}

export async function memberRedeem(
  deps: PointDeps,
  merchant: MerchantProfile,
  memberId: number,
  language: Language,
  request: RedeemPointReward,
): Promise<RedeemResult> {
  requirePoints(merchant);
  const { redeem, replayed } = await redeemPointReward(deps, merchant.code, memberId, language, request);
  return {
    redeem: toWireRedeem(redeem),
    pointBalance: pointsOf(await pointBalanceCenti(deps.db, memberId)),
    replayed,
  };
}

export function memberRedeemHistory(
  deps: PointDeps,
  merchant: MerchantProfile,
  memberId: number,
  query: z.infer<typeof redeemListQuerySchema>,
) {
  requirePoints(merchant);
  return redeemHistory(deps.db, memberId, query, deps.clock.now());
}

export function memberConvert(
  deps: PointDeps,
  merchant: MerchantProfile,
  memberId: number,
  request: ConvertPoint,
) {
  requirePoints(merchant);
  return convertPoints(deps, merchant.code, memberId, request);
}

export function memberPointRecord(
  deps: PointDeps,
  merchant: MerchantProfile,
  memberId: number,
  query: z.infer<typeof pointRecordQuerySchema>,
) {
  requireModule(merchant, 'PTSYS3', 'MEMTRANS3');
  return pointRecord(deps.db, memberId, query, deps.clock.now());
}
