// missions.*: the operator's missions (create or edit by code, close, list), a member's progress and the
// reset of it. Calls the missions domain, as the member relays do.
import {
  listMissionsInput,
  memberProgressInput,
  missionCodeInput,
  missionInputSchema,
  updateMissionInput,
} from '@sim/shared/admin/missions';
import { memberProgress, resetProgress } from '../../domain/missions/back-office.ts';
import { listMissions, saveMission } from '../../domain/missions/operator.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

export const missionsRouter = router({
  list: adminProcedure.input(listMissionsInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return listMissions(ctx.sim, merchant.code, input?.includeClosed ?? true);
  }),

  /** a new mission, or the one with the same code edited (milestones given replace its milestones) */
  create: adminProcedure.input(missionInputSchema).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...mission } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return saveMission(ctx.sim, merchant.code, mission);
  }),

  /** change what is named; status CLOSED stops progress and claims, ACTIVE opens it again */
  update: adminProcedure.input(updateMissionInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return saveMission(ctx.sim, merchant.code, change);
  }),

  close: adminProcedure.input(missionCodeInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return saveMission(ctx.sim, merchant.code, { code: input.code, status: 'CLOSED' });
  }),

  /** a member's value and milestones in a mission */
  progress: adminProcedure.input(memberProgressInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return memberProgress(ctx.sim, merchant.code, input.code, member);
  }),

  /** the member's progress counts again from now; the milestones can be claimed again */
  reset: adminProcedure.input(memberProgressInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    return resetProgress(ctx.sim, merchant.code, input.code, member);
  }),
});
