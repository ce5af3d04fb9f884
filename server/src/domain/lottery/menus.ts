// The lottery gateway's menus. /lgw answers are objects keyed by group, not the {success, value}
// envelope: the real app reads them with Object.values(body) (wire-contract.md 4.13, inferred).
import type { LotteryGroup, LotteryMenuGame } from '@sim/shared/lgw/menus';
import type { LotteryGame } from './draws.ts';
import type { CatalogueLottery } from './games.ts';

const VN_REGIONS = [
  ['NORTH', 'Northern'],
  ['CENTRAL', 'Central'],
  ['SOUTH', 'Southern'],
] as const;

export const menuItem = (g: LotteryGame): LotteryMenuGame => ({
  gameCode: g.code,
  gameName: g.name,
  nodeId: g.id,
  gameId: g.id,
  vassalage: g.vendorCode,
  gameType: g.gameType,
});

export function menusByVendor(games: CatalogueLottery[], prizeMode: string): Record<string, LotteryGroup> {
  const groups: Record<string, LotteryGroup> = {};
  for (const g of games) {
    groups[g.vendorCode] ??= {
      gameGroupCode: g.vendorCode,
      labelName: g.vendorName,
      prizeMode,
      gameMenus: [],
    };
    groups[g.vendorCode]!.gameMenus.push(menuItem(g));
  }
  return groups;
}

/** Vietnam's lotteries by region, the way the VN lobby lists them. */
export function vnMenus(games: LotteryGame[]): Record<string, LotteryGroup> {
  const vn = games.filter((g) => g.vendorCode === 'VNL');
  return Object.fromEntries(
    VN_REGIONS.map(([code, label], region) => [
      code,
      {
        gameGroupCode: code,
        labelName: label,
        prizeMode: 'LOTT',
        gameMenus: vn.filter((_, i) => i % VN_REGIONS.length === region).map(menuItem),
      },
    ]),
  );
}
