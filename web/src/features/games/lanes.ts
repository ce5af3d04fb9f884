// Vendor lanes (GCSGAME_newGameVendor) regrouped the way the site's app config places them:
// e-sports vendors apart from SPORTS, Spribe and Smartsoft as their own group, DS88 (a cockfight
// vendor) beside the live-casino entry of the header.
import type { Lane, vendorCardSchema } from '@sim/shared/relay/gcsgame';
import {
  LIVE_CLASSIFICATIONS,
  VENDOR_GROUPS,
  type VendorGroupKey,
} from '@sim/shared/relay/gcsgame-catalogue';
import type { z } from 'zod';
import type { GameCategoryKey } from '../../lib/navigation/sections';

export type VendorCard = z.infer<typeof vendorCardSchema>;

/** The cockfight vendor the header shows beside live casino. */
export const DS88 = 'DS88';

/** The lobbies that list vendors, one per game category: each reads one lane (sports and e-sports after the split). */
export type LobbyKey = GameCategoryKey;

const LANE_OF: Record<LobbyKey, string> = {
  lottery: 'LOTT',
  live: 'LIVE',
  slots: 'RNG',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  elott: 'ELOTT',
  fish: 'FISH',
  pvp: 'PVP',
};

const inGroup = (group: VendorGroupKey, card: VendorCard) =>
  (VENDOR_GROUPS[group] as readonly string[]).includes(card.vassalage);

function cardsOf(lanes: readonly Lane[], title: string): VendorCard[] {
  return lanes.filter((lane) => lane.title === title).flatMap((lane) => lane.cards);
}

function unique(cards: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
}

/** The vendors a lobby (and its header dropdown) lists. */
export function lobbyVendors(lanes: readonly Lane[], lobby: LobbyKey): VendorCard[] {
  switch (lobby) {
    case 'sports':
      return cardsOf(lanes, 'SPORTS').filter((card) => !inGroup('esportGames', card));
    case 'esports':
      return unique([
        ...cardsOf(lanes, 'ESPORTS'),
        ...cardsOf(lanes, 'SPORTS').filter((card) => inGroup('esportGames', card)),
      ]);
    case 'slots':
      return cardsOf(lanes, 'RNG').filter((card) => !inGroup('SPBGames', card));
    default:
      return cardsOf(lanes, LANE_OF[lobby]);
  }
}

/** Spribe and Smartsoft: one tab of the slots lobby, one entry of its header dropdown. */
export function spbVendors(lanes: readonly Lane[]): VendorCard[] {
  return unique(lanes.flatMap((lane) => lane.cards).filter((card) => inGroup('SPBGames', card)));
}

export function ds88Vendor(lanes: readonly Lane[]): VendorCard | undefined {
  return lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === DS88);
}

export { LIVE_CLASSIFICATIONS };

function liveOrder(key: string): number {
  const index = (LIVE_CLASSIFICATIONS as readonly string[]).indexOf(key);
  return index < 0 ? LIVE_CLASSIFICATIONS.length : index;
}

/** The classify chips of a lobby: the lane's classifications, without the VASSALAGE group marker. */
export function lobbyClassifications(lanes: readonly Lane[], lobby: LobbyKey): string[] {
  const title = LANE_OF[lobby];
  const keys = lanes
    .filter((lane) => lane.title === title)
    .flatMap((lane) => lane.gameClassify)
    .filter((classify) => classify.key !== 'VASSALAGE' && classify.key !== title)
    .map((classify) => classify.key);
  return lobby === 'live' ? keys.sort((a, b) => liveOrder(a) - liveOrder(b)) : keys;
}
