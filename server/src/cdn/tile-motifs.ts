// The drawn motif at the heart of a game tile, one per kind of game (a slot's 7 and cherries, a
// roulette wheel, cards, dice, a fish, lottery balls, ...), in a 200 × 200 box, coloured by `accent`.
export const TILE_MOTIFS = [
  'slot',
  'jackpot',
  'cards',
  'roulette',
  'wheel',
  'dice',
  'fish',
  'sports',
  'esports',
  'cockfight',
  'lottery',
  'crash',
  'mahjong',
] as const;
export type TileMotif = (typeof TILE_MOTIFS)[number];

const DICE_TABLES = new Set(['SIC', 'SD', 'FT', 'YSX']);

/** Which motif a game gets: by its type, and for live tables and mini games by classify or name (card tables otherwise). */
export function motifOf(gameType: string, gameClassify: string, name: string): TileMotif {
  switch (gameType) {
    case 'LIVE':
      if (gameClassify === 'ROU') return 'roulette';
      if (gameClassify === 'MT') return 'wheel';
      if (gameClassify === 'MJ') return 'mahjong';
      if (DICE_TABLES.has(gameClassify)) return 'dice';
      return 'cards';
    case 'PVP':
      return /ludo|dice|sic bo/i.test(name) ? 'dice' : /mahjong|domino/i.test(name) ? 'mahjong' : 'cards';
    case 'FISH':
      return 'fish';
    case 'SPORTS':
      return 'sports';
    case 'ESPORTS':
      return 'esports';
    case 'COCKFIGHT':
      return 'cockfight';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'JACKPOT':
      return 'jackpot';
    case 'MINI':
      return /dice|hi-lo|coin/i.test(name) ? 'dice' : /wheel/i.test(name) ? 'wheel' : 'crash';
    default:
      return 'slot';
  }
}

const card = (x: number, y: number, rotate: number, label: string, red: boolean) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-22" y="-31" width="44" height="62" rx="6" fill="#fff" stroke="#0002"/><text x="-14" y="-12" font-size="16" font-weight="800" fill="${red ? '#dc2626' : '#111'}">${label}</text><path d="M0 10 L9 0 L0 -10 L-9 0Z" fill="${red ? '#dc2626' : '#111'}"/></g>`;

const die = (x: number, y: number, rotate: number, pips: [number, number][]) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-24" y="-24" width="48" height="48" rx="10" fill="#fff" stroke="#0003"/>${pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="5" fill="#dc2626"/>`).join('')}</g>`;

