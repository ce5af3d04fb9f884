// The slot machine's symbols and where its reels stop. The server decides the prize and names the
// symbols each reel shows (spin.reels); the site draws each name with its icon, and a name it does
// not know with a stable one of its own.
import {
  type Icon,
  IconBell,
  IconCherry,
  IconClover,
  IconCoin,
  IconCrown,
  IconDiamond,
  IconGift,
  IconStar,
} from '@tabler/icons-react';

export const REEL_SYMBOLS: readonly { key: string; icon: Icon; color: string }[] = [
  { key: 'cherry', icon: IconCherry, color: 'red' },
  { key: 'coin', icon: IconCoin, color: 'yellow' },
  { key: 'star', icon: IconStar, color: 'orange' },
  { key: 'diamond', icon: IconDiamond, color: 'cyan' },
  { key: 'clover', icon: IconClover, color: 'green' },
  { key: 'bell', icon: IconBell, color: 'grape' },
  { key: 'gift', icon: IconGift, color: 'pink' },
  { key: 'crown', icon: IconCrown, color: 'violet' },
];

export const REEL_COUNT = 3;

/** A small stable hash: the same name always draws the same symbol. */
function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** The icon a symbol name is drawn with. */
export function symbolIndex(name: string): number {
  const key = name.toLowerCase();
  const known = REEL_SYMBOLS.findIndex((symbol) => key.includes(symbol.key));
  return known >= 0 ? known : hash(key) % REEL_SYMBOLS.length;
}

/**
 * The symbol index each reel stops on: the server's symbols when it named three; otherwise a prize
 * lines up its reward's symbol and no prize shows three that differ, so nobody reads a near miss
 * as a win.
 */
export function reelStops(outcome: { reels: readonly string[]; won: boolean; label: string; seed: string }): number[] {
  if (outcome.reels.length === REEL_COUNT) return outcome.reels.map(symbolIndex);
  const n = REEL_SYMBOLS.length;
  if (outcome.won) return Array.from({ length: REEL_COUNT }, () => symbolIndex(outcome.label));
  const first = hash(outcome.seed) % n;
  return [first, (first + 3) % n, (first + 5) % n];
}
