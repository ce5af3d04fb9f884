// The generated catalogue: deterministic (the same ids, names and flags on every machine), at the
// product's advertised scale, with hot, new and free-trial games and VASSALAGE sub-game groups.
import { LIVE_CLASSIFICATIONS } from '@sim/shared/relay/gcsgame';
import type { Prisma } from '../../generated/prisma/client.ts';
import { hashSeed, pick, type Random, seededRandom } from '../../lib/seeded-random.ts';
import { LIVE_VARIANTS, tableName } from './live-tables.ts';
import { LOTTERY_NAMES } from './lotteries.ts';
import { slotName, slotNameFromMore } from './names.ts';
import {
  COCKFIGHT_SERIES,
  COCKFIGHT_TITLES,
  ESPORTS_SERIES,
  ESPORTS_TITLES,
  FISH_SERIES,
  FISH_TITLES,
  MINI_SERIES,
  MINI_TITLES,
  PVP_SERIES,
  PVP_TITLES,
  SPORTS_TYPES,
} from './titles.ts';
import { LaneNames } from './unique-names.ts';
import { VENDORS, type VendorSeed } from './vendors.ts';

/** A generated game: the Game model's columns the generator decides, as Prisma types them. */
export type GameSeed = Required<
  Pick<
    Prisma.GameCreateManyInput,
    | 'id'
    | 'vendorCode'
    | 'gameType'
    | 'gameClassify'
    | 'code'
    | 'name'
    | 'isHot'
    | 'isNew'
    | 'trial'
    | 'minBetMinor'
    | 'minLineNum'
    | 'sortOrder'
    | 'parentId'
    | 'payout'
  >
> & { kind: 'GAME' | 'VASSALAGE'; minBetMinor: bigint; id: number };

export const FIRST_GAME_ID = 170001;
/** Vendors whose catalogue opens with a VASSALAGE group of sub-games. */
const GROUPED_VENDORS = new Set(['KM', 'V8', 'JKP', 'TCG']);
const SLOT_CLASSIFY = ['5Reels', '5Reels', '5Reels', '3Reels', 'Megaways', 'Classic', 'Bingo', 'Crash'];

interface Shape {
  classify: string;
  name: string;
  minBetMajor: number;
  lines: number;
  trialChance: number;
}

/** A title and its series word, a word the two share said once ("Gallera Main" + " Main Event" →
 *  "Gallera Main Event", not "Gallera Main Main Event"). */
function withSeries(title: string, suffix: string): string {
  const last = title.split(' ').pop();
  const [first, ...rest] = suffix.trim().split(' ');
  return first !== undefined && first === last
    ? `${title}${rest.length ? ` ${rest.join(' ')}` : ''}`
    : `${title}${suffix}`;
}

/** The n-th title of a lane: each title once, then each with the next word of its series. */
const seriesName = (titles: readonly string[], series: readonly string[], n: number) =>
  withSeries(
    titles[n % titles.length] ?? '',
    series[Math.floor(n / titles.length)] ?? ` ${Math.floor(n / titles.length) + 1}`,
  );

/**
 * `index` counts within the vendor, `laneIndex` across the lane, so titles do not repeat between vendors;
 * `names` keeps them unique within the lane (one lobby).
 */
