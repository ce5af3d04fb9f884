// The prerendered first screen paints before the site's scripts run, so before they load the lazy parts'
// stylesheets: the page's head links them. Which files they are, the client build's manifest says.
import fs from 'node:fs';

interface ManifestChunk {
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets of `modules` (source paths, as the manifest keys them) and of what they import, in
 * the client build (Vite's manifest, `build.manifest`); the entry's own are in the page already.
 */
export function stylesheetsOf(manifestFile: URL, modules: readonly string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
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
