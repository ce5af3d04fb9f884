// ARCHITECTURE.md's folder tables match the tree: every top folder of server/src, shared/src, web/src,
// scripts and tests has a row, and every folder a row names exists. A folder added, renamed or removed
// without the map following fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['server/src', 'shared/src', 'web/src', 'scripts', 'tests'];
const architecture = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** The folders the first column of a root's table names: `domain/`, `features/<area>/` -> features. */
function foldersNamed(root: string): string[] {
  const start = architecture.indexOf(`### \`${root}\``);
  if (start === -1) return [];
  const end = architecture.indexOf('\n#', start + 1);
  const section = architecture.slice(start, end === -1 ? undefined : end);
  const firstCells = [...section.matchAll(/^\| ([^|]+) \|/gm)].map((match) => match[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([\w.-]+)\/[^`]*`/g)].map((match) => match[1]!));
}

const foldersIn = (root: string) =>
  fs
    .readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

describe('ARCHITECTURE.md', () => {
  it.each(ROOTS)('names every folder of %s, and only folders that exist', (root) => {
    const named = new Set(foldersNamed(root));
    const present = foldersIn(root);
    expect(
      present.filter((folder) => !named.has(folder)),
      'folders without a row',
    ).toEqual([]);
    expect(
      [...named].filter((folder) => !present.includes(folder)),
      'rows naming no folder',
    ).toEqual([]);
  });
});
