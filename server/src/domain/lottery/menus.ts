// The lottery gateway's menus. /lgw answers are objects keyed by group, not the {success, value}
// envelope: the real app reads them with Object.values(body) (wire-contract.md 4.13, inferred).
import { inLanguage, type Language } from '@sim/shared/languages';
import type { LotteryGroup, LotteryMenuGame } from '@sim/shared/lgw/menus';
import type { LotteryGame } from './draws.ts';
import type { CatalogueLottery } from './games.ts';

type Names = Record<Language, string>;

const VN_REGIONS: [string, Names][] = [
  ['NORTH', { EN: 'Northern', BN: 'উত্তরাঞ্চল', CN: '北部', JA: '北部', TH: 'ภาคเหนือ', VI: 'Miền Bắc' }],
  ['CENTRAL', { EN: 'Central', BN: 'মধ্যাঞ্চল', CN: '中部', JA: '中部', TH: 'ภาคกลาง', VI: 'Miền Trung' }],
  ['SOUTH', { EN: 'Southern', BN: 'দক্ষিণাঞ্চল', CN: '南部', JA: '南部', TH: 'ภาคใต้', VI: 'Miền Nam' }],
];

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

/** Vietnam's lotteries by region, the way the VN lobby lists them, the regions named in `language`. */
export function vnMenus(games: LotteryGame[], language: Language = 'EN'): Record<string, LotteryGroup> {
  const vn = games.filter((g) => g.vendorCode === 'VNL');
  return Object.fromEntries(
    VN_REGIONS.map(([code, names], region) => [
      code,
      {
        gameGroupCode: code,
        labelName: inLanguage(names, language) ?? code,
        prizeMode: 'LOTT',
        gameMenus: vn.filter((_, i) => i % VN_REGIONS.length === region).map(menuItem),
      },
    ]),
  );
}
