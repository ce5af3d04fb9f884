// agents.*: the team tree, a whole team in one call, and moving a member (with its team) elsewhere.
import { createTeamInput, moveMemberInput, teamTreeInput } from '@sim/shared/admin/agents';
import { usernamesOf } from '../../domain/accounts/usernames.ts';
import { ancestorIds, moveMember } from '../../domain/agents/team.ts';
import { createTeam } from '../../domain/agents/team-builder.ts';
import { teamTree } from '../../domain/agents/team-tree.ts';
import { adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';
import { agentContractProcedures } from './agent-contracts.ts';

export const agentsRouter = router({
  // contracts, offerContract, settleNow, settlements (agent-contracts.ts)
  ...agentContractProcedures,
  tree: adminProcedure.input(teamTreeInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return teamTree(ctx.sim.db, merchant.code, input);
  }),

  createTeam: adminProcedure.input(createTeamInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...team } = input;
    return createTeam(ctx.sim, await requireMerchant(ctx, { merchant: code }), team);
  }),

  /** The member and everyone under it move under `uplineUsername` (null: to the top). */
  moveMember: adminProcedure.input(moveMemberInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = await requireMember(ctx, merchant.code, input.username);
    const upline = input.uplineUsername
      ? await requireMember(ctx, merchant.code, input.uplineUsername)
      : null;
    await moveMember(ctx.sim.db, member.id, upline?.id ?? null);
    const uplineIds = await ancestorIds(ctx.sim.db, member.id);
    const names = await usernamesOf(ctx.sim.db, uplineIds);
    // nearest first
    return { username: member.username, uplines: uplineIds.map((id) => names.get(id)!) };
  }),
});
