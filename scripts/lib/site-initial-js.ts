// What a first visit to /index downloads of the built site's JavaScript, read from Vite's manifest
// (web/dist/.vite/manifest.json): the entry's static imports, and the lazy chunks the first paint
// cannot do without (the home page group and the default language's first translations), each with what
// it imports in turn. Sizes are gzipped, as the server sends them (web/dist's precompressed .gz).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../../server/src/gateway/security-headers.ts';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** The site's JavaScript budget for the first load of /index, gzipped: issue 17's 250 KB, in bytes
 *  (250,000, as the bench's target reads it: scripts/bench/targets.ts imports this). */
export const INITIAL_JS_BUDGET_BYTES = 250_000;

/** The lazy modules /index loads before its first paint: its page group and the default language's
 *  first chunk (bn: the first screen's areas, web/src/i18n/first-paint-areas.ts; the language's later
 *  chunk, `locale-later-bn`, and the English fallback load once the page has loaded and painted). */
const FIRST_PAINT_MODULES = ['src/features/home/Home.page.tsx', /^_locale-bn-/];

export interface InitialJs {
  chunks: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export function siteInitialJs(distDir: string): InitialJs {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = Object.keys(manifest);
  const starts = ['index.html', ...FIRST_PAINT_MODULES.flatMap((m) => keys.filter((k) => matches(k, m)))];
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const body = fs.readFileSync(path.join(distDir, file));
      return { file, bytes: body.length, gzipBytes: gzippedSize(distDir, file, body) };
    });
  const inline = pageScripts(distDir);
  if (inline) chunks.push(inline);
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

/** The scripts written into index.html itself (the boot calls, the preloads, the theme), as one entry:
 *  they come with the page (gzipped with it). */
function pageScripts(distDir: string): InitialJs['chunks'][number] | undefined {
  const html = path.join(distDir, 'index.html');
  if (!fs.existsSync(html)) return undefined;
  const body = Buffer.from(inlineScripts(fs.readFileSync(html, 'utf8')).join('\n'));
  if (body.length === 0) return undefined;
  return { file: 'index.html (inline scripts)', bytes: body.length, gzipBytes: gzipSync(body).length };
}

function matches(key: string, module: string | RegExp): boolean {
  return typeof module === 'string' ? key === module : module.test(key);
}

/** The precompressed file's size when the build wrote one, else what gzip makes of it. */
export function gzippedSize(distDir: string, file: string, body: Buffer): number {
  const precompressed = path.join(distDir, `${file}.gz`);
  return fs.existsSync(precompressed) ? fs.statSync(precompressed).size : gzipSync(body).length;
}

/** `tsx scripts/lib/site-initial-js.ts [web/dist]`: the chunks, their sizes and the verdict. */
export function describeInitialJs(initial: InitialJs): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = initial.chunks.map(
    (c) => `  ${kb(c.gzipBytes).padStart(9)} gz  ${kb(c.bytes).padStart(9)}  ${c.file}`,
  );
  const verdict = initial.gzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  const budget = `${INITIAL_JS_BUDGET_BYTES.toLocaleString('en')} bytes`;
  return [
    ...lines,
    `initial JS for /index: ${kb(initial.gzipBytes)} (${initial.gzipBytes.toLocaleString('en')} bytes) gzipped, ${verdict} the ${budget} budget`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(describeInitialJs(siteInitialJs(path.resolve(process.argv[2] ?? 'web/dist'))));
}
