// messages.*: the inbox's back office — send to one member or broadcast to every member, list what was
// sent (and what members wrote to customer service), take a message back.
import { listMessagesInput, messageIdInput, sendMessageInput } from '@sim/shared/admin/messages';
import { listSent, sendPlatformMessage, withdrawMessage } from '../../domain/inbox/sending.ts';
import { adminProcedure, merchantOf, requireMember, requireMerchant, router } from '../trpc.ts';

export const messagesRouter = router({
  /** to `username`, or to every member of the merchant when it is left out */
  send: adminProcedure.input(sendMessageInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    const member = input.username ? await requireMember(ctx, merchant.code, input.username) : null;
    const sent = await sendPlatformMessage(ctx.sim, {
      merchantCode: merchant.code,
      recipientId: member?.id ?? null,
      subject: input.subject,
      content: input.content,
      sender: input.sender,
    });
    return { messageId: sent.id, audience: sent.audience, recipient: member?.username ?? null };
  }),

  /** newest first; filter by member (to, from, broadcasts) and audience */
  list: adminProcedure.input(listMessagesInput).query(async ({ ctx, input }) => {
    const merchantCode = merchantOf(ctx, input);
    const member = input?.username ? await requireMember(ctx, merchantCode, input.username) : null;
    return listSent(ctx.sim, merchantCode, {
      memberId: member?.id,
      audience: input?.audience,
      limit: input?.limit ?? 50,
    });
  }),

  /** gone from every inbox */
  remove: adminProcedure.input(messageIdInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return withdrawMessage(ctx.sim, merchant.code, input.messageId);
  }),
});
