// sms.outbox and mail.outbox: what the simulator "sent", newest first, so QA scripts and browser
// tests can finish SMS and e-mail flows.
import { outboxInput } from '@sim/shared/admin/outbox';
import { readOutbox } from '../../domain/accounts/outbox.ts';
import { adminProcedure, merchantOf, router } from '../trpc.ts';

export const smsRouter = router({
  outbox: adminProcedure
    .input(outboxInput)
    .query(({ ctx, input }) => readOutbox(ctx.sim, merchantOf(ctx, input), 'SMS', input)),
});

export const mailRouter = router({
  outbox: adminProcedure
    .input(outboxInput)
    .query(({ ctx, input }) => readOutbox(ctx.sim, merchantOf(ctx, input), 'EMAIL', input)),
});
