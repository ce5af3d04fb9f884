// help.*: the help centre's sections per language (edit, back to the built-in text); feedback.*: the
// inbox of PUT /wps/feedback, marked read or resolved.
import {
  listFeedbackInput,
  listHelpInput,
  resetHelpSectionInput,
  setHelpSectionInput,
  updateFeedbackInput,
} from '@sim/shared/admin/help';
import { listFeedback, updateFeedback } from '../../domain/feedback/feedback.ts';
import { helpSections, resetHelpSection, setHelpSection } from '../../domain/help/content.ts';
import { adminProcedure, merchantOf, requireMerchant, router } from '../trpc.ts';

export const helpRouter = router({
  /** every section of a language, with whether the back office edited it */
  sections: adminProcedure.input(listHelpInput).query(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    return helpSections(ctx.sim.db, merchant, input.lang);
  }),

  setSection: adminProcedure.input(setHelpSectionInput).mutation(async ({ ctx, input }) => {
    const { merchant: code, ...change } = input;
    const merchant = await requireMerchant(ctx, { merchant: code });
    return setHelpSection(ctx.sim.db, merchant, change);
  }),

  resetSection: adminProcedure.input(resetHelpSectionInput).mutation(async ({ ctx, input }) => {
    const merchant = await requireMerchant(ctx, input);
    await resetHelpSection(ctx.sim.db, merchant.code, input.lang, input.tag);
    return (await helpSections(ctx.sim.db, merchant, input.lang)).find((s) => s.tag === input.tag);
  }),
});

export const feedbackRouter = router({
  /** newest first */
  list: adminProcedure.input(listFeedbackInput).query(({ ctx, input }) =>
    listFeedback(ctx.sim.db, {
      merchantCode: merchantOf(ctx, input),
      status: input?.status,
      limit: input?.limit ?? 100,
    }),
  ),

  update: adminProcedure.input(updateFeedbackInput).mutation(({ ctx, input }) => {
    const { merchant: _, ...change } = input;
    return updateFeedback(ctx.sim.db, merchantOf(ctx, input), change);
  }),
});
