// A fishing shot: the multiplier is the value of the fish the shot caught (none on 0). The page aims
// at the pond; the server says what was caught.
import type { Random } from './types.ts';

/** the smallest multiplier each fish is worth, largest first */
export const FISH_BY_VALUE: [number, string][] = [
  [50, 'dragon'],
  [10, 'shark'],
  [5, 'turtle'],
  [2, 'puffer'],
  [1, 'clownfish'],
  [0.5, 'shrimp'],
];
export const FISH_KINDS = FISH_BY_VALUE.map(([, kind]) => kind);

export function fishingDisplay(multiplier: number, random: Random) {
  if (multiplier <= 0) return { caught: false, fish: FISH_KINDS[random(FISH_KINDS.length)]!, value: 0 };
  const fish = FISH_BY_VALUE.find(([value]) => multiplier >= value)?.[1] ?? 'shrimp';
  return { caught: true, fish, value: multiplier };
}
