// The lobbies built on the one shared games page (spec section 2: /rng, /live, /pvp, /fish share
// it; /sports, /esports and /elott list their types and titles the same way).

import { VENDOR_GROUPS, type VendorGroupKey } from '@sim/shared/relay/gcsgame';
import type { LobbyKey } from './lanes';

export type GamesLobbyKey = Exclude<LobbyKey, 'lottery'>;

export interface GamesLobby {
  gameType: string;
  path: string;
}

export const GAMES_LOBBIES: Record<GamesLobbyKey, GamesLobby> = {
  slots: { gameType: 'RNG', path: '/rng' },
  live: { gameType: 'LIVE', path: '/live' },
  pvp: { gameType: 'PVP', path: '/pvp' },
  fish: { gameType: 'FISH', path: '/fish' },
  sports: { gameType: 'SPORTS', path: '/sports' },
  esports: { gameType: 'ESPORTS', path: '/esports' },
  elott: { gameType: 'ELOTT', path: '/elott' },
};

/** The lobby's tabs besides the vendors: everything, a vendor group, and the member's own lists. */
export type LobbyTab =
  | { kind: 'all' }
  | { kind: 'vendor'; vassalage: string }
  | { kind: 'group'; group: VendorGroupKey }
  | { kind: 'favourites' }
  | { kind: 'recent' };

export const FAVOURITES_TAB = 'favourites';
export const RECENT_TAB = 'recent';

/** `?page=` (spec section 2: /rng accepts page={vendor group}): a vendor code, a group, or a list. */
export function tabFromPage(page: string | null, member: boolean): LobbyTab {
  if (!page) return { kind: 'all' };
  if (page === FAVOURITES_TAB) return member ? { kind: 'favourites' } : { kind: 'all' };
  if (page === RECENT_TAB) return member ? { kind: 'recent' } : { kind: 'all' };
  if (page in VENDOR_GROUPS) return { kind: 'group', group: page as VendorGroupKey };
  return { kind: 'vendor', vassalage: page };
}

export function pageOfTab(tab: LobbyTab): string | null {
  switch (tab.kind) {
    case 'all':
      return null;
    case 'vendor':
      return tab.vassalage;
    case 'group':
      return tab.group;
    default:
      return tab.kind;
  }
}

/** The relay's vassalage filter for a tab (a comma list for a group). */
export function vassalageOf(tab: LobbyTab): string | undefined {
  if (tab.kind === 'vendor') return tab.vassalage;
  if (tab.kind === 'group') return VENDOR_GROUPS[tab.group].join(',');
  return undefined;
}
