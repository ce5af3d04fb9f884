// What the mix's lobbies offer, read from the simulator: the open vendors of each game type and the
// lottery lobby's games, so the mix follows the catalogue the bench's server seeded.

import { lotteryMenuListSchema } from '@sim/shared/lgw/menus';
import type { Lane } from '@sim/shared/relay/gcsgame';
import { required } from '../load/setup.ts';
import type { Wire } from '../load/wire.ts';
import { MERCHANT } from './calls.ts';
import type { MixCatalogue } from './mix.ts';

export async function mixCatalogue(wire: Wire): Promise<MixCatalogue> {
  const { data } = required(
    'vendor lanes',
    await wire.get<{ data: { lanes: Lane[] } }>('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'),
  );
  const vendors: Record<string, string[]> = {};
  for (const lane of data.lanes)
    vendors[lane.title] = lane.cards.filter((card) => !card.maintenance).map((card) => card.vassalage);
  // the lottery gateway answers the body itself, not the envelope (wire-contract.md 4.13)
  const menus = await fetch(`${wire.baseUrl}/lgw/games/game_menus?prizeMode=ZY&device=WEB&language=EN`, {
    headers: { merchant: MERCHANT },
  });
  if (!menus.ok) throw new Error(`setup: lottery menus failed (HTTP ${menus.status})`);
  const lotteries = lotteryMenuListSchema
    .parse(await menus.json())
    .flatMap((group) => group.gameMenus.map(({ gameId, gameCode }) => ({ gameId, gameCode })));
  return { vendors, lotteries };
}
