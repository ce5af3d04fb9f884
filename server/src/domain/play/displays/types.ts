// What every family's display shares: a random source (crypto by default, seeded in tests) and the
// member's pick, which the page sends with the round and the display honours (a win shows it winning).
export type Random = (max: number) => number;

/** Tries `make` until `accept` holds (a drawn board that agrees with the multiplier), at most 200 times. */
export function drawUntil<T>(make: () => T, accept: (value: T) => boolean): T {
  for (let i = 0; i < 200; i++) {
    const value = make();
    if (accept(value)) return value;
  }
  return make();
}
