// Game names from word lists, deterministic for a given random source.
const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Wild',
  'Mighty',
  'Royal',
  'Mystic',
  'Fortune',
  'Dragon',
  'Super',
  'Magic',
  'Crazy',
  'Sweet',
  'Blazing',
  'Diamond',
  'Jade',
  'Thunder',
  'Cosmic',
  'Ancient',
  'Neon',
  'Tiger',
  'Phoenix',
  'Emerald',
  'Ruby',
  'Silver',
  'Hot',
  'Frozen',
  'Sunny',
  'Midnight',
  'Treasure',
  'Epic',
];
const NOUNS = [
  'Dragon',
  'Fortune',
  'Treasure',
  'Gems',
  'Panda',
  'Kingdom',
  'Riches',
  'Temple',
  'Empire',
  'Fruits',
  'Pharaoh',
  'Koi',
  'Lion',
  'Buffalo',
  'Gold',
  'Wheel',
  'Queen',
  'Pirates',
  'Bonanza',
  'Legends',
  'Spins',
  'Jewels',
  'Warriors',
  'Safari',
  'Candy',
  'Galaxy',
  'Oasis',
  'Dynasty',
  'Hunter',
  'Carnival',
];
const SUFFIXES = [
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' 2',
  ' Rush',
  ' Hold & Win',
  ' 88',
  ' Xmas',
  ' Link',
  ' Power',
];

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function slotName(random: Random): string {
  return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}${pick(random, SUFFIXES)}`;
}

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
