// Inputs of the admin surface's `system.*` procedures; the control panel's forms reuse them.
import { z } from 'zod';

const isoOrMs = z.union([z.string().datetime({ offset: true }), z.number().int()]).nullable();

export const setStatusInput = z.object({
  merchant: z.string().optional(),
  maintenance: z.boolean().optional(),
  /** when the maintenance window starts (null: now) and ends (null: open-ended); ISO text or ms epoch */
  maintenanceStartTime: isoOrMs.optional(),
  maintenanceEndTime: isoOrMs.optional(),
  regionRestriction: z.boolean().optional(),
  /** ISO 3166 alpha-2 codes whose visitors are restricted */
  blockedCountries: z.array(z.string().length(2).toUpperCase()).optional(),
  blockedIps: z.array(z.string().min(1)).optional(),
});
export type SetStatusInput = z.infer<typeof setStatusInput>;

export const setClientLocationInput = z.object({
  /** null clears the override and the request's own address is used again */
  ip: z.string().min(1).nullable().optional(),
  country: z.string().length(2).toUpperCase().nullable().optional(),
});

export const merchantInput = z.object({ merchant: z.string().optional() }).optional();
