import { describe, expect, it } from 'vitest';
import { wheelAngle } from './PrizeWheel';

describe('wheelAngle', () => {
  it('turns whole turns forward and stops with the middle of the prize under the pointer', () => {
    for (const count of [2, 5, 8]) {
      const size = 360 / count;
      for (let segment = 0; segment < count; segment += 1) {
        const angle = wheelAngle(segment, count, 6);
        expect(angle).toBeGreaterThanOrEqual(6 * 360);
        // the segment's middle, turned by the wheel, ends at the top (0 degrees)
        expect((angle + (segment + 0.5) * size) % 360).toBeCloseTo(0);
      }
    }
  });
});
