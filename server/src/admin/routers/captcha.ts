// captcha.get: the answer of an issued image captcha (by its captchaId cookie, or the newest),
// so scripted QA can get past the captcha a failed login turns on.
import { z } from 'zod';
import { adminProcedure, router } from '../trpc.ts';

export const captchaRouter = router({
  get: adminProcedure
    .input(z.object({ id: z.string().optional() }).optional())
    .query(async ({ ctx, input }) => {
      const answer = await ctx.sim.captcha.answerOf(input?.id);
      return answer && { ...answer, issuedAt: answer.issuedAt.toISOString() };
    }),
});
