// GET /wps/member/info.
import { z } from 'zod';

export const clubLabelSchema = z.object({ labelName: z.string(), rankLevel: z.number().int() });

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** member type: agent if 1, 2, 41 or 42; trial account if 4 */
  type: z.number().int(),
  mobile: z.string().nullable(),
  regDate: z.number(),
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema,
  memberLabel: z.array(z.object({ labelName: z.string() })),
  passwordExpired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
