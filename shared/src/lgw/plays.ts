// The lottery gateway's play catalogue: what a member can bet on in each family of lotteries, and
// the grammar of `bettingContent`. The server validates and settles with it; the site renders its
// pickers from the same descriptors (GET /lgw/games/plays?gameId=).
//
// Families (the simulator's draws, server/src/domain/lottery/draws.ts):
//   VN     Vietnam lotteries (VNL): one daily draw at 18:15 Vietnam time, five 5-digit prizes; the
//          first is the special prize (giải đặc biệt)
//   FAST   e-lotteries (ELOTT): a draw at the cadence the name gives, three 5-digit numbers; the first
//          number's last three digits are the "3D" result. A 3D game, fast or daily ("Sea 3D 5 Min",
//          "Welfare 3D", "Swertres 3D"), takes these plays and draws that three-digit number alone
//   D5     5D games ("Lucky 5D 1 Min", "Toto 5D"), fast or daily: one 5-digit number, ten-thousands first
//   DAILY  the other daily lotteries (LOTT): three 5-digit prizes; the first is the first prize
//
// Content grammar: positions joined by `_`, the picks of one position joined by `,`.
//   a DIGIT pick is 0-9, a PAIR pick is 00-99, a BSOE pick is BIG, SMALL, ODD or EVEN.
//   "0_4_1" (play 2057, three positions of one digit) is the number 041; "1,2_3" (play 2051) is 13 and 23.
//   Picks within a position are distinct; each position takes between its min and max picks.
// Bet units: PRODUCT multiplies the picks of the positions (every number they spell); PAIRS and
// TRIPLES are the 2- and 3-combinations of one position's picks; GROUP3 is n × (n - 1) (a doubled
// digit and a single one). Stake = units × singleBetPrice × multiple, per draw (numero).
// Odds: what one winning unit pays per hit, as a multiple of the unit price (the stake included).
//
//  id    family  code       picks                         units     wins when
//  2051  VN      LO2        tens_units digits             PRODUCT   per prize ending in the number (×18 each)
//  2052  VN      DE2        tens_units digits             PRODUCT   the special prize ends in it (×90)
//  2053  VN      XIEN2      2-10 pairs                    PAIRS     both numbers end some prize (×460)
//  2057  VN      DE3        hundreds_tens_units digits    PRODUCT   the special prize ends in it (×900)
//  2058  VN      DE_BSOE    BIG/SMALL/ODD/EVEN            PRODUCT   the special prize's last two digits (50+ big) (×1.95)
//  3001  FAST    D3_DIRECT  hundreds_tens_units digits    PRODUCT   3D equals it in order (×900)
//  3002  FAST    D3_GROUP6  3-10 digits                   TRIPLES   3D is three different digits, all picked (×150)
//  3003  FAST    D3_GROUP3  2-10 digits                   GROUP3    3D is a pair and a single, both picked (×300)
//  3004  FAST    D2_DIRECT  tens_units digits             PRODUCT   3D ends in it (×90)
//  3005  FAST    SUM_BSOE   BIG/SMALL/ODD/EVEN            PRODUCT   the sum of 3D (14+ big) (×1.95)
//  4001  DAILY   D4_DIRECT  thousands_..._units digits    PRODUCT   the first prize ends in it (×9000)
//  4002  DAILY   D3_DIRECT  hundreds_tens_units digits    PRODUCT   the first prize ends in it (×900)
//  4003  DAILY   D2_ANY     tens_units digits             PRODUCT   per prize ending in it (×30 each)
//  4004  DAILY   LAST2_BSOE BIG/SMALL/ODD/EVEN            PRODUCT   the first prize's last two digits (50+ big) (×1.95)
//  5001  D5      D5_DIRECT  ten-thousands_..._units digits PRODUCT  the number is it, in order (×90000)
//  5002  D5      D5_FRONT3  ten-thousands_thousands_hundreds PRODUCT the number starts with it (×900)
//  5003  D5      D5_BACK3   hundreds_tens_units digits    PRODUCT   the number ends in it (×900)
//  5004  D5      D5_BACK2   tens_units digits             PRODUCT   the number ends in it (×90)
//  5005  D5      D5_SUM_BSOE BIG/SMALL/ODD/EVEN           PRODUCT   the sum of the five digits (23+ big) (×1.95)
import { z } from 'zod';

