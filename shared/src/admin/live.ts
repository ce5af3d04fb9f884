// live.*: the live show's models CBS_modelList lists, and switching one online or offline.
import { z } from 'zod';

export const listLiveModelsInput = z.object({ merchant: z.string().optional() });

export const setLiveModelInput = z.object({
  merchant: z.string().optional(),
  code: z.string().min(1).describe('the model code, e.g. LM04'),
  online: z.boolean(),
});
export type SetLiveModelInput = z.input<typeof setLiveModelInput>;
