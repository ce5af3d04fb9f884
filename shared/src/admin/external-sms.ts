// externalSms.get/set: whether a merchant's phone verification (registration, forgot password by phone)
// goes through the simulated external SMS verification service (firebaseChannel/firebaseIdToken).
import { z } from 'zod';

export const setExternalSmsInput = z.object({
  merchant: z.string().optional(),
  enabled: z
    .boolean()
    .describe(
      "true: registration and forgot password by phone want the external service's firebaseIdToken instead of the platform's SMS code",
    ),
});

export const externalSmsStateSchema = z.object({
  enabled: z.boolean(),
  /** the firebaseChannel the service names itself by */
  channel: z.string(),
  countdownSeconds: z.number().int(),
});
export type ExternalSmsState = z.infer<typeof externalSmsStateSchema>;
