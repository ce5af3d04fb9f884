// Issue 44 item 8: a fast lottery draws at the cadence its name says, not every 5 minutes for all.
import { describe, expect, it } from 'vitest';
import {
  drawOfNumero,
  type LotteryGame,
  lastSlots,
  namedCadenceMs,
  scheduleOf,
  upcomingDraws,
} from './draws.ts';

const fast = (name: string, id = 1): LotteryGame => ({
  id,
  code: `G${id}`,
  name,
  vendorCode: 'GW',
  gameType: 'ELOTT',
});
const MINUTE = 60_000;
const NOW = new Date(Date.UTC(2026, 11, 6, 12, 0, 7));
const gap = (game: LotteryGame) => {
  const [next, after] = upcomingDraws(game, NOW, 2);
  return after!.openTime - next!.openTime;
};

describe('fast lottery cadences', () => {
  it('reads the cadence from the name', () => {
    expect(namedCadenceMs('Lucky 5D 1 Min')).toBe(MINUTE);
    expect(namedCadenceMs('Lucky PK10 2 Min')).toBe(2 * MINUTE);
    expect(namedCadenceMs('Sea 3D 10 Min')).toBe(10 * MINUTE);
    expect(namedCadenceMs('Win Go 30s')).toBe(30_000);
    expect(namedCadenceMs('Speed SSC')).toBeNull();
  });

  it('draws "1 Min", "2 Min", "10 Min" and "30s" games at their own interval', () => {
    expect(gap(fast('Lucky 5D 1 Min'))).toBe(MINUTE);
    expect(gap(fast('Lucky 5D 2 Min'))).toBe(2 * MINUTE);
    expect(gap(fast('Lucky 5D 10 Min'))).toBe(10 * MINUTE);
    expect(gap(fast('Win Go 30s'))).toBe(30_000);
    // a fast game without a cadence in its name keeps 5 minutes
    expect(gap(fast('Speed SSC'))).toBe(5 * MINUTE);
  });

  it('closes betting before each draw within its interval', () => {
    for (const name of ['Win Go 30s', 'Lucky 5D 1 Min', 'Lucky 5D 10 Min']) {
      const { closeBeforeMs, intervalMs } = scheduleOf(fast(name));
      expect(closeBeforeMs).toBeGreaterThan(0);
      expect(closeBeforeMs).toBeLessThan(intervalMs);
      // the wire tells it in whole seconds
      expect(closeBeforeMs % 1000).toBe(0);
    }
  });

  it('numbers each draw of the day, and finds the draw again by its numero', () => {
    const oneMinute = fast('Lucky 5D 1 Min');
    const [latest] = lastSlots(oneMinute, NOW, 1);
    expect(latest!.numero).toBe('20261206-0721');
    expect(drawOfNumero(oneMinute, latest!.numero)?.openTime).toBe(latest!.openTime);

    const thirty = fast('Win Go 30s', 2);
    const [slot] = lastSlots(thirty, NOW, 1);
    expect(slot!.numero).toBe('20261206-1441');
    expect(drawOfNumero(thirty, slot!.numero)?.openTime).toBe(slot!.openTime);
  });
});
