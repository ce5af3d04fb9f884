// The live show's models (CBS_modelList): seeded per merchant (seed/live-models.ts), each online or not as
// the back office, the CLI or a scenario sets it. Going online stamps onlineSince on the simulated clock.
import type { LiveModel as WireLiveModel } from '@sim/shared/relay/live-models';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { LiveModel } from '../../generated/prisma/client.ts';

export interface LiveDeps {
  db: Db;
  clock: Pick<SimClock, 'now'>;
}

export const toWireLiveModel = (model: LiveModel): WireLiveModel => ({
  modelId: model.id,
  code: model.code,
  name: model.name,
  avatarUrl: model.avatarUrl,
  roomName: model.roomName,
  online: model.online,
  onlineSince: model.onlineSince?.getTime() ?? null,
});

/** The merchant's models, online ones first (longest online first), then in their order. */
export async function liveModels(db: Db, merchantCode: string, online?: boolean) {
  const rows = await db.liveModel.findMany({
    where: { merchantCode, ...(online === undefined ? {} : { online }) },
    orderBy: [{ online: 'desc' }, { onlineSince: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toWireLiveModel);
}

/** Puts a model online (from now, unless it already was) or offline. */
export async function setModelOnline(deps: LiveDeps, merchantCode: string, code: string, online: boolean) {
  const model = await deps.db.liveModel.findUnique({
    where: { merchantCode_code: { merchantCode, code } },
  });
  if (!model) throw new RequestRefused('missing', `No live model ${code} at ${merchantCode}`);
  if (model.online === online) return toWireLiveModel(model);
  const saved = await deps.db.liveModel.update({
    where: { id: model.id },
    data: { online, onlineSince: online ? deps.clock.now() : null },
  });
  return toWireLiveModel(saved);
}
