// Every relative link of the documentation points at a file that exists, and at a heading of it when it
// names one: a renamed folder or section fails here, not in a reader's browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors, relativeLinks } from './markdown-links.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = [
  'README.md',
  'ARCHITECTURE.md',
  'PERFORMANCE.md',
  'server/src/relay/README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

function brokenLinks(page: string): string[] {
  const source = path.join(ROOT, page);
  const broken: string[] = [];
  for (const link of relativeLinks(fs.readFileSync(source, 'utf8'))) {
    const target = link.file ? path.resolve(path.dirname(source), link.file) : source;
    const shown = `${page}:${link.line} -> ${link.file}${link.anchor === undefined ? '' : `#${link.anchor}`}`;
    if (!fs.existsSync(target)) broken.push(`${shown} (no such file)`);
    else if (
      link.anchor &&
      target.endsWith('.md') &&
      !headingAnchors(fs.readFileSync(target, 'utf8')).has(link.anchor)
    )
      broken.push(`${shown} (no such heading)`);
  }
  return broken;
}

describe('documentation links', () => {
  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it('README links every guide in docs/', () => {
    const linked = new Set(
      relativeLinks(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).map((link) =>
        path.normalize(link.file),
      ),
    );
    const guides = PAGES.filter((page) => page.startsWith('docs/'));
    expect(guides.filter((guide) => !linked.has(path.normalize(guide)))).toEqual([]);
  });
});
