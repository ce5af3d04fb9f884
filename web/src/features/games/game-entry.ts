// One shape for every game the site shows: list items, hot games and lottery menu entries all
// become a GameEntry, so cards, the start rule and launching treat them alike.
import type { GameItem } from '@sim/shared/relay/gcsgame';

export interface GameEntry {
  nodeId: number;
  /** the vendor's game code (`gameId` of the list, `gameCode` of hot and lottery items) */
  gameId: string;
  gameName: string;
  vassalage: string;
  /** the vendor's name (`displayName`) */
  vendorName: string;
  gameType: string;
  gameClassify: string;
  icon: string;
  /** 0: a free trial exists (spec section 3) */
  supportPlay: number;
  isHot: boolean;
  isNew: boolean;
  /** `isGame` VASSALAGE: a group whose sub-games open in a popup */
  isGroup: boolean;
  /** 'LOTT' | 'ELOTT' | 'SPORTS' | the vendor code */
  accountTypeName: string;
  defaultPlayType: string | null;
  maintenance: boolean;
}

export function entryFromItem(item: GameItem): GameEntry {
  return {
    nodeId: item.nodeId,
    gameId: item.gameId,
    gameName: item.gameName || item.nodeName,
    vassalage: item.vassalage,
    vendorName: item.displayName,
    gameType: item.gameType,
    gameClassify: item.gameClassify,
    icon: item.showIcon || item.smallIcon || item.defaultIcon,
    supportPlay: item.supportPlay,
    isHot: item.isHot === 1,
    isNew: item.isNew === 1,
    isGroup: item.isGame === 'VASSALAGE',
    accountTypeName: item.accountTypeName,
    defaultPlayType: item.defaultPlayType,
    maintenance: item.maintenance === true,
  };
}

/** What a hot item carries (GCSGAME_hotGamesV2); it has no account type, so lottery types stand in. */
export interface HotItem {
  nodeId: number;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  displayName: string;
  gameType: string;
  iconUrl: string;
  supportPlay: number;
  gameClassifyNew?: unknown;
  isGame?: unknown;
  maintenance?: unknown;
}

/** Game types that are their own account type (as the list's accountTypeName says); others use the vendor. */
const TYPE_ACCOUNTS = new Set(['LOTT', 'ELOTT', 'SPORTS']);

export function entryFromHot(item: HotItem): GameEntry {
  return {
    nodeId: item.nodeId,
    gameId: item.gameCode,
    gameName: item.gameName,
    vassalage: item.vendorCode,
    vendorName: item.displayName,
    gameType: item.gameType,
    gameClassify: typeof item.gameClassifyNew === 'string' ? item.gameClassifyNew : '',
    icon: item.iconUrl,
    supportPlay: item.supportPlay,
    isHot: true,
    isNew: false,
    // hot items say `type: GAME` even for a group; the group's classification gives it away
    isGroup: item.isGame === 'VASSALAGE' || item.gameClassifyNew === 'VASSALAGE',
    accountTypeName: TYPE_ACCOUNTS.has(item.gameType) ? item.gameType : item.vendorCode,
    defaultPlayType: null,
    maintenance: item.maintenance === true,
  };
}
