import { describe, expect, it } from 'vitest';
import { findPlay, LOTTERY_FAMILIES, PLAYS, parseContent, playsOf, unitsOf } from './plays.ts';

const play = (id: number) => {
  const found = findPlay(id);
  if (!found) throw new Error(`no play ${id}`);
  return found;
};

describe('the play catalogue', () => {
  it('gives every family a handful of plays with unique ids', () => {
    for (const family of LOTTERY_FAMILIES) expect(playsOf(family).length).toBeGreaterThanOrEqual(4);
    expect(new Set(PLAYS.map((p) => p.playId)).size).toBe(PLAYS.length);
  });
});

describe('bettingContent', () => {
  it('reads the QA script content of play 2057 as one 3-digit number', () => {
    const parsed = parseContent(play(2057), '0_4_1');
    expect(parsed).toEqual({ ok: true, picks: [['0'], ['4'], ['1']], content: '0_4_1' });
    if (parsed.ok) expect(unitsOf(play(2057), parsed.picks)).toBe(1);
  });

  it('puts picks in option order and multiplies positions', () => {
    const parsed = parseContent(play(2051), ' 5,1 _ 3,0,9 ');
    expect(parsed).toMatchObject({ ok: true, content: '1,5_0,3,9' });
    if (parsed.ok) expect(unitsOf(play(2051), parsed.picks)).toBe(6);
  });

  it.each([
    [2053, '12,34,56,78', 6],
    [3002, '1,2,3,4,5', 10],
    [3003, '1,2,3', 6],
    [3005, 'big,odd', 2],
    [4001, '0,1_2_3_4,5,6', 6],
  ])('play %i: "%s" makes %i units', (playId, content, units) => {
    const parsed = parseContent(play(playId), content);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(unitsOf(play(playId), parsed.picks)).toBe(units);
  });

  it.each([
    [2057, '0_4', 'expected 3 positions'],
    [2057, '0_4_A', 'is not a pick'],
    [2057, '0_4,4_1', 'repeats a pick'],
    [2053, '12', 'takes 2 to 10 picks'],
    [3002, '1,2', 'takes 3 to 10 picks'],
    [2051, '1_', 'is not a pick'],
  ])('refuses play %i content "%s"', (playId, content, reason) => {
    const parsed = parseContent(play(playId), content);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});
