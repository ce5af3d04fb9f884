// Artwork the simulator draws itself, so every icon renders with no outside host: game icons,
// vendor logos and banners as small SVGs, coloured by a hash of their name.
import { nameEmblem } from './name-emblems.ts';
import { motifSvg, type TileMotif } from './tile-motifs.ts';
import { dealerSvg, patternSvg } from './tile-scenery.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 360;
  return h;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A vendor's palette: two hues from its code, so every vendor's tiles share a look and differ from others'. */
export function vendorPalette(vendorCode: string) {
  const h = hue(vendorCode);
  return {
    from: `hsl(${h},72%,46%)`,
    to: `hsl(${(h + 40) % 360},70%,22%)`,
    accent: `hsl(${(h + 180) % 360},85%,62%)`,
  };
}

/**
 * A game tile drawn from the game itself: the vendor's palette turned a little per game, a background
 * pattern and the motif of its kind (a slot whose name names a dragon, coins, a crown… draws that), a
 * live table its dealer. The name and vendor are printed under the tile by the site, not drawn again;
 * the vendor's name sits small in a corner, as a studio's mark does.
 */
export function gameTile(game: {
  title: string;
  vendorCode: string;
  vendorName: string;
  motif: TileMotif;
  live?: boolean;
}) {
  const palette = vendorPalette(game.vendorCode);
  const seed = hue(game.title);
  const turn = (seed % 41) - 20;
  const base = hue(game.vendorCode);
  const from = `hsl(${(base + turn + 360) % 360},72%,46%)`;
  const to = `hsl(${(base + 40 + turn + 360) % 360},70%,22%)`;
  const emblem = game.motif === 'slot' ? nameEmblem(game.title, palette.accent) : null;
  const centre = game.live
    ? `${dealerSvg(seed)}<g transform="translate(40 100) scale(.6)">${motifSvg(game.motif, palette.accent, seed)}</g>`
    : (emblem ?? motifSvg(game.motif, palette.accent, seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" data-motif="${game.motif}" data-palette="${palette.from}"${emblem ? ' data-emblem="1"' : ''}>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="l" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="c"><rect width="200" height="200" rx="28"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#g)"/>${patternSvg(seed)}<rect width="200" height="200" fill="url(#l)"/>
<g transform="translate(0 14)">${centre}</g></g>
<text x="14" y="24" fill="#ffffffd9" font-family="sans-serif" font-size="12" font-weight="800" letter-spacing=".5">${escapeXml(game.vendorName)}</text></svg>`;
}

export function gameIcon(title: string, vendor: string): string {
  const h = hue(title);
  const lines = wrap(title, 12)
    .map(
      (line, i, all) =>
        `<text x="100" y="${100 + (i - (all.length - 1) / 2) * 26}" font-size="22">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/><circle cx="160" cy="40" r="60" fill="#ffffff18"/>
<g fill="#fff" font-family="sans-serif" font-weight="700" text-anchor="middle">${lines}</g>
<text x="100" y="182" fill="#ffffffcc" font-family="sans-serif" font-size="16" text-anchor="middle">${escapeXml(vendor)}</text></svg>`;
}

const MARKS = [
  // a star, a diamond, a ring, a chevron, a spade: the vendor's mark beside its name
  (c: string) => `<polygon points="24,26 29,40 44,40 32,49 36,63 24,55 12,63 16,49 4,40 19,40" fill="${c}"/>`,
  (c: string) =>
    `<path d="M24 22 L42 46 L24 70 L6 46Z" fill="${c}"/><path d="M24 30 L36 46 L24 62 L12 46Z" fill="#fff6"/>`,
  (c: string) =>
    `<circle cx="24" cy="46" r="18" fill="none" stroke="${c}" stroke-width="7"/><circle cx="24" cy="46" r="6" fill="${c}"/>`,
  (c: string) =>
    `<path d="M6 30 L24 46 L6 62 M22 30 L40 46 L22 62" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  (c: string) =>
    `<path d="M24 22 Q44 42 36 54 Q30 62 24 52 Q18 62 12 54 Q4 42 24 22Z M20 52 L16 68 H32 L28 52Z" fill="${c}"/>`,
];

/**
 * A vendor's wordmark: its mark and its name set in two weights (the first word heavy), in its colour
 * (COLOR) or in white (WHITE) on no background, as a studio's logo sits on a footer. Without a name
 * (an unknown code) the code stands in.
 */
export function vendorLogo(code: string, style: string, name = code): string {
  const h = hue(code);
  const colour = style === 'WHITE' ? '#ffffff' : `hsl(${h},70%,45%)`;
  const [first = code, ...rest] = name.split(' ');
  const size = name.length > 14 ? 22 : 28;
  const mark = MARKS[h % MARKS.length]!(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" data-vendor="${escapeXml(code)}">
${mark}<text x="52" y="${46 + size / 3}" fill="${colour}" font-family="sans-serif" font-size="${size}" textLength="${Math.min(184, name.length * size * 0.6)}" lengthAdjust="spacingAndGlyphs"><tspan font-weight="900">${escapeXml(first)}</tspan>${rest.length ? `<tspan font-weight="400"> ${escapeXml(rest.join(' '))}</tspan>` : ''}</text></svg>`;
}

export function banner(title: string): string {
  const h = hue(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},75%,35%)"/><stop offset="1" stop-color="hsl(${(h + 90) % 360},75%,50%)"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#b)"/><circle cx="1050" cy="60" r="220" fill="#ffffff14"/><circle cx="150" cy="360" r="160" fill="#00000022"/>
<text x="80" y="200" fill="#fff" font-family="sans-serif" font-size="72" font-weight="800">${escapeXml(title)}</text></svg>`;
}
