// The boot calls beside /wps/system/status (endpoint-registry.md B "common.settings", "common.location",
// P's other relays): GET /wps/system/location, /wps/system/settings/consolidated, GET /wps/v2/system/status
// (the status itself), POST /wps/system/collect (a beacon, 204), WPSCORE_checkIfAppDomain. The wire contract
// gives none of these shapes ("shapes not seen", 4.6): they are made of the status answer's parts.
import { z } from 'zod';
import { brandConfigSchema, customerServiceSchema, registerRulesSchema, resourceSchema } from './system.ts';

/** GET /wps/system/settings/consolidated: the merchant's settings in one answer, flags flattened. */
export const consolidatedSettingsSchema = z.object({
  config: brandConfigSchema,
  /** the white-label tree as the app flattens it: module id -> on */
  features: z.record(z.string(), z.boolean()),
  register: registerRulesSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  mainDomain: z.string(),
  domainRoute: z.array(z.object({ domain: z.string(), speed: z.number() })),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

/** POST /wps/system/collect: whatever the front end reports (page views, timings); nothing is answered. */
export const collectBodySchema = z.unknown();

/** WPSCORE_checkIfAppDomain?domain=: is the domain one of the merchant's (its main domain or a route)? */
export const appDomainQuerySchema = z.object({ domain: z.string().trim().max(253).optional() }).loose();
export const appDomainSchema = z.object({
  /** the domain checked: the query's, else the request's host */
  domain: z.string(),
  isAppDomain: z.boolean(),
});

/** The notice types a member may read (AG is the agents', B the banners'). */
export const MEMBER_NOTICE_TYPES = ['PL', 'PU', 'PR'] as const;

/** GET /wps/system/announcements?types=PL,PU: the legacy client's notices (PL when no type is named). */
export const legacyNoticeQuerySchema = z
  .object({
    types: z
      .string()
      .regex(/^(PL|PU|PR)(,(PL|PU|PR))*$/, 'types: PL, PU or PR, comma-separated')
      .optional(),
  })
  .loose();

/** the types a legacy notice query names */
export const noticeTypesOf = (types: string | undefined) =>
  (types ?? 'PL').split(',') as (typeof MEMBER_NOTICE_TYPES)[number][];

export const legacyNoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(MEMBER_NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  startTime: z.number(),
  endTime: z.number().nullable(),
});
export const legacyNoticeListSchema = z.array(legacyNoticeSchema);
