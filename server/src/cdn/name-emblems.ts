// What a slot's name is about, drawn: a dragon's head for "Dragon", coins for "Fortune", a crown for
// "Queen", … in a 200 × 200 tile near (100, 84). A name with none of these words keeps its reel motif.

type Emblem = (accent: string) => string;

const coins: Emblem = () =>
  [
    [72, 104],
    [100, 94],
    [128, 104],
    [86, 70],
    [114, 70],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="20" ry="20" fill="#fbbf24" stroke="#92400e" stroke-width="3"/><text x="${x}" y="${(y ?? 0) + 7}" font-size="20" font-weight="900" text-anchor="middle" fill="#92400e">$</text>`,
    )
    .join('');

const gem: Emblem = (accent) =>
  `<polygon points="58,70 78,44 122,44 142,70 100,126" fill="#22d3ee" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><path d="M58 70 H142 M78 44 L88 70 L100 126 L112 70 L122 44" stroke="#0e7490" stroke-width="3" fill="none"/><polygon points="82,50 88,64 70,64" fill="#ecfeff"/>`;

const crown: Emblem = (accent) =>
  `<path d="M50 118 L44 56 L76 84 L100 42 L124 84 L156 56 L150 118Z" fill="#fbbf24" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><circle cx="100" cy="96" r="9" fill="#dc2626"/><circle cx="72" cy="102" r="7" fill="#22c55e"/><circle cx="128" cy="102" r="7" fill="#3b82f6"/>`;

const dragon: Emblem = (accent) =>
  `<path d="M46 110 Q50 64 92 54 L112 34 L114 56 Q148 60 156 86 L134 84 L144 100 Q120 96 112 110 Q96 128 70 124Z" fill="#16a34a" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><circle cx="118" cy="72" r="6" fill="#fde047"/><circle cx="119" cy="72" r="2.5" fill="#111"/><path d="M66 96 Q80 88 92 98 M70 110 Q84 102 96 112" stroke="#bbf7d0" stroke-width="3" fill="none"/><path d="M150 90 Q166 96 170 110" stroke="#f97316" stroke-width="5" fill="none" stroke-linecap="round"/>`;

const panda: Emblem = () =>
  `<circle cx="68" cy="50" r="16" fill="#111"/><circle cx="132" cy="50" r="16" fill="#111"/><circle cx="100" cy="86" r="46" fill="#fff" stroke="#111" stroke-width="3"/><ellipse cx="80" cy="80" rx="12" ry="15" fill="#111" transform="rotate(-20 80 80)"/><ellipse cx="120" cy="80" rx="12" ry="15" fill="#111" transform="rotate(20 120 80)"/><circle cx="82" cy="80" r="4" fill="#fff"/><circle cx="118" cy="80" r="4" fill="#fff"/><ellipse cx="100" cy="102" rx="9" ry="6" fill="#111"/>`;

const bigCat: Emblem = (accent) =>
  `<circle cx="100" cy="84" r="50" fill="#b45309" stroke="${accent}" stroke-width="4"/><circle cx="100" cy="90" r="36" fill="#f59e0b"/><circle cx="86" cy="82" r="5" fill="#111"/><circle cx="114" cy="82" r="5" fill="#111"/><path d="M92 98 L100 106 L108 98Z" fill="#7c2d12"/><path d="M100 106 Q92 116 84 110 M100 106 Q108 116 116 110" stroke="#7c2d12" stroke-width="3" fill="none"/>`;

const koi: Emblem = (accent) =>
  `<path d="M44 84 Q64 58 104 62 Q136 64 148 84 Q136 104 104 106 Q64 110 44 84Z" fill="#fb923c" stroke="#fff" stroke-width="3"/><path d="M80 66 Q90 84 78 102 M110 64 Q118 84 108 104" fill="#fff" opacity=".8"/><polygon points="148,84 176,62 168,84 176,106" fill="#fb923c" stroke="#fff" stroke-width="3"/><circle cx="66" cy="80" r="5" fill="#111"/><circle cx="36" cy="52" r="6" fill="${accent}" opacity=".6"/>`;

const pyramid: Emblem = (accent) =>
  `<polygon points="100,36 160,120 40,120" fill="#eab308" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/><path d="M100 36 L112 120" stroke="#a16207" stroke-width="3"/><path d="M62 94 H138 M76 74 H124" stroke="#a16207" stroke-width="2"/><circle cx="100" cy="64" r="8" fill="#fff"/><circle cx="100" cy="64" r="4" fill="#1d4ed8"/>`;

const fruit: Emblem = () =>
  `<circle cx="84" cy="96" r="20" fill="#dc2626"/><circle cx="116" cy="100" r="20" fill="#ef4444"/><path d="M84 76 Q96 46 118 40 M116 80 Q114 58 118 40" stroke="#15803d" stroke-width="4" fill="none"/><path d="M118 40 Q136 36 142 50 Q126 54 118 40Z" fill="#22c55e"/><circle cx="78" cy="90" r="5" fill="#fff8"/>`;

const star: Emblem = (accent) =>
  `<circle cx="100" cy="84" r="52" fill="#1e1b4b" stroke="${accent}" stroke-width="4"/><polygon points="100,46 111,74 140,74 117,92 126,120 100,103 74,120 83,92 60,74 89,74" fill="#fde047"/><circle cx="62" cy="56" r="3" fill="#fff"/><circle cx="142" cy="110" r="3" fill="#fff"/><circle cx="136" cy="52" r="2" fill="#fff"/>`;

const bolt: Emblem = (accent) =>
  `<path d="M48 74 Q52 48 80 50 Q92 30 118 38 Q146 36 150 62 Q164 70 154 84 H56 Q44 84 48 74Z" fill="#475569" stroke="${accent}" stroke-width="3"/><polygon points="106,74 84,112 100,112 90,140 124,98 106,98 116,74" fill="#fde047" stroke="#b45309" stroke-width="2"/>`;

const flame: Emblem = (accent) =>
  `<path d="M100 132 Q56 120 64 84 Q70 100 80 100 Q70 62 104 36 Q100 66 122 78 Q126 64 122 56 Q150 84 136 112 Q128 128 100 132Z" fill="#f97316" stroke="${accent}" stroke-width="3"/><path d="M100 126 Q80 118 86 100 Q94 108 98 104 Q94 86 108 74 Q110 96 122 104 Q118 122 100 126Z" fill="#fde047"/>`;

const skull: Emblem = () =>
  `<path d="M62 86 Q60 44 100 42 Q140 44 138 86 Q138 100 124 104 L124 120 H76 L76 104 Q62 100 62 86Z" fill="#f8fafc" stroke="#111" stroke-width="3"/><circle cx="84" cy="82" r="11" fill="#111"/><circle cx="116" cy="82" r="11" fill="#111"/><path d="M100 92 L94 104 H106Z" fill="#111"/><path d="M88 112 V120 M100 112 V120 M112 112 V120" stroke="#111" stroke-width="3"/>`;

const wheel: Emblem = (accent) =>
  `<circle cx="100" cy="84" r="52" fill="${accent}" stroke="#fff" stroke-width="5"/>${Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M100 84 L${(100 + 48 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(84 + 48 * Math.sin((i * Math.PI) / 4)).toFixed(1)} A48 48 0 0 1 ${(100 + 48 * Math.cos(((i + 1) * Math.PI) / 4)).toFixed(1)} ${(84 + 48 * Math.sin(((i + 1) * Math.PI) / 4)).toFixed(1)}Z" fill="${['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6'][i % 4]}"/>`,
  ).join(
    '',
  )}<circle cx="100" cy="84" r="10" fill="#fff"/><polygon points="92,24 108,24 100,40" fill="#fff"/>`;

/** The words of a name and what they draw, first match wins. */
const EMBLEMS: [RegExp, Emblem][] = [
  [/dragon|phoenix/i, dragon],
  [/panda/i, panda],
  [/lion|tiger|buffalo|wolf|rhino|monkey/i, bigCat],
  [/koi|fish|mermaid|reef/i, koi],
  [/pharaoh|temple|sphinx|pyramid|ancient|empire|dynasty/i, pyramid],
  [/gem|jewel|diamond|emerald|ruby|jade/i, gem],
  [/queen|kingdom|royal|king|majestic/i, crown],
  [/fortune|gold|riches|treasure|bonanza|coin|money|heist/i, coins],
  [/fruit|candy|cherry|sweet|orchard|blossom/i, fruit],
  [/galaxy|cosmic|stellar|star|zodiac|midnight/i, star],
  [/thunder|storm|electric|volcano/i, bolt],
  [/blazing|hot|fire|spicy|flame/i, flame],
  [/pirate|skull/i, skull],
  [/wheel|spin/i, wheel],
];

/** The emblem a name calls for, or null. */
export function nameEmblem(name: string, accent: string): string | null {
  const found = EMBLEMS.find(([words]) => words.test(name));
  return found ? found[1](accent) : null;
}
