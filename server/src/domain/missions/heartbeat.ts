// PROMOFE_recordCustomerHeartbeatDaily: the member was here today (the simulated day, UTC). Once per
// day; ACTIVE_DAYS missions count the days.
import type { Db } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { MISSION_MODULE } from './member-views.ts';

export async function recordHeartbeat(
  deps: { db: Db; clock: SimClock },
  merchant: MerchantProfile,
  memberId: number,
) {
  requireModule(merchant, MISSION_MODULE);
  const at = deps.clock.now();
  const day = at.toISOString().slice(0, 10);
  const key = { memberId_day: { memberId, day } };
  // the day's row is its own key: a second call (or a racing one) finds it and records nothing
  const recorded = await retryOnDuplicate(async () => {
    if (await deps.db.missionHeartbeat.findUnique({ where: key })) return false;
    await deps.db.missionHeartbeat.create({ data: { memberId, day, at } });
    return true;
  });
  const activeDays = await deps.db.missionHeartbeat.count({ where: { memberId } });
  return { day, recorded, activeDays };
}
