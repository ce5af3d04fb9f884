// CBS_modelList (endpoint-registry.md A live.getModelList, CBS3, public): the live show's models. The real
// shape was never seen: designed as a list of models with whether each is online, online ones first.
import { z } from 'zod';

export const liveModelListQuerySchema = z
  .object({
    /** Y: online models only; N: offline ones only; left out: all */
    online: z.enum(['Y', 'N']).optional(),
  })
  .loose();

export const liveModelSchema = z.object({
  modelId: z.number().int(),
  code: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  roomName: z.string(),
  online: z.boolean(),
  /** ms epoch of going online, null while offline */
  onlineSince: z.number().nullable(),
});
export type LiveModel = z.infer<typeof liveModelSchema>;
export const liveModelListSchema = z.array(liveModelSchema);
