// The catalogue goes in as plain SQL (index.ts): Prisma must read every game back exactly as the
// generator made it — booleans, the bigint minimum bet, the float payout, DateTime stamps it can parse.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { generateCatalogue } from './generate.ts';
import { catalogueIsComplete, seedCatalogue } from './index.ts';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-catalogue-'));
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), path.join(dir, 'sim.db'));
  db = createDb(`file:${path.join(dir, 'sim.db')}`);
  await db.vendor.deleteMany(); // the games go with their vendors
});
afterEach(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('seeds the generated catalogue as Prisma reads it, and knows it is complete', async () => {
  expect(await catalogueIsComplete(db)).toBe(false);
  const before = Date.now();
  const lines: string[] = [];
  await seedCatalogue(db, (line) => lines.push(line));

  const generated = generateCatalogue();
  const stored = await db.game.findMany({ orderBy: { id: 'asc' } });
  // the generator's columns as Prisma reads them back, then the ones it leaves to the defaults
  const asGenerated = stored.map((row) =>
    Object.fromEntries(Object.keys(generated[0]!).map((key) => [key, row[key as keyof typeof row]])),
  );
  expect(asGenerated).toEqual(generated.map((game) => ({ ...game, parentId: game.parentId ?? null })));
  const stamps = new Set(stored.map((row) => `${row.createdAt.getTime()} ${row.updatedAt.getTime()}`));
  expect(stamps.size).toBe(1);
  expect(stored[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(stored[0]!.updatedAt).toEqual(stored[0]!.createdAt);
  expect(
    stored.every((row) => row.platform === 'html5,html5-desktop' && !row.maintenance && !row.declared),
  ).toBe(true);
  expect(lines.at(-1)).toBe(`catalogue: ${generated.length}/${generated.length} games`);
  expect(await catalogueIsComplete(db)).toBe(true);
});
