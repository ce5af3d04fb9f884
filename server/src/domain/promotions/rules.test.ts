import { describe, expect, it } from 'vitest';
import { JPEG, PNG } from '../../test/promotion-helpers.ts';
import { applicationImagesToStore } from './images.ts';
import { bonusOn, periodKeyOf, phaseOf, turnoverRequirement } from './rules.ts';

describe('promotion rules', () => {
  it('takes a percent of the base up to the cap, or the fixed amount', () => {
    const percent = { bonusPercent: 20, bonusFixedMinor: null, bonusMaxMinor: 200_000n };
    expect(bonusOn(percent, 150_000n)).toBe(30_000n);
    expect(bonusOn(percent, 5_000_000n)).toBe(200_000n);
    expect(bonusOn({ ...percent, bonusMaxMinor: null }, 5_000_000n)).toBe(1_000_000n);
    expect(bonusOn({ bonusPercent: null, bonusFixedMinor: 5_000n, bonusMaxMinor: null }, 0n)).toBe(5_000n);
    expect(turnoverRequirement({ turnoverMultiplier: 2.5 }, 10_000n)).toBe(25_000n);
  });

  it('reads the phase from the status and the period', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const period = { status: 'ACTIVE', startsAt: new Date('2026-11-01'), endsAt: new Date('2026-12-01') };
    expect(phaseOf(period, now)).toBe('OPEN');
    expect(phaseOf({ ...period, status: 'CLOSED' }, now)).toBe('CLOSE');
    expect(phaseOf({ ...period, startsAt: new Date('2026-11-23') }, now)).toBe('COMING_SOON');
    expect(phaseOf({ ...period, endsAt: now }, now)).toBe('CLOSE');
    expect(phaseOf({ ...period, endsAt: null }, now)).toBe('OPEN');
  });

  it('keys login rewards by the day and the rest once', () => {
    expect(periodKeyOf('LOGIN', new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(periodKeyOf('RAFFLE', new Date('2026-11-22T23:59:59Z'))).toBe('');
  });
});

describe('application images', () => {
  it('stores png and jpg whose bytes are what they say, encoded again, and refuses the rest', async () => {
    const stored = await applicationImagesToStore([PNG, JPEG, PNG]);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toBe(PNG);
    expect(stored[1]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    await expect(applicationImagesToStore([PNG, PNG, PNG, PNG])).rejects.toThrow(/At most 3/);
    await expect(applicationImagesToStore([JPEG.replace('image/jpeg', 'image/png')])).rejects.toThrow(
      /Image 1: not a png/,
    );
    await expect(applicationImagesToStore([PNG, 'data:image/png;base64,'])).rejects.toThrow(
      /Image 2: not a png or jpg data URL/,
    );
  });
});
