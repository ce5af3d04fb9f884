import { describe, expect, it } from 'vitest';
import { REEL_COUNT, REEL_SYMBOLS, reelStops, symbolIndex } from './reel-symbols';

const outcome = (reels: string[], won: boolean, seed = 'T1') => ({ reels, won, label: '৳ 50', seed });

describe('reelStops', () => {
  it('shows the symbols the server named, the known ones with their own icon', () => {
    expect(reelStops(outcome(['CHERRY', 'CHERRY', 'BELL'], false))).toEqual([
      symbolIndex('cherry'),
      symbolIndex('cherry'),
      symbolIndex('bell'),
    ]);
    expect(REEL_SYMBOLS[symbolIndex('DIAMOND')]?.key).toBe('diamond');
    // the server's emoji
    expect(REEL_SYMBOLS[symbolIndex('🍒')]?.key).toBe('cherry');
    expect(REEL_SYMBOLS[symbolIndex('7️⃣')]?.key).toBe('seven');
    // an unknown name always draws the same symbol
    expect(symbolIndex('WILD')).toBe(symbolIndex('wild'));
  });

  it('lines up one symbol for a prize when the server named none', () => {
    const stops = reelStops(outcome([], true));
    expect(stops).toHaveLength(REEL_COUNT);
    expect(new Set(stops).size).toBe(1);
  });

  it('never lines up three of a kind without a prize', () => {
    for (const seed of ['A', 'B', 'T-42', 'ticket-9000', '']) {
      const stops = reelStops(outcome([], false, seed));
      expect(new Set(stops).size).toBe(REEL_COUNT);
      for (const stop of stops) expect(stop).toBeLessThan(REEL_SYMBOLS.length);
    }
  });
});
