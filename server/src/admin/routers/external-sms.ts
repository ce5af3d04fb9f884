// externalSms.get/set: switch a merchant's phone verification to the simulated external SMS verification
// service (firebaseChannel/firebaseIdToken on registration and forgot password by phone), and back.
import { setExternalSmsInput } from '@sim/shared/admin/external-sms';
import { merchantInput } from '@sim/shared/admin/system';
import { externalSmsConfig, setExternalSms } from '../../domain/accounts/external-sms.ts';
import { adminProcedure, requireMerchant, router } from '../trpc.ts';

export const externalSmsRouter = router({
  get: adminProcedure
    .input(merchantInput)
    .query(async ({ ctx, input }) => externalSmsConfig(ctx.sim.db, await requireMerchant(ctx, input))),
  set: adminProcedure.input(setExternalSmsInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    await setExternalSms(ctx.sim.db, merchant.code, input.enabled);
    return externalSmsConfig(ctx.sim.db, merchant);
  }),
});
