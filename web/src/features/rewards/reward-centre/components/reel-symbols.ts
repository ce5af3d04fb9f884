// The slot machine's symbols and where its reels stop. The server decides the prize and names the
// symbols each reel shows (spin.reels); the site draws each name with its icon, and a name it does
// not know with a stable one of its own.
import {
  type Icon,
  IconBell,
  IconCherry,
  IconClover,
  IconCrown,
  IconDiamond,
  IconLemon2,
  IconNumber7,
  IconStar,
} from '@tabler/icons-react';

/** Each symbol with the names the server may give it (its emoji, its word). */
export const REEL_SYMBOLS: readonly { key: string; names: readonly string[]; icon: Icon; color: string }[] = [
  { key: 'cherry', names: ['🍒'], icon: IconCherry, color: 'red' },
  { key: 'lemon', names: ['🍋'], icon: IconLemon2, color: 'yellow' },
  { key: 'bell', names: ['🔔'], icon: IconBell, color: 'grape' },
  { key: 'star', names: ['⭐'], icon: IconStar, color: 'orange' },
  { key: 'diamond', names: ['💎'], icon: IconDiamond, color: 'cyan' },
  { key: 'seven', names: ['7️⃣', '7'], icon: IconNumber7, color: 'pink' },
  { key: 'clover', names: ['🍀'], icon: IconClover, color: 'green' },
  { key: 'crown', names: ['👑'], icon: IconCrown, color: 'violet' },
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
  const key = name.trim().toLowerCase();
  const known = REEL_SYMBOLS.findIndex((symbol) => symbol.names.includes(key) || key.includes(symbol.key));
  return known >= 0 ? known : hash(key) % REEL_SYMBOLS.length;
}

/**
 * The symbol index each reel stops on: the server's symbols when it named three; otherwise a prize
 * lines up its reward's symbol and no prize shows three that differ, so nobody reads a near miss
 * as a win.
 */
export function reelStops(outcome: {
  reels: readonly string[];
  won: boolean;
  label: string;
  seed: string;
}): number[] {
  if (outcome.reels.length === REEL_COUNT) return outcome.reels.map(symbolIndex);
  const n = REEL_SYMBOLS.length;
  if (outcome.won) return Array.from({ length: REEL_COUNT }, () => symbolIndex(outcome.label));
  const first = hash(outcome.seed) % n;
  return [first, (first + 3) % n, (first + 5) % n];
}
