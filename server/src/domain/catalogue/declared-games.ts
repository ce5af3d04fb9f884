// Games a scenario declares with fixed ids and codes, so a QA suite that hard-codes its staging data
// (game 5910, code TESTTHAI3) runs unchanged. They join the catalogue like generated games and are
// marked `declared`, so a reset to the seed removes them.
import type { declareGameInput } from '@sim/shared/admin/catalogue';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { CatalogueCache } from './catalogue-cache.ts';

type Declared = z.output<typeof declareGameInput>;

export interface DeclareDeps {
  db: Db;
  catalogue: CatalogueCache;
}

/** Creates or updates the game under its fixed id; a generated game's id cannot be taken over. */
export async function declareGame(deps: DeclareDeps, input: Declared): Promise<{ id: number; code: string }> {
  const vendor = await deps.db.vendor.findUnique({ where: { code: input.vendor } });
  if (!vendor) throw PlatformError.of('requestParamError', { message: `Unknown vendor ${input.vendor}` });
  const existing = await deps.db.game.findUnique({ where: { id: input.id }, select: { declared: true } });
  if (existing && !existing.declared)
    throw PlatformError.of('requestParamError', { message: `Game ${input.id} is a generated game` });
  const data = {
    vendorCode: vendor.code,
    gameType: input.gameType,
    gameClassify: input.gameClassify ?? input.gameType,
    code: input.code,
    name: input.name,
    isHot: input.hot,
    trial: input.trial,
    // declared games list first in their vendor
    sortOrder: -1,
    declared: true,
  };
  await deps.db.game.upsert({ where: { id: input.id }, create: { id: input.id, ...data }, update: data });
  await deps.catalogue.changed();
  return { id: input.id, code: input.code };
}

/** The games scenarios declared, by id (a reset removes them). */
export const listDeclaredGames = (db: Db) =>
  db.game.findMany({
    where: { declared: true },
    select: { id: true, code: true, name: true, vendorCode: true, gameType: true },
    orderBy: { id: 'asc' },
  });
