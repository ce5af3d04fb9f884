// Every cached route's staleness case, by its path (the lottery gateway's without its prefix). One file
// per area; answer-cache.test.ts fails when a cached route has none.

import type { Staleness } from './case.ts';
import { CATALOGUE_AND_SETTINGS } from './catalogue-and-settings.ts';
import { LOTTERY_DRAWS } from './lottery-draws.ts';
import { PVP_ROOMS } from './pvp-rooms.ts';
import { WINNERS } from './winners.ts';

export const STALENESS: Record<string, Staleness> = {
  ...CATALOGUE_AND_SETTINGS,
  ...PVP_ROOMS,
  ...LOTTERY_DRAWS,
  ...WINNERS,
};
