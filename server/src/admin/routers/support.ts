// support.*: customer service's back office — the paths getService answers (plain and VIP), the
// simulated agent's reply delay, the chats, a member's transcript, and answering as the agent.
import {
  listChatsInput,
  replyInput,
  setSupportSettingsInput,
  supportMerchantInput,
  transcriptInput,
} from '@sim/shared/admin/support';
import { listChats, replyAsAgent, transcript } from '../../domain/support/back-office.ts';
import { setSupportSettings, supportSettings } from '../../domain/support/settings.ts';
import { adminProcedure, merchantOf, requireMember, requireMerchant, router } from '../trpc.ts';

export const supportRouter = router({
  settings: adminProcedure.input(supportMerchantInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return { merchant: merchant.code, ...(await supportSettings(ctx.sim.db, merchant.code)) };
  }),

  /** `paths` and `vipPaths` given replace the lists; `replyDelaySeconds` the simulated agent's delay */
  setSettings: adminProcedure.input(setSupportSettingsInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return { merchant: merchant.code, ...(await setSupportSettings(ctx.sim.db, merchant.code, change)) };
  }),

  /** conversations, the latest first */
  chats: adminProcedure
    .input(listChatsInput)
    .query(({ ctx, input }) => listChats(ctx.sim, merchantOf(ctx, input), input?.limit ?? 50)),

  /** every line of a member's chat, the simulated agent's pending answers included */
  transcript: adminProcedure.input(transcriptInput).query(async ({ ctx, input }) => {
    const member = await requireMember(ctx, merchantOf(ctx, input), input.username);
    return transcript(ctx.sim, member.id, member.username);
  }),

  /** answer as the agent: the member sees it at once */
  reply: adminProcedure.input(replyInput).mutation(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = await requireMember(ctx, merchantCode, input.username);
    return replyAsAgent(ctx.sim, merchantCode, member.id, input.content, input.operator);
  }),
});
