import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { siteInitialJs } from './site-initial-js.ts';

let dist: string;
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A build with its manifest: file → its body; manifest keys as Vite writes them. */
function fakeBuild(manifest: Record<string, { file: string; imports?: string[] }>, gzipped: string[] = []) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-initial-js-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const { file } of Object.values(manifest)) {
    fs.writeFileSync(path.join(dist, file), `/* ${file} */ ${'x'.repeat(1000)}`);
  }
  for (const file of gzipped) fs.writeFileSync(path.join(dist, `${file}.gz`), Buffer.alloc(7));
}

describe('siteInitialJs', () => {
  it('counts the entry, what it imports, the home page group and the default language, not other lazy chunks', () => {
    fakeBuild(
      {
        'index.html': { file: 'assets/site-a.js', imports: ['_react-b.js'] },
        '_react-b.js': { file: 'assets/react-b.js' },
        'src/features/home/Home.page.tsx': {
          file: 'assets/Home.page-c.js',
          imports: ['_hooks-d.js', '_react-b.js'],
        },
        '_hooks-d.js': { file: 'assets/hooks-d.js' },
        '_locale-bn-e.js': { file: 'assets/locale-bn-e.js' },
        '_locale-en-f.js': { file: 'assets/locale-en-f.js' },
        'src/features/vip/Vip.page.tsx': { file: 'assets/Vip.page-g.js' },
        'admin/index.html': { file: 'assets/admin-h.js' },
      },
      ['assets/react-b.js'],
    );
    const inline = "(function(){fetch('/wps/system/status')})();";
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<head><script>${inline}</script><script type="module" src="/assets/site-a.js"></script></head>`,
    );
    const initial = siteInitialJs(dist);
    expect(initial.chunks.map((chunk) => chunk.file).sort()).toEqual([
      'assets/Home.page-c.js',
      'assets/hooks-d.js',
      'assets/locale-bn-e.js',
      'assets/react-b.js',
      'assets/site-a.js',
      'index.html (inline scripts)',
    ]);
    // the page's own scripts, gzipped as they come with it
    const written = initial.chunks.find((chunk) => chunk.file === 'index.html (inline scripts)');
    expect(written?.gzipBytes).toBe(gzipSync(inline).length);
    // the build's .gz copy when there is one, else gzip's size of the file
    const react = initial.chunks.find((chunk) => chunk.file === 'assets/react-b.js');
    expect(react?.gzipBytes).toBe(7);
    const site = initial.chunks.find((chunk) => chunk.file === 'assets/site-a.js');
    expect(site?.gzipBytes).toBe(gzipSync(fs.readFileSync(path.join(dist, 'assets/site-a.js'))).length);
    expect(initial.gzipBytes).toBe(initial.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0));
  });
});
