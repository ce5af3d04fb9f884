// Starting a game from the lobby (platform-spec.md section 2, "Starting a game"): a VASSALAGE entry
// opens its sub-game popup; the Vietnam lottery goes to /vnlottery, the SEA lottery to /seaLottery,
// any other LOTT or ELOTT account type to /lottery; everything else launches the vendor's game.
// The two vendor checks come first because their games also carry the LOTT/ELOTT account types.
import type { GameEntry } from '../games/game-entry';

export const VN_LOTTERY_VENDOR = 'VNL';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
const LOTTERY_ACCOUNT_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** Header dropdown vendors of these types launch at once instead of opening a lobby tab. */
export const DIRECT_LAUNCH_TYPES: readonly string[] = ['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'];

export type StartTarget = { kind: 'subGames' } | { kind: 'route'; to: string } | { kind: 'launch' };

type Startable = Pick<GameEntry, 'isGroup' | 'vassalage' | 'accountTypeName' | 'gameId' | 'defaultPlayType'>;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function startTarget(game: Startable): StartTarget {
  if (game.isGroup) return { kind: 'subGames' };
  if (game.vassalage === VN_LOTTERY_VENDOR)
    return { kind: 'route', to: withQuery('/vnlottery', { gameCode: game.gameId }) };
  if (game.vassalage === SEA_LOTTERY_VENDOR)
    return { kind: 'route', to: withQuery('/seaLottery', { gameCode: game.gameId }) };
  if (LOTTERY_ACCOUNT_TYPES.includes(game.accountTypeName)) {
    return {
      kind: 'route',
      to: withQuery('/lottery', { gameCode: game.gameId, playType: game.defaultPlayType }),
    };
  }
  return { kind: 'launch' };
}

export type VendorTarget = { kind: 'route'; to: string } | { kind: 'launchVendor' };

/** A vendor picked from the header: lottery lobbies by route, direct types launched, others a tab. */
export function vendorTarget(
  vendor: { vassalage: string; gameType: string },
  lobbyPath: string,
): VendorTarget {
  if (vendor.vassalage === VN_LOTTERY_VENDOR) return { kind: 'route', to: '/vnlottery' };
  if (vendor.vassalage === SEA_LOTTERY_VENDOR) return { kind: 'route', to: '/seaLottery' };
  if (DIRECT_LAUNCH_TYPES.includes(vendor.gameType)) return { kind: 'launchVendor' };
  return { kind: 'route', to: withQuery(lobbyPath, { page: vendor.vassalage }) };
}
