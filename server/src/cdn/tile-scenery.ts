// The parts of a game tile around its motif: a background pattern picked per game (rays, dots, waves or
// diamonds) and, for live tables, a dealer behind the table.

const rays = (colour: string) =>
  `<g fill="${colour}">${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 14;
    const p = (angle: number) =>
      `${(100 + 160 * Math.cos(angle)).toFixed(0)} ${(84 + 160 * Math.sin(angle)).toFixed(0)}`;
    return `<path d="M100 84 L${p(a)} L${p(b)}Z"/>`;
  }).join('')}</g>`;

const dots = (colour: string) =>
  `<g fill="${colour}">${Array.from({ length: 36 }, (_, i) => `<circle cx="${(i % 6) * 36 + 10}" cy="${Math.floor(i / 6) * 36 + 10}" r="5"/>`).join('')}</g>`;

const waves = (colour: string) =>
  `<g fill="none" stroke="${colour}" stroke-width="6">${[30, 70, 110, 150]
    .map((y) => `<path d="M-10 ${y} Q40 ${y - 20} 90 ${y} T190 ${y} T290 ${y}"/>`)
    .join('')}</g>`;

const diamonds = (colour: string) =>
  `<g fill="${colour}">${Array.from({ length: 25 }, (_, i) => {
    const x = (i % 5) * 48 + (Math.floor(i / 5) % 2) * 24;
    const y = Math.floor(i / 5) * 44;
    return `<path d="M${x} ${y - 10} L${x + 10} ${y} L${x} ${y + 10} L${x - 10} ${y}Z"/>`;
  }).join('')}</g>`;

const PATTERNS = [rays, dots, waves, diamonds];

/** One of the patterns, by the game's seed, faint over the background. */
export const patternSvg = (seed: number) => PATTERNS[seed % PATTERNS.length]!('#ffffff1f');

const HAIR = ['#1f2937', '#78350f', '#111827', '#a16207'];
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac'];

/** A dealer behind the table: head, hair, a waistcoat and a bow tie, and the table's green edge;
 *  the motif (cards, wheel, dice) then sits on the table in front. */
export function dealerSvg(seed: number): string {
  const hair = HAIR[seed % HAIR.length]!;
  const skin = SKIN[(seed >> 2) % SKIN.length]!;
  const long = seed % 2 === 0;
  return `<g data-dealer="1">${long ? `<path d="M70 52 Q70 18 100 18 Q130 18 130 52 L134 92 H66Z" fill="${hair}"/>` : ''}
<path d="M52 132 Q56 84 100 82 Q144 84 148 132Z" fill="#111827"/><path d="M86 84 L100 120 L114 84Z" fill="#f8fafc"/>
<path d="M90 92 L100 98 L90 104Z M110 92 L100 98 L110 104Z" fill="#dc2626"/><rect x="94" y="66" width="12" height="18" fill="${skin}"/>
<ellipse cx="100" cy="50" rx="22" ry="26" fill="${skin}"/><path d="M78 46 Q80 22 100 22 Q120 22 122 46 Q112 32 100 34 Q88 32 78 46Z" fill="${hair}"/>
<circle cx="92" cy="52" r="2.5" fill="#111"/><circle cx="108" cy="52" r="2.5" fill="#111"/><path d="M93 62 Q100 67 107 62" stroke="#9f1239" stroke-width="2" fill="none"/></g>
<path d="M0 124 Q100 100 200 124 V200 H0Z" fill="#166534"/><path d="M0 124 Q100 100 200 124" stroke="#ca8a04" stroke-width="5" fill="none"/>`;
}
