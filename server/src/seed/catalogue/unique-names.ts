// Keeps every name unique within its lobby (a game type's lane): a name already taken is drawn again
// from a side stream (so the catalogue's main random sequence, and every flag it decides, stays the
// same), then numbered II, III, ... if it must be.
import { hashSeed, seededRandom } from '../../lib/seeded-random.ts';

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export class LaneNames {
  private readonly used = new Map<string, Set<string>>();
  private readonly counters = new Map<string, number>();

  /** 0, 1, 2, ... per key (a lane, or a lane's classification). */
  next(key: string): number {
    const n = this.counters.get(key) ?? 0;
    this.counters.set(key, n + 1);
    return n;
  }

  claim(lane: string, name: string, redraw?: (random: () => number) => string): string {
    const used = this.used.get(lane) ?? new Set<string>();
    this.used.set(lane, used);
    let chosen = name;
    if (used.has(chosen) && redraw) {
      const side = seededRandom(hashSeed(`${lane}:${name}:${used.size}`));
      for (let i = 0; i < 40 && used.has(chosen); i++) chosen = redraw(side);
    }
    for (let i = 0; used.has(chosen); i++) chosen = `${name} ${ROMAN[i] ?? i + 2}`;
    used.add(chosen);
    return chosen;
  }
}
