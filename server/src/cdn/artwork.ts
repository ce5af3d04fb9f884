// Artwork the simulator draws itself, so every icon renders with no outside host: game icons,
// vendor logos and banners as small SVGs, coloured by a hash of their name.
import { motifSvg, type TileMotif } from './tile-motifs.ts';

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

/** A game tile: the vendor's palette, the motif of the game's kind, its title and the vendor's name. */
export function gameTile(game: { title: string; vendorCode: string; vendorName: string; motif: TileMotif }) {
  const palette = vendorPalette(game.vendorCode);
  const lines = wrap(game.title, 16)
    .slice(0, 2)
    .map(
      (line, i, all) =>
        `<text x="100" y="${160 + (i - (all.length - 1)) * 19}" font-size="17">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" data-motif="${game.motif}" data-palette="${palette.from}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="l" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/><rect width="200" height="200" rx="28" fill="url(#l)"/>
<path d="M0 150 Q100 128 200 150 L200 172 Q200 200 172 200 L28 200 Q0 200 0 172Z" fill="#0000004d"/>
${motifSvg(game.motif, palette.accent, hue(game.title))}
<g fill="#fff" font-family="sans-serif" font-weight="800" text-anchor="middle">${lines}</g>
<text x="100" y="190" fill="#ffffffcc" font-family="sans-serif" font-size="12" font-weight="600" text-anchor="middle">${escapeXml(game.vendorName)}</text></svg>`;
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

export function vendorLogo(code: string, style: string): string {
  const h = hue(code);
  const light = style === 'WHITE';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96">
<rect width="240" height="96" rx="18" fill="${light ? '#ffffff' : `hsl(${h},65%,42%)`}"/>
<text x="120" y="60" fill="${light ? `hsl(${h},65%,35%)` : '#fff'}" font-family="sans-serif" font-size="34" font-weight="800" text-anchor="middle">${escapeXml(code)}</text></svg>`;
}

export function banner(title: string): string {
  const h = hue(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},75%,35%)"/><stop offset="1" stop-color="hsl(${(h + 90) % 360},75%,50%)"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#b)"/><circle cx="1050" cy="60" r="220" fill="#ffffff14"/><circle cx="150" cy="360" r="160" fill="#00000022"/>
<text x="80" y="200" fill="#fff" font-family="sans-serif" font-size="72" font-weight="800">${escapeXml(title)}</text></svg>`;
}
