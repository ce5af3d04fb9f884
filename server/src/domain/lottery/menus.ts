// The lottery gateway's menus. /lgw answers are objects keyed by group, not the {success, value}
// envelope: the real app reads them with Object.values(body) (wire-contract.md 4.13, inferred).
import type { Db } from '../../db/client.ts';
import type { LotteryGame } from './draws.ts';

export const PRIZE_MODE_TYPES: Record<string, string[]> = {
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['ELOTT'],
  ZY: ['LOTT', 'ELOTT'],
};
const VN_REGIONS = [
  ['NORTH', 'Northern'],
  ['CENTRAL', 'Central'],
  ['SOUTH', 'Southern'],
] as const;

export async function lotteryGames(
  db: Db,
  prizeMode: string | undefined,
): Promise<(LotteryGame & { vendorName: string })[]> {
  const mode = (prizeMode ?? 'ZY').toUpperCase();
  const types = PRIZE_MODE_TYPES[mode] ?? PRIZE_MODE_TYPES.ZY!;
  const rows = await db.game.findMany({
    where: { gameType: { in: types }, kind: 'GAME', ...(mode === 'SEA' ? { vendorCode: 'TCG_SEA' } : {}) },
    include: { vendor: { select: { name: true } } },
    orderBy: [{ vendorCode: 'asc' }, { sortOrder: 'asc' }],
  });
  return rows.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    vendorCode: g.vendorCode,
    gameType: g.gameType,
    vendorName: g.vendor.name,
  }));
}

const menuItem = (g: LotteryGame) => ({
  gameCode: g.code,
  gameName: g.name,
  nodeId: g.id,
  vassalage: g.vendorCode,
  gameType: g.gameType,
});

export function menusByVendor(games: (LotteryGame & { vendorName: string })[], prizeMode: string) {
  const groups: Record<
    string,
    { gameGroupCode: string; labelName: string; prizeMode: string; gameMenus: ReturnType<typeof menuItem>[] }
  > = {};
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
export function vnMenus(games: LotteryGame[]) {
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
