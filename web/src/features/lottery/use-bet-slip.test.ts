import { findPlay } from '@sim/shared/lgw/plays';
import { describe, expect, it } from 'vitest';
import { slipUnits, togglePick } from './use-bet-slip';
import { formatCountdown } from './use-countdown';

const play = (id: number) => findPlay(id)!;

describe('the bet slip', () => {
  it('keeps picks in option order and toggles them off again', () => {
    let picks = togglePick(play(2051), [], 0, '7');
    picks = togglePick(play(2051), picks, 0, '2');
    expect(picks).toEqual([['2', '7'], []]);
    expect(togglePick(play(2051), picks, 0, '7')).toEqual([['2'], []]);
  });

  it('takes no more picks than a position allows', () => {
    const ten = [['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']];
    expect(togglePick(play(2053), ten, 0, '50')).toEqual(ten);
  });

  it('counts units only once every position has its minimum', () => {
    expect(slipUnits(play(2057), [['0'], ['4'], []])).toBe(0);
    expect(slipUnits(play(2057), [['0'], ['4', '5'], ['1']])).toBe(2);
    expect(slipUnits(play(3002), [['1', '2']])).toBe(0);
    expect(slipUnits(play(3002), [['1', '2', '3', '4']])).toBe(4);
  });
});

describe('countdowns', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(2 * 3600_000 + 5 * 60_000 + 9_000)).toBe('2:05:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
