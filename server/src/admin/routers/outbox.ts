// sms.outbox and mail.outbox: what the simulator "sent", newest first, so QA scripts and browser
// tests can finish SMS and e-mail flows.
import { outboxInput } from '@sim/shared/admin/outbox';
import type { z } from 'zod';
import { type AdminContext, adminProcedure, merchantOf, router } from '../trpc.ts';

async function readOutbox(ctx: AdminContext, channel: 'SMS' | 'EMAIL', input: z.infer<typeof outboxInput>) {
  const recipient = channel === 'SMS' ? input?.mobileNum?.replace(/\D/g, '') : input?.email?.toLowerCase();
  const rows = await ctx.sim.db.outboxMessage.findMany({
    where: {
      merchantCode: merchantOf(ctx, input),
      channel,
      // a number typed with its dialling code still finds the local one
      ...(recipient
        ? {
            OR: [
              { recipient },
              ...(channel === 'SMS' ? [{ recipient: { endsWith: recipient.slice(-9) } }] : []),
            ],
          }
        : {}),
    },
    orderBy: { id: 'desc' },
    take: input?.limit ?? 20,
  });
  const now = ctx.sim.clock.now();
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    countryDialingCode: r.countryDialingCode,
    purpose: r.purpose,
    code: r.code,
    text: r.text,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    used: r.usedAt !== null,
    expired: r.expiresAt !== null && now >= r.expiresAt,
  }));
}

export const smsRouter = router({
  outbox: adminProcedure.input(outboxInput).query(({ ctx, input }) => readOutbox(ctx, 'SMS', input)),
});

export const mailRouter = router({
  outbox: adminProcedure.input(outboxInput).query(({ ctx, input }) => readOutbox(ctx, 'EMAIL', input)),
});
