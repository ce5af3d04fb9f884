import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderInSite } from '../../test/render';
import { envelope, mockWire } from '../../test/wire-mock';
import { countUpValue } from './count-up';
import { jackpotKey } from './hooks';
import { JackpotTicker } from './JackpotTicker';

const JACKPOT = '/wps/relay/VIS_getJackpot';
const pool = (amount: number) =>
  envelope({ amount, currency: 'BDT', contributionPercent: 1, lastResetTime: 0 });

/** A server whose pool stands at `amounts[0]`, then at each next amount as it is asked again. */
function growingPool(...amounts: number[]) {
  let asked = 0;
  return mockWire({ [`GET ${JACKPOT}`]: () => pool(amounts[Math.min(asked++, amounts.length - 1)] ?? 0) });
}

/** The number a money text shows. */
const amountOf = (element: HTMLElement) => Number(element.textContent?.replace(/[^\d.]/g, ''));

const originalMatchMedia = window.matchMedia;
function preferReducedMotion() {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('prefers-reduced-motion'),
  });
}

describe('the count-up', () => {
  it('climbs steadily in whole cents and ends on the target', () => {
    expect(countUpValue(100, 200, 0, 1000)).toBe(100);
    expect(countUpValue(100, 200, 250, 1000)).toBe(125);
    expect(countUpValue(100, 100.07, 500, 1000)).toBe(100.03);
    expect(countUpValue(100, 200, 1000, 1000)).toBe(200);
    expect(countUpValue(100, 200, 5000, 1000)).toBe(200);
  });

  it('never counts down: a pool that was won shows its new amount at once', () => {
    expect(countUpValue(900, 500, 10, 1000)).toBe(500);
  });
});

describe('the jackpot ticker', () => {
  beforeEach(async () => {
    await changeLanguage('BN', false);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('shows the pool as the site shows money, in the site language', async () => {
    growingPool(512_345.6);
    renderInSite(<JackpotTicker />);
    expect((await screen.findByTestId('jackpot-amount')).textContent).toMatch(/^৳\s?512,345\.60$/);
    expect(screen.getByTestId('jackpot').textContent).toContain('প্রগ্রেসিভ জ্যাকপট');
  });

  it('counts up to a grown pool rather than jumping to it', async () => {
    growingPool(500_000, 530_000);
    const { queryClient } = renderInSite(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amountOf(amount)).toBe(500_000);
    // not awaited inside act(): CI run 13 timed this test out there once; the likely cause (not reproduced)
    // is act flushing the count-up's frames, 30 s of them, that began arriving before the refetch returned
    void queryClient.refetchQueries({ queryKey: jackpotKey });
    // a few frames in, the meter stands between the old and the new pool
    await waitFor(() => expect(amountOf(amount)).not.toBe(500_000));
    const shown = amountOf(amount);
    expect(shown).toBeGreaterThan(500_000);
    expect(shown).toBeLessThan(530_000);
  });

  it('stands still for someone who asks for less motion: a grown pool shows at once', async () => {
    preferReducedMotion();
    growingPool(500_000, 530_000);
    const { queryClient } = renderInSite(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    await act(() => queryClient.refetchQueries({ queryKey: jackpotKey }));
    await waitFor(() => expect(amountOf(amount)).toBe(530_000));
  });

  it('asks for the pool no more often than every 30 seconds', async () => {
    const wire = growingPool(500_000);
    renderInSite(<JackpotTicker />);
    await screen.findByTestId('jackpot-amount');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wire.callsTo(JACKPOT)).toHaveLength(1);
  });
});
