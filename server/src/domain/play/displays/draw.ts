// A lottery draw of five digits, agreeing with the member's ticket: 3D (the last three digits in
// order), 2D (the last two) or BSOE (big 50+ / small, odd / even on the last two). A win draws the
// ticket; a loss draws around it. The pick arrives as "3D:1,2,3", "2D:4,5" or "BSOE:BIG".
import { drawUntil, type Random } from './types.ts';

export const DRAW_PLAYS = ['3D', '2D', 'BSOE'] as const;
export type DrawPlay = (typeof DRAW_PLAYS)[number];
export const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

export interface Ticket {
  play: DrawPlay;
  picks: string[];
}

/** A pick the page sent, or a random 3D ticket for a caller that sent none (or nonsense). */
export function ticketOf(pick: string | undefined, random: Random): Ticket {
  const [play, rest = ''] = (pick ?? '').split(':');
  const picks = rest.split(',').filter(Boolean);
  const digits = (n: number) => picks.length === n && picks.every((p) => /^\d$/.test(p));
  if (play === '3D' && digits(3)) return { play, picks };
  if (play === '2D' && digits(2)) return { play, picks };
  if (play === 'BSOE' && picks.length === 1 && (BSOE as readonly string[]).includes(picks[0]!))
    return { play, picks };
  return { play: '3D', picks: [random(10), random(10), random(10)].map(String) };
}

function wins(ticket: Ticket, numbers: number[]): boolean {
  const tail = numbers.slice(-ticket.picks.length).join('');
  if (ticket.play !== 'BSOE') return tail === ticket.picks.join('');
  const last2 = numbers[3]! * 10 + numbers[4]!;
  const bsoe = ticket.picks[0];
  if (bsoe === 'BIG') return last2 >= 50;
  if (bsoe === 'SMALL') return last2 < 50;
  return (last2 % 2 === 1) === (bsoe === 'ODD');
}

export function drawDisplay(multiplier: number, random: Random, pick?: string) {
  const ticket = ticketOf(pick, random);
  const won = multiplier > 0;
  const numbers = drawUntil(
    () => {
      const n = Array.from({ length: 5 }, () => random(10));
      if (won && ticket.play !== 'BSOE')
        ticket.picks.forEach((p, i) => {
          n[5 - ticket.picks.length + i] = Number(p);
        });
      return n;
    },
    (n) => wins(ticket, n) === won,
  );
  const matched = ticket.play === 'BSOE' ? (won ? 1 : 0) : countTail(ticket.picks, numbers);
  return { play: ticket.play, picks: ticket.picks, numbers, matched, winner: won ? 'YOU' : 'HOUSE' };
}

/** How many of the ticket's digits the draw repeats, position by position from the right. */
function countTail(picks: string[], numbers: number[]) {
  return picks.filter((p, i) => numbers[5 - picks.length + i] === Number(p)).length;
}
