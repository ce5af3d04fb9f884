// Catalogue rows in the real platform's item shapes (wire-contract.md 4.8, CAT captures).

import { toMajor } from '@sim/shared/money';
import type { GameItem } from '@sim/shared/relay/gcsgame';
import type { Prisma } from '../../generated/prisma/client.ts';

export const gameRowSelect = {
  id: true,
  vendorCode: true,
  gameType: true,
  gameClassify: true,
  code: true,
  name: true,
  isHot: true,
  isNew: true,
  trial: true,
  minBetMinor: true,
  minLineNum: true,
  platform: true,
  sortOrder: true,
  kind: true,
  parentId: true,
  maintenance: true,
  vendor: { select: { name: true, maintenance: true } },
} as const satisfies Prisma.GameSelect;

/** A catalogue row as the game list serves it: exactly what gameRowSelect reads. */
export type GameRow = Prisma.GameGetPayload<{ select: typeof gameRowSelect }>;

/** Icons are drawn by the simulator itself (routes/cdn): nothing loads from outside the machine. */
export const gameIconUrl = (vendor: string, code: string) =>
  `/cdn/images/TCG_GAME_ICONS/${vendor}/EN/${code}.svg`;
export const vendorIconUrl = (vendor: string, style: string) =>
  `/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON/${vendor}-${style}.svg`;

const ACCOUNT_TYPE_NAMES: Record<string, string> = { LOTT: 'LOTT', ELOTT: 'ELOTT', SPORTS: 'SPORTS' };

export function toGameItem(game: GameRow): GameItem {
  const icon = gameIconUrl(game.vendorCode, game.code);
  const underMaintenance = game.maintenance || game.vendor.maintenance;
  return {
    nodeId: game.id,
    nodeName: game.name,
    gameName: game.name,
    defaultLanguage: game.name,
    gameId: game.code,
    roomId: `GAME_LIST$VENDOR,${game.id}`,
    code: game.code,
    vassalage: game.vendorCode,
    displayName: game.vendor.name,
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    gameClassifyNew: game.gameClassify,
    showIcon: icon,
    smallIcon: icon,
    defaultIcon: icon,
    platform: game.platform,
    minBet: toMajor(game.minBetMinor),
    minLineNum: game.minLineNum,
    supportPlay: game.trial ? 0 : 1,
    supportTrail: game.trial ? 1 : 0,
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    isTop: 0,
    isGame: game.kind === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    accountTypeName: ACCOUNT_TYPE_NAMES[game.gameType] ?? game.vendorCode,
    defaultPlayType: game.gameType === 'LOTT' || game.gameType === 'ELOTT' ? 'betting' : null,
    maintenance: underMaintenance ? true : null,
    status: underMaintenance ? 0 : 1,
    sysGameSort: game.sortOrder,
  };
}

export function toHotItem(game: GameRow, sortNum: number) {
  const icon = gameIconUrl(game.vendorCode, game.code);
  return {
    id: 190000 + game.id,
    nodeId: game.id,
    gameId: `HOT_GAME,${game.id}`,
    gameCode: game.code,
    vendorCode: game.vendorCode,
    vassalage: game.vendorCode,
    gameType: game.gameType,
    gameName: game.name,
    displayName: game.vendor.name,
    iconUrl: icon,
    telIconUrl: icon,
    supportPlay: game.trial ? 0 : 1,
    supportTrail: game.trial ? 1 : 0,
    sortNum,
    type: 'GAME' as const,
    isGame: game.kind === 'VASSALAGE' ? ('VASSALAGE' as const) : ('GAME' as const),
    accountTypeName: ACCOUNT_TYPE_NAMES[game.gameType] ?? game.vendorCode,
    platform: game.platform,
    gameClassifyNew: game.gameClassify,
    maintenance: game.maintenance || game.vendor.maintenance ? true : null,
  };
}
