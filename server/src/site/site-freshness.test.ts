import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { whySiteIsStale } from './site-freshness.ts';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (file: string, at: number) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, at, at);
};

/** A checkout whose sources were written at 1000 s and its build at `builtAt`. */
function checkout(builtAt: number | undefined) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-site-build-'));
  for (const file of ['web/src/main.tsx', 'web/admin/index.html', 'shared/src/money.ts', 'web/index.html'])
    write(file, 1000);
  write('web/package.json', 1000);
  write('web/vite.config.ts', 1000);
  write('node_modules/.modules.yaml', 1000);
  if (builtAt !== undefined) {
    write('web/dist/index.html', builtAt);
    write('web/dist-prerender/worker.js', builtAt);
  }
}

describe('whySiteIsStale', () => {
  it('is stale with no build, or with the prerender missing', () => {
    checkout(undefined);
    expect(whySiteIsStale(root)).toBe('no build yet');
    write('web/dist/index.html', 2000);
    expect(whySiteIsStale(root)).toBe('no build yet');
  });

  it('is current when the build is newer than every source', () => {
    checkout(2000);
    expect(whySiteIsStale(root)).toBeUndefined();
  });

  it.each([
    ['web/src/features/home/Home.page.tsx', 'web/src'],
    ['shared/src/money.ts', 'shared/src'],
    ['web/vite.config.ts', 'web/vite.config.ts'],
    ['web/vite.prerender.config.ts', 'web/vite.prerender.config.ts'],
    ['node_modules/.modules.yaml', 'node_modules/.modules.yaml'],
  ])('is stale once %s is newer than the build', (file, named) => {
    checkout(2000);
    write(file, 3000);
    expect(whySiteIsStale(root)).toBe(`${named} changed since the last build`);
  });
});
