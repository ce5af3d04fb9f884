// The deterministic seed: fixed ids, idempotent (run it twice, nothing changes), with progress output;
// the seed-complete marker last. Resets run it on a scratch database (control/reset.ts).
import type { Db } from '../db/client.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedCatalogue } from './catalogue/index.ts';
import { seedLiveModels } from './live-models.ts';
import { markSeedComplete } from './marker.ts';
import { seedMerchant, seedMerchants } from './merchants.ts';
import { seedMissionsAndInbox } from './missions-inbox.ts';
import { PERSONAS, preparePersona, seedPasswordHasher } from './personas.ts';
import { seedPointsMall } from './points-goods.ts';
import { seedPromotions } from './promotions.ts';
import { seedRewardVouchers } from './reward-vouchers.ts';

export type Progress = (line: string) => void;

export interface SeedOptions {
  /** false: leave the catalogue out (a reset that keeps the live one) */
  catalogue?: boolean;
}

export async function seed(
  db: Db,
  now: Date,
  progress: Progress = () => {},
  options: SeedOptions = {},
): Promise<void> {
  const merchants = seedMerchants();
  const total = merchants.length + PERSONAS.length;
  let done = 0;
  const step = (what: string) => progress(`seed [${String(++done).padStart(2)}/${total}] ${what}`);
  for (const merchant of merchants) {
    await seedMerchant(db, merchant);
    step(`merchant ${merchant.code} (${merchant.name})`);
  }
  await db.simSetting.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  // scrypt runs on the thread pool: hash a few personas at a time, insert them in id order (uplines first)
  const hash = seedPasswordHasher();
  const ready = PERSONAS.map((persona) => preparePersona(db, persona, now, hash));
  for (const [index, persona] of PERSONAS.entries()) {
    await (await ready[index]!)();
    step(`persona ${persona.merchantCode}/${persona.username}: ${persona.note}`);
  }
  if (options.catalogue !== false) await seedCatalogue(db, (line) => progress(`seed ${line}`));
  for (const merchant of merchants) await seedAnnouncements(db, merchant.code, now);
  for (const merchant of merchants) await seedPromotions(db, merchant, now);
  for (const merchant of merchants) await seedRewardVouchers(db, merchant, now);
  for (const merchant of merchants) await seedLiveModels(db, merchant.code, now);
  await seedPointsMall(db, now);
  for (const merchant of merchants) await seedMissionsAndInbox(db, merchant.code, now);
  progress('seed points mall: goods for both merchants, points for demo01');
  await markSeedComplete(db, now);
}
