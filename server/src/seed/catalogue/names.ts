// Game names from word lists, deterministic for a given random source.
import { pick, type Random } from '../../lib/seeded-random.ts';

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

/** An adjective and a noun, a word both lists hold said once ("Dragon Dragon" → "Dragon"). */
const pair = (adjective: string, noun: string) => (adjective === noun ? noun : `${adjective} ${noun}`);

export function slotName(random: Random): string {
  return `${pair(pick(random, ADJECTIVES), pick(random, NOUNS))}${pick(random, SUFFIXES)}`;
}

/** More words for a name that is taken: a wider pool, so a lobby of ten thousand slots stays distinct. */
const MORE_ADJECTIVES = [
  'Savage',
  'Sacred',
  'Electric',
  'Velvet',
  'Crimson',
  'Howling',
  'Enchanted',
  'Spicy',
  'Stellar',
  'Shining',
  'Wicked',
  'Rising',
  'Majestic',
  'Bountiful',
  'Vivid',
  'Eternal',
  'Secret',
  'Great',
  'Infinite',
  'Radiant',
];
const MORE_NOUNS = [
  'Wolf',
  'Samurai',
  'Vikings',
  'Mermaid',
  'Volcano',
  'Orchard',
  'Zodiac',
  'Monkey',
  'Fiesta',
  'Blossom',
  'Rhino',
  'Sphinx',
  'Genie',
  'Tundra',
  'Heist',
  'Reef',
  'Ninja',
  'Festival',
  'Cobra',
  'Eagle',
];

export function slotNameFromMore(random: Random): string {
  const adjective = pick(random, [...ADJECTIVES, ...MORE_ADJECTIVES]);
  return `${pair(adjective, pick(random, [...NOUNS, ...MORE_NOUNS]))}${pick(random, SUFFIXES)}`;
}
