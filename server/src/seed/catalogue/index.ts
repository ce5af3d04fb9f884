// Seeds the vendors and the generated catalogue (about 16,500 games) in chunks, with progress.
import type { Db } from '../../db/client.ts';
import { generateCatalogue } from './generate.ts';
import { VENDORS } from './vendors.ts';

const CHUNK = 2500;

let generatedCount: number | undefined;

/** Whether the database holds the whole generated catalogue (a reset keeps it then, instead of rebuilding). */
export async function catalogueIsComplete(db: Db): Promise<boolean> {
  generatedCount ??= generateCatalogue().length;
  const [vendors, games] = await Promise.all([
    db.vendor.count(),
    db.game.count({ where: { declared: false } }),
  ]);
  return vendors === VENDORS.length && games === generatedCount;
}

export async function seedCatalogue(db: Db, progress: (line: string) => void): Promise<void> {
  if ((await db.vendor.count()) > 0) return;
  await db.vendor.createMany({
    data: VENDORS.map((v, sortOrder) => ({ code: v.code, name: v.name, gameType: v.gameType, sortOrder })),
  });
  const games = generateCatalogue();
  for (let start = 0; start < games.length; start += CHUNK) {
    await db.game.createMany({ data: games.slice(start, start + CHUNK) });
    progress(`catalogue: ${Math.min(start + CHUNK, games.length)}/${games.length} games`);
  }
}
