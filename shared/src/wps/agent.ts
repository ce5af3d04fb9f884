// /wps/agent/*: the agent centre's registration centre (downline accounts, affiliate URLs, rebate
// settings), team management (downline list, promotion, transfers) and announcements.
// The wire contract gives paths only (endpoint-registry.md, client J); these shapes are the simulator's.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { amountSchema, requestIdSchema } from './cashier.ts';
import { rangeQuerySchema } from './report.ts';

const username = z.string().trim().min(1).max(64);
const pagingQuery = { pageNo: rangeQuerySchema.shape.pageNo, pageSize: rangeQuerySchema.shape.pageSize };

/** A page of rows, as every report answers. */
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });

// ---- rebate rates ------------------------------------------------------------------------------------

/** Product type (RNG, LIVE, SPORTS, ...) -> percent of the valid bet. */
export const rebateRatesSchema = z.record(z.string().trim().min(1).max(16), z.number().min(0).max(100));
export type RebateRates = z.infer<typeof rebateRatesSchema>;

/** GET /wps/agent/globalRebateSettings: the caller's own rates, the most it may give its downline. */
export const globalRebateSettingsSchema = z.object({ rates: rebateRatesSchema });

/** GET /wps/agent/downlineRebates?username= */
export const downlineRebatesQuerySchema = z.object({ username }).loose();
export const downlineRebatesSchema = z.object({
  username: z.string(),
  rates: rebateRatesSchema,
  /** the caller's own rates: the ceiling of each */
  maxRates: rebateRatesSchema,
});
export type DownlineRebates = z.infer<typeof downlineRebatesSchema>;

/** PUT /wps/agent/downlineRebates: rates for a direct downline, each at most the caller's own. */
export const downlineRebatesUpdateSchema = z.object({ username, rates: rebateRatesSchema });

// ---- the downline ------------------------------------------------------------------------------------

export const DOWNLINE_ACCOUNT_TYPES = ['MEMBER', 'AGENT'] as const;

/** One member of the caller's team. */
export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** member type: 0 member, 1/2/41/42 agent */
  type: z.number().int(),
  /** levels under the caller (1: direct downline) */
  level: z.number().int(),
  uplineAccount: z.string().nullable(),
  /** ms epoch on the simulated clock */
  registeredTime: z.number(),
  lastLoginTime: z.number().nullable(),
  /** the main wallet */
  balance: z.number(),
  /** how many members are under this one, at any depth */
  teamSize: z.number().int(),
});
export type Downline = z.infer<typeof downlineSchema>;

/** POST /wps/agent/downline (encrypted): a new member or agent (type 2) directly under the caller. */
export const downlineCreateSchema = z
  .object({
    username,
    password: z.string().min(1).max(64),
    confirmPassword: z.string().max(64).optional(),
    accountType: z.enum(DOWNLINE_ACCOUNT_TYPES).default('MEMBER'),
    nickname: z.string().trim().max(64).optional(),
    /** rebate rates for the new account; each at most the caller's own (default: the caller's) */
    rates: rebateRatesSchema.optional(),
  })
  .loose();
export type DownlineCreate = z.infer<typeof downlineCreateSchema>;

/** GET /wps/agent/downlines: search and page the caller's team. */
export const downlinesQuerySchema = z
  .object({
    /** part of a username */
    username: z.string().trim().max(64).optional(),
    accountType: z.enum(DOWNLINE_ACCOUNT_TYPES).optional(),
    /** 1: direct downline only; absent: every level */
    level: wireInt(z.number().int().min(1).max(1000)).optional(),
    ...pagingQuery,
  })
  .loose();
export const downlinesSchema = pageOf(downlineSchema);
export type Downlines = z.infer<typeof downlinesSchema>;

/** PUT /wps/agent/promoteDownlineToAgent: a direct downline member becomes an agent (type 2). */
export const promoteDownlineSchema = z.object({ username }).loose();

/** PUT /wps/agent/transferDownline (encrypted): money from the caller's main wallet to a team member's. */
export const downlineTransferSchema = z.object({
  username,
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});
export type DownlineTransfer = z.infer<typeof downlineTransferSchema>;

// ---- affiliate URLs and codes --------------------------------------------------------------------------

/** GET /wps/agent/default?domain=: the agent a registration on this domain joins (public). */
export const defaultAffiliateQuerySchema = z
  .object({ domain: z.string().trim().max(253).optional() })
  .loose();
export const defaultAffiliateSchema = z.object({ affiliateCode: z.string().nullable() });

/** POST /wps/agent/affiliateUrl */
export const affiliateUrlCreateSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, 'a host name')
    .max(253),
});
export const affiliateUrlSchema = z.object({
  affiUrlId: z.number().int(),
  domain: z.string(),
  /** the registration link carrying the caller's affiliate code */
  url: z.string(),
  affiliateCode: z.string(),
  createdTime: z.number(),
});
export type AffiliateUrl = z.infer<typeof affiliateUrlSchema>;
/** GET /wps/agent/affiliateUrls */
export const affiliateUrlsSchema = z.array(affiliateUrlSchema);
/** DELETE /wps/agent/affiliateUrl?affiUrlId= */
export const affiliateUrlDeleteQuerySchema = z
  .object({ affiUrlId: wireInt(z.number().int().min(1).max(2_147_483_647)) })
  .loose();

/** GET /wps/agent/registeredAffiliates: who joined the caller directly, newest first, in a date range. */
export const registeredAffiliatesQuerySchema = rangeQuerySchema;
export const registeredAffiliateSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  registeredTime: z.number(),
});
export type RegisteredAffiliate = z.infer<typeof registeredAffiliateSchema>;
export const registeredAffiliatesSchema = pageOf(registeredAffiliateSchema);

// ---- announcements -----------------------------------------------------------------------------------

/** GET /wps/agent/announcements: the merchant's notices for agents, newest first. */
export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startTime: z.number(),
  endTime: z.number().nullable(),
});
export const agentAnnouncementsSchema = z.array(agentAnnouncementSchema);