function shape(
  vendor: VendorSeed,
  index: number,
  laneIndex: number,
  random: Random,
  names: LaneNames,
): Shape {
  const numbered = (titles: readonly string[], series: readonly string[]) =>
    seriesName(titles, series, laneIndex);
  switch (vendor.gameType) {
    case 'RNG':
      return {
        classify: pick(random, SLOT_CLASSIFY),
        name: slotName(random),
        minBetMajor: pick(random, [0.1, 0.2, 0.5, 1]),
        lines: pick(random, [1, 9, 20, 25, 50]),
        trialChance: 0.8,
      };
    case 'LIVE': {
      const classify = LIVE_CLASSIFICATIONS[index % LIVE_CLASSIFICATIONS.length]!;
      return {
        classify,
        name: tableName(LIVE_VARIANTS[classify], names.next(`LIVE:${classify}`)),
        minBetMajor: pick(random, [1, 5, 10, 50]),
        lines: 0,
        trialChance: 0,
      };
    }
    case 'SPORTS':
      return {
        classify: 'SPORTS',
        name: SPORTS_TYPES[laneIndex % SPORTS_TYPES.length]!,
        minBetMajor: 1,
        lines: 0,
        trialChance: 0,
      };
    case 'ESPORTS':
      return {
        classify: 'ESPORTS',
        name: numbered(ESPORTS_TITLES, ESPORTS_SERIES),
        minBetMajor: 1,
        lines: 0,
        trialChance: 0,
      };
    case 'FISH':
      return {
        classify: 'FISH',
        name: numbered(FISH_TITLES, FISH_SERIES),
        minBetMajor: 0.1,
        lines: 0,
        trialChance: 0.9,
      };
    case 'PVP':
      return {
        classify: 'CARD',
        name: numbered(PVP_TITLES, PVP_SERIES),
        minBetMajor: pick(random, [1, 2, 5, 10]),
        lines: 0,
        trialChance: 0.3,
      };
    case 'COCKFIGHT':
      return {
        classify: 'COCKFIGHT',
        name: numbered(COCKFIGHT_TITLES, COCKFIGHT_SERIES),
        minBetMajor: 10,
        lines: 0,
        trialChance: 0,
      };
    case 'JACKPOT':
      return {
        classify: 'JACKPOT',
        name: `${slotName(random)} Jackpot`,
        minBetMajor: 0.5,
        lines: 25,
        trialChance: 0.5,
      };
    case 'MINI':
      return {
        classify: 'MINI',
        name: numbered(MINI_TITLES, MINI_SERIES),
        minBetMajor: 0.1,
        lines: 0,
        trialChance: 0.9,
      };
    default:
      return {
        classify: vendor.gameType,
        name: LOTTERY_NAMES[vendor.code]?.[index] ?? `${vendor.name} ${index + 1}`,
        minBetMajor: 1,
        lines: 0,
        trialChance: 0,
      };
  }
}

/** Lotteries share one lobby (LOTT and ELOTT), every other game type is its own. */
const lobbyOf = (gameType: string) => (gameType === 'ELOTT' ? 'LOTT' : gameType);
/** Slots and jackpots draw a taken name again; every other lane's names are made distinct. */
const redrawOf = (gameType: string) =>
  gameType === 'RNG'
    ? slotNameFromMore
    : gameType === 'JACKPOT'
      ? (r: Random) => `${slotNameFromMore(r)} Jackpot`
      : undefined;

export function generateCatalogue(): GameSeed[] {
  const games: GameSeed[] = [];
  let nextId = FIRST_GAME_ID;
  const laneCounts = new Map<string, number>();
  const names = new LaneNames();
  for (const vendor of VENDORS) {
    const random = seededRandom(hashSeed(vendor.code));
    let groupId: number | null = null;
    for (let index = 0; index < vendor.games; index++) {
      const laneIndex = laneCounts.get(vendor.gameType) ?? 0;
      laneCounts.set(vendor.gameType, laneIndex + 1);
      const s = shape(vendor, index, laneIndex, random, names);
      const grouped = GROUPED_VENDORS.has(vendor.code) && index < 7;
      if (grouped && index === 0) {
        groupId = nextId++;
        games.push({
          id: groupId,
          vendorCode: vendor.code,
          gameType: vendor.gameType,
          gameClassify: 'VASSALAGE',
          code: `${vendor.code}_LOBBY`,
          name: `${vendor.name} Lobby`,
          isHot: true,
          isNew: false,
          trial: false,
          minBetMinor: 0n,
          minLineNum: 0,
          sortOrder: -1,
          kind: 'VASSALAGE',
          parentId: null,
          payout: 0.96,
        });
      }
      games.push({
        id: nextId++,
        vendorCode: vendor.code,
        gameType: vendor.gameType,
        gameClassify: s.classify,
        code: `${vendor.code}${String(index + 1).padStart(4, '0')}`,
        name: names.claim(lobbyOf(vendor.gameType), s.name, redrawOf(vendor.gameType)),
        isHot: random() < 0.02,
        isNew: random() < 0.03,
        trial: random() < s.trialChance,
        minBetMinor: BigInt(Math.round(s.minBetMajor * 100)),
        minLineNum: s.lines,
        sortOrder: index,
        kind: 'GAME',
        parentId: grouped ? groupId : null,
        payout: 0.92 + random() * 0.06,
      });
    }
  }
  return games;
}
