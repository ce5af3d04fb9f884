// geetest.get/set: how the simulated geetest answers a merchant's challenges (force pass or fail);
// authenticators.get/bind/unbind: a member's simulated Google authenticator and its code of the moment.
import { bindAuthenticatorInput, setGeetestInput } from '@sim/shared/admin/login-checks';
import { memberRefInput } from '@sim/shared/admin/members';
import { merchantInput } from '@sim/shared/admin/system';
import {
  bindAuthenticator,
  readAuthenticator,
  unbindAuthenticator,
} from '../../domain/accounts/authenticator.ts';
import { captchaIdOf } from '../../domain/captcha/geetest.ts';
import { geetestModeOf, setGeetestMode } from '../../domain/captcha/geetest-mode.ts';
import { isModuleOn } from '../../domain/merchants/flags.ts';
import { type AdminContext, adminProcedure, requireMerchant, router } from '../trpc.ts';

async function geetestState(ctx: AdminContext, input?: { merchant?: string }) {
  const merchant = await requireMerchant(ctx, input);
  return {
    mode: await geetestModeOf(ctx.sim.db, merchant.code),
    captchaId: captchaIdOf(merchant.code),
    enabled: isModuleOn(merchant, 'GEETEST3'),
  };
}

export const geetestRouter = router({
  get: adminProcedure.input(merchantInput).query(({ ctx, input }) => geetestState(ctx, input)),
  set: adminProcedure.input(setGeetestInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    await setGeetestMode(ctx.sim.db, merchant.code, input.mode);
    return geetestState(ctx, input);
  }),
});

export const authenticatorsRouter = router({
  get: adminProcedure
    .input(memberRefInput)
    .query(async ({ ctx, input }) =>
      readAuthenticator(ctx.sim, await requireMerchant(ctx, input), input.username),
    ),
  bind: adminProcedure
    .input(bindAuthenticatorInput)
    .mutation(async ({ ctx, input }) =>
      bindAuthenticator(ctx.sim, await requireMerchant(ctx, input), input.username, input.secret),
    ),
  unbind: adminProcedure
    .input(memberRefInput)
    .mutation(async ({ ctx, input }) =>
      unbindAuthenticator(ctx.sim, await requireMerchant(ctx, input), input.username),
    ),
});
