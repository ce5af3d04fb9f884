// The deterministic seed: fixed ids, idempotent (run it twice, nothing changes), with progress output.
import type { Db } from '../db/client.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedCatalogue } from './catalogue/index.ts';
import { MERCHANTS, seedMerchant } from './merchants.ts';
import { PERSONAS, preparePersona } from './personas.ts';
import { seedPromotions } from './promotions.ts';

export type Progress = (line: string) => void;

export async function seed(db: Db, now: Date, progress: Progress = () => {}): Promise<void> {
  const total = MERCHANTS.length + PERSONAS.length;
  let done = 0;
  const step = (what: string) => progress(`seed [${String(++done).padStart(2)}/${total}] ${what}`);
  for (const merchant of MERCHANTS) {
    await seedMerchant(db, merchant);
    step(`merchant ${merchant.code} (${merchant.name})`);
  }
  await db.simSetting.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  // scrypt runs on the thread pool: hash a few personas at a time, insert them in id order (uplines first)
  const ready = PERSONAS.map((persona) => preparePersona(db, persona, now));
  for (const [index, persona] of PERSONAS.entries()) {
    await (await ready[index]!)();
    step(`persona ${persona.merchantCode}/${persona.username}: ${persona.note}`);
  }
  await seedCatalogue(db, (line) => progress(`seed ${line}`));
  for (const merchant of MERCHANTS) await seedAnnouncements(db, merchant.code, now);
  for (const merchant of MERCHANTS) await seedPromotions(db, merchant, now);
}

/**
 * The generated catalogue never changes at run time but for maintenance flags: kept by a wipe, less
 * the games scenarios declared.
 */
const KEPT_TABLES = new Set(['Vendor', 'Game']);

/** Empties every table but the catalogue (for data.reset and sim:reset); the schema stays. */
export async function wipe(db: Db): Promise<void> {
  const all = await db.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%'",
  );
  const tables = all.filter((t) => !KEPT_TABLES.has(t.name));
  await db.$executeRawUnsafe('PRAGMA foreign_keys = OFF');
  try {
    for (const { name } of tables) await db.$executeRawUnsafe(`DELETE FROM "${name}"`);
  } finally {
    await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  }
  // after the rounds that hold them are gone
  await db.$transaction([
    db.vendor.updateMany({ data: { maintenance: false } }),
    db.game.updateMany({ data: { maintenance: false } }),
    db.game.deleteMany({ where: { declared: true } }),
  ]);
}
