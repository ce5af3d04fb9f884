// Claiming a reached milestone: its reward is a BONUS order in the account record, paid from the
// merchant's BONUS house account in the same transaction as the claim row. Once per member, milestone
// and generation: a repeat (or a race) answers the first claim and moves nothing.
import { toMajor } from '@sim/shared/money';
import type { Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { bookCredit } from '../cashier/adjustments.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { memberMission } from './lookups.ts';
import { MISSION_MODULE, type MissionDeps } from './member-views.ts';
import { standingOf } from './standing.ts';

export interface ClaimRef {
  missionId: number;
  milestoneId: number;
}

const claimKey = (milestoneId: number, memberId: number, generation: number) =>
  `mission/${milestoneId}/member/${memberId}/gen/${generation}`;

function answer(
  claim: { missionId: number; milestoneId: number; rewardMinor: bigint; referenceNo: string },
  replayed: boolean,
) {
  return {
    missionId: claim.missionId,
    milestoneId: claim.milestoneId,
    reward: toMajor(claim.rewardMinor),
    referenceNo: claim.referenceNo,
    replayed,
  };
}

export async function claimMilestone(
  deps: MissionDeps,
  merchant: MerchantProfile,
  memberId: number,
  ref: ClaimRef,
) {
  requireModule(merchant, MISSION_MODULE);
  const now = deps.clock.now();
  const mission = await memberMission(deps.db, merchant.code, ref.missionId, now);
  const milestone = mission.milestones.find((m) => m.id === ref.milestoneId);
  if (!milestone) throw PlatformError.of('missionNotFound');
  const standing = await standingOf(deps.db, mission, memberId, now);
  const where = {
    memberId_milestoneId_generation: { memberId, milestoneId: milestone.id, generation: standing.generation },
  };
  const state = standing.milestones.find((m) => m.milestoneId === milestone.id)?.status;
  if (state === 'CLAIMED') {
    const claim = await deps.db.missionClaim.findUniqueOrThrow({ where });
    return answer(claim, true);
  }
  if (state !== 'CLAIMABLE') throw PlatformError.of('missionNotClaimable');

  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx: Tx) => {
      const earlier = await tx.missionClaim.findUnique({ where });
      if (earlier) return answer(earlier, true);
      const record = (referenceNo: string) =>
        tx.missionClaim.create({
          data: {
            missionId: mission.id,
            milestoneId: milestone.id,
            memberId,
            generation: standing.generation,
            rewardMinor: milestone.rewardMinor,
            referenceNo,
            claimedAt: now,
          },
        });
      if (milestone.rewardMinor <= 0n) return answer(await record(''), false);
      let claim: Awaited<ReturnType<typeof record>> | undefined;
      const { order } = await bookCredit(
        tx,
        'BONUS',
        {
          merchantCode: merchant.code,
          memberId,
          amountMinor: milestone.rewardMinor,
          reason: `Mission ${mission.code}: milestone ${milestone.seq}`,
          requestId: claimKey(milestone.id, memberId, standing.generation),
        },
        now,
        async (placed) => {
          claim = await record(placed.referenceNo);
        },
      );
      return answer(claim ?? (await record(order.referenceNo)), false);
    }),
  );
}
