// A live table's hand, dealt as baccarat: Player and Banker cards whose totals agree with the
// multiplier for the side the member backed (0 loses, up to 1 a tie, above 1 a win).
import { drawUntil, type Random } from './types.ts';

export type Side = 'PLAYER' | 'BANKER';
const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

const points = (card: string) => {
  const rank = card.slice(0, -1);
  if (rank === 'A') return 1;
  const n = Number(rank);
  return Number.isNaN(n) || n === 10 ? 0 : n;
};
const total = (cards: string[]) => cards.reduce((sum, c) => sum + points(c), 0) % 10;

/** Two cards each, a third for a side on 0-5 unless either side has a natural (simplified tableau). */
function deal(random: Random) {
  const card = () => `${RANKS[random(RANKS.length)]}${SUITS[random(SUITS.length)]}`;
  const player = [card(), card()];
  const banker = [card(), card()];
  if (total(player) < 8 && total(banker) < 8) {
    if (total(player) <= 5) player.push(card());
    if (total(banker) <= 5) banker.push(card());
  }
  return { player, banker };
}

export const sideOf = (pick: string | undefined): Side => (pick === 'BANKER' ? 'BANKER' : 'PLAYER');

export function baccaratDisplay(multiplier: number, random: Random, pick?: string) {
  const side = sideOf(pick);
  const wanted = multiplier > 1 ? side : multiplier > 0 ? 'TIE' : side === 'PLAYER' ? 'BANKER' : 'PLAYER';
  const hand = drawUntil(
    () => deal(random),
    (h) => {
      const p = total(h.player);
      const b = total(h.banker);
      return (p > b ? 'PLAYER' : p < b ? 'BANKER' : 'TIE') === wanted;
    },
  );
  return {
    side,
    cards: hand,
    player: total(hand.player),
    banker: total(hand.banker),
    outcome: wanted,
    winner: multiplier > 0 ? 'YOU' : 'HOUSE',
  };
}
