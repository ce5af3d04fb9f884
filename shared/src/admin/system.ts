// Inputs of the admin surface's `system.*` procedures; the control panel's forms reuse them.
import { z } from 'zod';

const isoOrMs = z.union([z.string().datetime({ offset: true }), z.number().int()]).nullable();

export const setStatusInput = z.object({
  merchant: z.string().optional(),
  maintenance: z
    .boolean()
    .optional()
    .describe(
      'maintenance on: every call but /wps/system/*, the RSA key and logout answers 503 within the window',
    ),
  maintenanceStartTime: isoOrMs
    .optional()
    .describe(
      'when the maintenance window starts (null: now) and ends (null: open-ended); ISO text or ms epoch',
    ),
  maintenanceEndTime: isoOrMs
    .optional()
    .describe('when the maintenance window ends (null: open-ended); ISO text or ms epoch'),
  regionRestriction: z.boolean().optional().describe('every visitor restricted (403 IP_NOT_ALLOW)'),
  blockedCountries: z
    .array(z.string().length(2).toUpperCase())
    .optional()
    .describe('ISO 3166 alpha-2 codes whose visitors are restricted'),
  blockedIps: z
    .array(z.string().min(1))
    .optional()
    .describe('client addresses whose visitors are restricted'),
});
export type SetStatusInput = z.infer<typeof setStatusInput>;

export const setClientLocationInput = z.object({
  ip: z
    .string()
    .min(1)
    .nullable()
    .optional()
    .describe("null clears the override and the request's own address is used again"),
  country: z
    .string()
    .length(2)
    .toUpperCase()
    .nullable()
    .optional()
    .describe('ISO 3166 alpha-2 country every visitor seems to come from; null clears it'),
});

export const merchantInput = z.object({ merchant: z.string().optional() }).optional();
