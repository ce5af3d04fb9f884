// Live casino table names as real lobbies show them: a game's variants ("Speed Baccarat",
// "Lightning Roulette"), in rooms ("VIP Speed Baccarat"), then table letters ("Speed Baccarat A").
import type { LiveClassification } from '@sim/shared/relay/gcsgame';

export const LIVE_VARIANTS: Record<LiveClassification, readonly string[]> = {
  BAC: [
    'Speed Baccarat',
    'Lightning Baccarat',
    'No Commission Baccarat',
    'Baccarat Squeeze',
    'Golden Wealth Baccarat',
    'Peek Baccarat',
    'Korean Speed Baccarat',
    'Salon Privé Baccarat',
    'Mega Baccarat',
    'Baccarat Control Squeeze',
    'Fortune Six Baccarat',
    'Super 8 Baccarat',
    'Dragon Bonus Baccarat',
    'Prosperity Tree Baccarat',
  ],
  SIC: [
    'Super Sic Bo',
    'Lightning Sic Bo',
    'Sic Bo Deluxe',
    'Speed Sic Bo',
    'Fortune Sic Bo',
    'Bonus Sic Bo',
  ],
  ROU: [
    'Lightning Roulette',
    'Auto Roulette',
    'Speed Roulette',
    'Immersive Roulette',
    'Double Ball Roulette',
    'Mega Roulette',
    'VIP Roulette',
    'Quantum Roulette',
    'Red Door Roulette',
    'Gold Bar Roulette',
  ],
  DAT: [
    'Dragon Tiger',
    'Speed Dragon Tiger',
    'Golden Dragon Tiger',
    'Lucky Dragon Tiger',
    'Dragon Tiger Deluxe',
    'Dragon Tiger Squeeze',
  ],
  BJ: [
    'Blackjack',
    'Speed Blackjack',
    'Infinite Blackjack',
    'Power Blackjack',
    'Lightning Blackjack',
    'Blackjack VIP',
    'Free Bet Blackjack',
    'Blackjack Party',
  ],
  HE: [
    "Casino Hold'em",
    "Ultimate Texas Hold'em",
    "Texas Hold'em Bonus",
    'Side Bet City',
    'Three Card Poker',
    'Caribbean Stud Poker',
  ],
  MT: [
    'Mega Wheel',
    'Dream Catcher',
    'Crazy Time',
    'Monopoly Live',
    'CandyLand Wheel',
    'Funky Time',
    'Wonderland Wheel',
    'Mega Ball',
  ],
  TCP: [
    'Teen Patti',
    'Teen Patti Face Off',
    'One Day Teen Patti',
    'Teen Patti 20-20',
    'Lucky Teen Patti',
    'Teen Patti Gold',
  ],
  WZPJ: [
    'Win Three Cards',
    'Three Card Brag',
    'Bull Bull Three Cards',
    'Three Pictures',
    'Speed Three Cards',
    'Golden Three Cards',
  ],
  SD: ['Se Die', 'Xóc Đĩa', 'Speed Xóc Đĩa', 'Lucky Se Die', 'Se Die Deluxe', 'Golden Se Die'],
  FT: ['Fan Tan', 'Speed Fan Tan', 'Fan Tan Deluxe', 'Lucky Fan Tan', 'Golden Fan Tan', 'Fan Tan Classic'],
  NN: ['Niu Niu', 'Bull Bull', 'Speed Niu Niu', 'Golden Niu Niu', 'Super Niu Niu', 'Niu Niu Deluxe'],
  YSX: [
    'Fish Prawn Crab',
    'Bầu Cua',
    'Hoo Hey How',
    'Speed Fish Prawn Crab',
    'Lucky Hoo Hey How',
    'Golden Bầu Cua',
  ],
  ZJH: [
    'Golden Flower',
    'Zha Jin Hua',
    'Speed Golden Flower',
    'Lucky Golden Flower',
    'Golden Flower Deluxe',
    'Three Card Flower',
  ],
  MJ: [
    'Mahjong Table',
    'Mahjong Ways Live',
    'Speed Mahjong',
    'Mahjong Showdown',
    'Lucky Mahjong',
    'Mahjong Deluxe',
  ],
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Rooms a studio runs the same game in ("VIP Speed Baccarat"), before tables get letters. */
const ROOMS = ['VIP', 'Salon', 'Royal', 'Prestige', 'Imperial', 'Asia'];

const roomsOf = (variants: readonly string[]) => [
  ...variants,
  ...ROOMS.flatMap((room) => variants.filter((v) => !v.includes(room)).map((v) => `${room} ${v}`)),
];

/** The n-th table of a game: each variant, then each in each room, then all of those with table letters. */
export function tableName(variants: readonly string[], n: number): string {
  const pool = roomsOf(variants);
  const name = pool[n % pool.length]!;
  const series = Math.floor(n / pool.length);
  if (series === 0) return name;
  return `${name} ${LETTERS[(series - 1) % LETTERS.length]}${series > LETTERS.length ? Math.ceil(series / LETTERS.length) : ''}`;
}
