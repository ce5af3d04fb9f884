// Every relay service code the server answers has a row in the legend of server/src/relay/README.md, so
// a new code (a new `<CODE>_method` relay) cannot arrive without saying what it serves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const RELAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/src/relay');
/** A relay name in a string: an upper-case code, `_`, a method with a lower-case letter (error codes have none). */
const RELAY_NAME = /['`/]([A-Z][A-Z0-9]*)_([A-Za-z][A-Za-z0-9]*)['`]/g;

function servedCodes(): string[] {
  const codes = new Set<string>();
  for (const entry of fs.readdirSync(RELAY_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, code, method] of source.matchAll(RELAY_NAME)) if (/[a-z]/.test(method!)) codes.add(code!);
  }
  return [...codes].sort();
}

it('the relay legend has a row for every service code the relays answer', () => {
  const legend = fs.readFileSync(path.join(RELAY_DIR, 'README.md'), 'utf8');
  const rows = new Set([...legend.matchAll(/^\| `([A-Z0-9]+)` \|/gm)].map((match) => match[1]));
  const codes = servedCodes();
  expect(codes.length).toBeGreaterThan(10);
  expect(codes.filter((code) => !rows.has(code))).toEqual([]);
});
