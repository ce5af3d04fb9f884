// data.*: back to the seed, named snapshots under DATA_DIR/snapshots, and the whole state as a file.
import fs from 'node:fs';
import path from 'node:path';
import { historyInput, importInput, snapshotNameInput } from '@sim/shared/admin/data';
import { TRPCError } from '@trpc/server';
import { addDemoHistory, resetToSeed } from '../../control/reset.ts';
import {
  exportDatabase,
  importDatabase,
  restoreSnapshot,
  SnapshotError,
  snapshotDir,
  writeSnapshot,
} from '../../control/snapshots.ts';
import { reloadServices } from '../../services.ts';
import { type AdminContext, adminProcedure, router } from '../trpc.ts';

function snapshotsOf(ctx: AdminContext): string {
  if (!ctx.sim.dataDir)
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'this server has no DATA_DIR for snapshots',
    });
  return snapshotDir(ctx.sim.dataDir);
}

async function asAdminError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SnapshotError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}

export const dataRouter = router({
  reset: adminProcedure.mutation(async ({ ctx }) => {
    // built aside and swapped in with one transaction: a crash leaves the old state or the seed
    const { catalogueChanged } = await resetToSeed(ctx.sim.db, new Date());
    await reloadServices(ctx.sim, { catalogue: catalogueChanged });
    // injected trouble is part of the state QA resets away
    await ctx.sim.faults.clear();
    return { reset: true };
  }),

  /** the demo members' weeks of history (seed/history.ts), dated before the simulated now; once each */
  history: adminProcedure.input(historyInput).mutation(async ({ ctx, input }) => {
    const members = await addDemoHistory(ctx.sim.db, ctx.sim.clock.now(), input?.usernames);
    return { members };
  }),

  snapshot: adminProcedure.input(snapshotNameInput).mutation(async ({ ctx, input }) => {
    const file = path.join(snapshotsOf(ctx), `${input.name}.db`);
    await writeSnapshot(ctx.sim.db, file);
    return { name: input.name, bytes: fs.statSync(file).size, takenAt: ctx.sim.clock.now().toISOString() };
  }),

  restore: adminProcedure.input(snapshotNameInput).mutation(async ({ ctx, input }) => {
    await asAdminError(() => restoreSnapshot(ctx.sim.db, path.join(snapshotsOf(ctx), `${input.name}.db`)));
    await reloadServices(ctx.sim);
    return { restored: input.name };
  }),

  snapshots: adminProcedure.query(({ ctx }) => {
    const dir = snapshotsOf(ctx);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.db'))
      .map((f) => {
        const stat = fs.statSync(path.join(dir, f));
        return { name: f.slice(0, -3), bytes: stat.size, savedAt: stat.mtime.toISOString() };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }),

  export: adminProcedure.query(async ({ ctx }) => {
    const bytes = await asAdminError(() => exportDatabase(ctx.sim.db));
    return { base64: bytes.toString('base64'), bytes: bytes.length };
  }),

  import: adminProcedure.input(importInput).mutation(async ({ ctx, input }) => {
    await asAdminError(() => importDatabase(ctx.sim.db, Buffer.from(input.base64, 'base64')));
    await reloadServices(ctx.sim);
    return { imported: true };
  }),
});
