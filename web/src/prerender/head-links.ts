// The prerendered first screen paints before the site's scripts run, so before they load the lazy parts'
// stylesheets, and in Bengali, which waits for its web font (boot/bengali-font.ts): the page's head
// links both (and the server also sends them as a Link header). Which files they are, the client
// build's manifest says.
import fs from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** the Bengali subset of the site's font (app/bengali-font.css), keyed by its source path */
const BENGALI_FONT = /\/noto-sans-bengali-bengali-wght-normal\.woff2$/;

/**
 * The stylesheets of `modules` (source paths, as the manifest keys them) and of what they import; the
 * entry's own are in the page already.
 */
function stylesheetsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const sheets: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!sheets.includes(`/${css}`)) sheets.push(`/${css}`);
  };
  for (const module of modules) visit(module);
  return sheets;
}

/** The head's links for a first screen showing `modules`, from the client build's manifest (Vite's
 *  `build.manifest`): a preload of the Bengali font (the largest file the first paint waits for, first),
 *  then their stylesheets. */
export function headLinksOf(manifestFile: URL, modules: readonly string[]): string {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const font = Object.entries(manifest).find(([key]) => BENGALI_FONT.test(key))?.[1].file;
  const links = font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`] : [];
  for (const href of stylesheetsOf(manifest, modules))
    links.push(`<link rel="stylesheet" crossorigin href="${href}">`);
  return links.join('');
}
