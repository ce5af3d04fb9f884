// The betting panel's slip: the chosen play, the picks of each position, the unit price and the
// multiple, and what they make (units and stake, counted by the shared catalogue's rules).
import { formatContent, type Picks, type Play, unitsOf } from '@sim/shared/lgw/plays';
import { useState } from 'react';

/** Adds or removes a pick of one position, in option order; a full position takes no more. */
export function togglePick(play: Play, picks: Picks, position: number, option: string): Picks {
  const spec = play.positions[position];
  if (!spec) return picks;
  const current = picks[position] ?? [];
  const chosen = current.includes(option)
    ? current.filter((pick) => pick !== option)
    : current.length < spec.max
      ? [...current, option]
      : current;
  return play.positions.map((p, i) =>
    i === position ? p.options.filter((o) => chosen.includes(o)) : (picks[i] ?? []),
  );
}

/** Units of complete picks (every position has its minimum), else 0. */
export function slipUnits(play: Play, picks: Picks): number {
  const complete = play.positions.every((spec, i) => (picks[i]?.length ?? 0) >= spec.min);
  return complete ? unitsOf(play, picks) : 0;
}

export function useBetSlip(plays: Play[] | undefined) {
  const [playId, setPlayId] = useState<number | null>(null);
  const [picks, setPicks] = useState<Picks>([]);
  const [price, setPrice] = useState(1);
  const [multiple, setMultiple] = useState(1);
  const play = plays?.find((p) => p.playId === playId) ?? plays?.[0] ?? null;
  const units = play ? slipUnits(play, picks) : 0;

  return {
    play,
    picks,
    price,
    multiple,
    units,
    stake: Math.round(units * price * multiple * 100) / 100,
    content: formatContent(picks),
    choosePlay: (id: number) => {
      setPlayId(id);
      setPicks([]);
    },
    toggle: (position: number, option: string) => {
      if (play) setPicks((current) => togglePick(play, current, position, option));
    },
    setPrice,
    setMultiple,
    clear: () => setPicks([]),
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