export const LOTTERY_FAMILIES = ['VN', 'FAST', 'DAILY', 'D5'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

export const PICK_KINDS = ['DIGIT', 'PAIR', 'BSOE'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

export const UNIT_RULES = ['PRODUCT', 'PAIRS', 'TRIPLES', 'GROUP3'] as const;
export type UnitRule = (typeof UNIT_RULES)[number];

/** How a draw decides a unit (server/src/domain/lottery/hits.ts). */
export const HIT_RULES = [
  'EXACT_FIRST',
  'EXACT_LEAD',
  'EXACT_ANY',
  'ALL_AMONG',
  'GROUP6',
  'GROUP3',
  'BSOE_LAST2',
  'BSOE_SUM3',
  'BSOE_SUM5',
] as const;
export type HitRule = (typeof HIT_RULES)[number];

/** Position names; the site translates them (lottery.positions.<name>). */
export const POSITION_NAMES = [
  'TEN_THOUSANDS',
  'THOUSANDS',
  'HUNDREDS',
  'TENS',
  'UNITS',
  'DIGITS',
  'NUMBERS',
  'CHOICE',
] as const;

const digits = Array.from({ length: 10 }, (_, i) => String(i));
export const PICK_OPTIONS: Record<PickKind, readonly string[]> = {
  DIGIT: digits,
  PAIR: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
  BSOE: ['BIG', 'SMALL', 'ODD', 'EVEN'],
};

export const positionSchema = z.object({
  name: z.enum(POSITION_NAMES),
  kind: z.enum(PICK_KINDS),
  /** the picks it offers, in order */
  options: z.array(z.string()),
  min: z.number().int(),
  max: z.number().int(),
});
export type PlayPosition = z.infer<typeof positionSchema>;

export const playSchema = z.object({
  playId: z.number().int(),
  code: z.string(),
  /** English name; the site translates by code (lottery.plays.<code>) */
  name: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  positions: z.array(positionSchema),
  units: z.enum(UNIT_RULES),
  hit: z.enum(HIT_RULES),
  /** what one winning unit pays per hit, times the unit price (stake included) */
  odds: z.number(),
});
export type Play = z.infer<typeof playSchema>;

/** GET /lgw/games/plays: keyed by playId. */
export const playsSchema = z.record(z.string(), playSchema);

const position = (name: PlayPosition['name'], kind: PickKind, min: number, max: number): PlayPosition => ({
  name,
  kind,
  options: [...PICK_OPTIONS[kind]],
  min,
  max,
});
const digitPositions = (...names: PlayPosition['name'][]) => names.map((n) => position(n, 'DIGIT', 1, 10));
const bsoe = [position('CHOICE', 'BSOE', 1, 4)];

type PlayRow = [
  playId: number,
  family: LotteryFamily,
  code: string,
  name: string,
  positions: PlayPosition[],
  units: UnitRule,
  hit: HitRule,
  odds: number,
];

const ROWS: PlayRow[] = [
  [2051, 'VN', 'LO2', 'Lô 2 số', digitPositions('TENS', 'UNITS'), 'PRODUCT', 'EXACT_ANY', 18],
  [2052, 'VN', 'DE2', 'Đề 2 số', digitPositions('TENS', 'UNITS'), 'PRODUCT', 'EXACT_FIRST', 90],
  [2053, 'VN', 'XIEN2', 'Lô xiên 2', [position('NUMBERS', 'PAIR', 2, 10)], 'PAIRS', 'ALL_AMONG', 460],
  [2057, 'VN', 'DE3', '3 càng', digitPositions('HUNDREDS', 'TENS', 'UNITS'), 'PRODUCT', 'EXACT_FIRST', 900],
  [2058, 'VN', 'DE_BSOE', 'Đề tài xỉu chẵn lẻ', bsoe, 'PRODUCT', 'BSOE_LAST2', 1.95],
  [
    3001,
    'FAST',
    'D3_DIRECT',
    '3D direct',
    digitPositions('HUNDREDS', 'TENS', 'UNITS'),
    'PRODUCT',
    'EXACT_FIRST',
    900,
  ],
  [3002, 'FAST', 'D3_GROUP6', '3D group 6', [position('DIGITS', 'DIGIT', 3, 10)], 'TRIPLES', 'GROUP6', 150],
  [3003, 'FAST', 'D3_GROUP3', '3D group 3', [position('DIGITS', 'DIGIT', 2, 10)], 'GROUP3', 'GROUP3', 300],
  [3004, 'FAST', 'D2_DIRECT', '2D direct', digitPositions('TENS', 'UNITS'), 'PRODUCT', 'EXACT_FIRST', 90],
  [3005, 'FAST', 'SUM_BSOE', 'Sum big/small/odd/even', bsoe, 'PRODUCT', 'BSOE_SUM3', 1.95],
  [
    4001,
    'DAILY',
    'D4_DIRECT',
    '4D direct',
    digitPositions('THOUSANDS', 'HUNDREDS', 'TENS', 'UNITS'),
    'PRODUCT',
    'EXACT_FIRST',
    9000,
  ],
  [
    4002,
    'DAILY',
    'D3_DIRECT',
    '3D direct',
    digitPositions('HUNDREDS', 'TENS', 'UNITS'),
    'PRODUCT',
    'EXACT_FIRST',
    900,
  ],
  [4003, 'DAILY', 'D2_ANY', '2D any prize', digitPositions('TENS', 'UNITS'), 'PRODUCT', 'EXACT_ANY', 30],
  [4004, 'DAILY', 'LAST2_BSOE', 'Big/small/odd/even', bsoe, 'PRODUCT', 'BSOE_LAST2', 1.95],
  [
    5001,
    'D5',
    'D5_DIRECT',
    '5D direct',
    digitPositions('TEN_THOUSANDS', 'THOUSANDS', 'HUNDREDS', 'TENS', 'UNITS'),
    'PRODUCT',
    'EXACT_FIRST',
    90000,
  ],
  [
    5002,
    'D5',
    'D5_FRONT3',
    'Front 3 direct',
    digitPositions('TEN_THOUSANDS', 'THOUSANDS', 'HUNDREDS'),
    'PRODUCT',
    'EXACT_LEAD',
    900,
  ],
  [
    5003,
    'D5',
    'D5_BACK3',
    'Back 3 direct',
    digitPositions('HUNDREDS', 'TENS', 'UNITS'),
    'PRODUCT',
    'EXACT_FIRST',
    900,
  ],
  [5004, 'D5', 'D5_BACK2', 'Back 2 direct', digitPositions('TENS', 'UNITS'), 'PRODUCT', 'EXACT_FIRST', 90],
  [5005, 'D5', 'D5_SUM_BSOE', 'Sum big/small/odd/even', bsoe, 'PRODUCT', 'BSOE_SUM5', 1.95],
];

export const PLAYS: readonly Play[] = ROWS.map(
  ([playId, family, code, name, positions, units, hit, odds]) => ({
    playId,
    family,
    code,
    name,
    positions,
    units,
    hit,
    odds,
  }),
);

export const playsOf = (family: LotteryFamily) => PLAYS.filter((p) => p.family === family);
export const findPlay = (playId: number) => PLAYS.find((p) => p.playId === playId);

/** The picks of each position, in the order given. */
export type Picks = string[][];

export type ParsedContent = { ok: true; picks: Picks; content: string } | { ok: false; reason: string };

/** Reads `bettingContent` for a play; `content` is the canonical form (picks in option order). */
export function parseContent(play: Pick<Play, 'positions'>, bettingContent: string): ParsedContent {
  const parts = bettingContent.trim().split('_');
  if (parts.length !== play.positions.length)
    return { ok: false, reason: `expected ${play.positions.length} positions joined by _` };
  const picks: Picks = [];
  for (const [index, spec] of play.positions.entries()) {
    const raw = parts[index]!.split(',').map((p) => p.trim().toUpperCase());
    const unknown = raw.find((p) => !spec.options.includes(p));
    if (unknown !== undefined)
      return { ok: false, reason: `"${unknown}" is not a pick of position ${index + 1}` };
    if (new Set(raw).size !== raw.length)
      return { ok: false, reason: `position ${index + 1} repeats a pick` };
    if (raw.length < spec.min || raw.length > spec.max)
      return { ok: false, reason: `position ${index + 1} takes ${spec.min} to ${spec.max} picks` };
    picks.push(spec.options.filter((option) => raw.includes(option)));
  }
  return { ok: true, picks, content: formatContent(picks) };
}

export function formatContent(picks: Picks): string {
  return picks.map((position) => position.join(',')).join('_');
}

const choose = (n: number, k: number) => {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return n < k ? 0 : Math.round(result);
};

/** How many bet units the picks make. */
export function unitsOf(play: Pick<Play, 'units'>, picks: Picks): number {
  const first = picks[0]?.length ?? 0;
  switch (play.units) {
    case 'PRODUCT':
      return picks.reduce((units, position) => units * position.length, picks.length > 0 ? 1 : 0);
    case 'PAIRS':
      return choose(first, 2);
    case 'TRIPLES':
      return choose(first, 3);
    case 'GROUP3':
      return first * (first - 1);
  }
}