const ball = (x: number, y: number, n: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="20" fill="${fill}" stroke="#fff" stroke-width="3"/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/><text x="${x}" y="${y + 5}" font-size="13" font-weight="800" text-anchor="middle" fill="#111">${n}</text>`;

/** A slot tile shows one of three reels of symbols, picked by the title. */
const SLOT_MOTIFS: ((accent: string) => string)[] = [
  (accent) =>
    `<rect x="42" y="52" width="116" height="64" rx="12" fill="#0006" stroke="${accent}" stroke-width="4"/><text x="70" y="100" font-size="40" font-weight="900" text-anchor="middle" fill="#ef4444" stroke="#fff" stroke-width="2">7</text><circle cx="100" cy="92" r="9" fill="#dc2626"/><circle cx="110" cy="94" r="9" fill="#ef4444"/><path d="M100 83 Q104 66 112 64 M110 85 Q110 72 112 64" stroke="#16a34a" stroke-width="3" fill="none"/><polygon points="130,66 135,80 149,80 138,88 142,102 130,94 118,102 122,88 111,80 125,80" fill="#fde047"/>`,
  (accent) =>
    `<polygon points="60,62 80,40 120,40 140,62 100,128" fill="#22d3ee" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><path d="M60 62 L140 62 M80 40 L90 62 L100 128 L110 62 L120 40" stroke="#0e7490" stroke-width="3" fill="none"/><polygon points="84,46 90,58 72,58" fill="#cffafe"/>`,
  (accent) =>
    `<path d="M52 116 L46 58 L76 82 L100 44 L124 82 L154 58 L148 116Z" fill="#fbbf24" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><circle cx="100" cy="92" r="9" fill="#dc2626"/><circle cx="72" cy="100" r="7" fill="#22c55e"/><circle cx="128" cy="100" r="7" fill="#3b82f6"/>`,
];

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

/** The motif's SVG, centred near (100, 84); `seed` (from the title) varies its details between games. */
export function motifSvg(motif: TileMotif, accent: string, seed = 0): string {
  const at = (list: readonly string[], shift: number) => list[(seed + shift) % list.length]!;
  switch (motif) {
    case 'slot':
      return SLOT_MOTIFS[seed % SLOT_MOTIFS.length]!(accent);
    case 'jackpot':
      return `<ellipse cx="100" cy="106" rx="52" ry="16" fill="#b45309"/><rect x="48" y="78" width="104" height="28" fill="#f59e0b"/><ellipse cx="100" cy="78" rx="52" ry="16" fill="#fde047" stroke="#b45309" stroke-width="3"/><text x="100" y="84" font-size="18" font-weight="900" text-anchor="middle" fill="#92400e">JACKPOT</text><circle cx="62" cy="52" r="12" fill="#fde047" stroke="#b45309" stroke-width="3"/><circle cx="140" cy="46" r="10" fill="#fde047" stroke="#b45309" stroke-width="3"/>`;
    case 'cards':
      return (
        card(78, 86, -14, at(RANKS, 0), seed % 2 === 0) +
        card(100, 80, 0, at(RANKS, 3), true) +
        card(122, 86, 14, at(RANKS, 5), seed % 3 === 0)
      );
    case 'roulette':
      return `<circle cx="100" cy="84" r="52" fill="#7c2d12" stroke="#fbbf24" stroke-width="5"/>${Array.from({ length: 12 }, (_, i) => `<path d="M100 84 L${100 + 46 * Math.cos((i * Math.PI) / 6)} ${84 + 46 * Math.sin((i * Math.PI) / 6)} A46 46 0 0 1 ${100 + 46 * Math.cos(((i + 1) * Math.PI) / 6)} ${84 + 46 * Math.sin(((i + 1) * Math.PI) / 6)}Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#dc2626' : '#111'}"/>`).join('')}<circle cx="100" cy="84" r="20" fill="#fbbf24"/><circle cx="132" cy="58" r="6" fill="#fff"/>`;
    case 'wheel':
      return `<circle cx="100" cy="84" r="54" fill="${accent}" stroke="#fff" stroke-width="5"/>${Array.from({ length: 8 }, (_, i) => `<path d="M100 84 L${100 + 50 * Math.cos((i * Math.PI) / 4)} ${84 + 50 * Math.sin((i * Math.PI) / 4)} A50 50 0 0 1 ${100 + 50 * Math.cos(((i + 1) * Math.PI) / 4)} ${84 + 50 * Math.sin(((i + 1) * Math.PI) / 4)}Z" fill="${['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6'][i % 4]}"/>`).join('')}<circle cx="100" cy="84" r="12" fill="#fff"/><polygon points="92,22 108,22 100,38" fill="#fff"/>`;
    case 'dice':
      return (
        die(80, 92, -12, [
          [-10, -10],
          [0, 0],
          [10, 10],
        ]) +
        die(124, 74, 16, [
          [-10, -10],
          [10, -10],
          [-10, 10],
          [10, 10],
        ])
      );
    case 'fish':
      return `<path d="M40 84 Q60 60 100 62 Q136 62 150 84 Q136 106 100 106 Q60 108 40 84Z" fill="${accent}" stroke="#fff" stroke-width="3"/><polygon points="150,84 176,62 170,84 176,106" fill="${accent}" stroke="#fff" stroke-width="3"/><circle cx="66" cy="78" r="7" fill="#fff"/><circle cx="64" cy="78" r="3" fill="#111"/><path d="M96 66 Q104 84 96 102" stroke="#fff8" stroke-width="4" fill="none"/><circle cx="40" cy="48" r="6" fill="#fff6"/><circle cx="30" cy="34" r="4" fill="#fff6"/>`;
    case 'sports':
      return `<circle cx="100" cy="84" r="48" fill="#fff" stroke="#111" stroke-width="3"/><polygon points="100,64 119,78 112,100 88,100 81,78" fill="#111"/><path d="M100 64 L100 38 M119 78 L144 70 M112 100 L128 122 M88 100 L72 122 M81 78 L56 70" stroke="#111" stroke-width="3"/>`;
    case 'esports':
      return `<rect x="46" y="62" width="108" height="52" rx="26" fill="#111827" stroke="${accent}" stroke-width="4"/><path d="M70 78 v20 M60 88 h20" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="124" cy="80" r="6" fill="#22d3ee"/><circle cx="138" cy="94" r="6" fill="#f43f5e"/>`;
    case 'cockfight':
      return `<path d="M70 110 Q60 70 86 56 Q92 40 104 48 Q118 42 116 58 Q140 70 132 100 Q120 118 96 116Z" fill="#b91c1c" stroke="#fff" stroke-width="3"/><path d="M104 48 l6 -12 l4 12 l8 -8 l-2 14" fill="#ef4444"/><polygon points="118,62 134,66 118,70" fill="#f59e0b"/><circle cx="110" cy="60" r="3" fill="#111"/><path d="M60 96 Q40 80 52 60 Q58 84 70 92" fill="#1f2937"/>`;
    case 'lottery':
      return (
        ball(64, 96, (seed % 9) + 1, '#ef4444') +
        ball(100, 70, (seed % 20) + 10, '#3b82f6') +
        ball(136, 96, (seed % 19) + 30, '#22c55e')
      );
    case 'crash':
      return `<path d="M40 124 Q100 116 150 46" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/><g transform="translate(150 46) rotate(-40)"><path d="M-10 -24 Q0 -40 10 -24 L10 12 L-10 12Z" fill="#e5e7eb" stroke="#111" stroke-width="2"/><circle cx="0" cy="-10" r="5" fill="#38bdf8"/><path d="M-6 12 L0 26 L6 12Z" fill="#f97316"/></g>`;
    case 'mahjong':
      return `<g transform="rotate(-8 90 84)"><rect x="56" y="48" width="56" height="74" rx="8" fill="#fefce8" stroke="#15803d" stroke-width="4"/><circle cx="84" cy="85" r="18" fill="none" stroke="#dc2626" stroke-width="6"/><circle cx="84" cy="85" r="6" fill="#dc2626"/></g><rect x="108" y="52" width="48" height="66" rx="8" fill="#fefce8" stroke="#15803d" stroke-width="4"/><circle cx="132" cy="74" r="8" fill="#2563eb"/><circle cx="132" cy="98" r="8" fill="#16a34a"/>`;
  }
}
