// The seed-complete marker: the seed's last write. Data without it is what an interrupted seed leaves
// (the finding: a SIGKILL mid-seed left 2 of 15 members, or no wallets), so start-up checks it.
import type { Db } from '../db/client.ts';

/** Raised when the seed's content changes in a way that old databases should notice. */
export const SEED_VERSION = 1;

export type SeedState = 'complete' | 'empty' | 'incomplete';

export async function markSeedComplete(db: Db, now: Date): Promise<void> {
  const data = { version: SEED_VERSION, completedAt: now };
  await db.seedState.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

/** complete: the marker is there; empty: nothing seeded yet; incomplete: data but no marker. */
export async function seedStateOf(db: Db): Promise<SeedState> {
  if (await db.seedState.findUnique({ where: { id: 1 }, select: { id: true } })) return 'complete';
  const [merchants, members, vendors] = await Promise.all([
    db.merchant.count(),
    db.member.count(),
    db.vendor.count(),
  ]);
  return merchants + members + vendors === 0 ? 'empty' : 'incomplete';
}

/** For a server about to serve `where`: a clear refusal unless the seed there completed. */
export async function requireCompleteSeed(db: Db, where: string): Promise<void> {
  const state = await seedStateOf(db);
  if (state === 'complete') return;
  throw new Error(
    state === 'empty'
      ? `${where} is not seeded: run \`pnpm db:seed\` (or \`pnpm start\`, which seeds it) first`
      : `${where} holds an incomplete seed (no seed-complete marker: a seed or reset was interrupted); ` +
          'run `pnpm sim:reset` to seed it again (`pnpm start` does so by itself)',
  );
}
