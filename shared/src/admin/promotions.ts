// promotions.*: the operator's promotions, the members' participations and applications, tickets and
// the outcomes QA forces. The same promotion input is the scenario file's `promotions:` entry.
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import {
  ACTIVITY_STATUSES,
  PROMOTION_CATEGORIES,
  PROMOTION_ENTRIES,
  PROMOTION_KINDS,
  participationSchema,
  prizeSchema,
  promotionSchema,
  TICKET_STATUSES,
  ticketSchema,
} from '../relay/promofe.ts';

export const promotionTextSchema = z.object({
  title: z.string().min(1).max(120).describe("the promotion's title"),
  summary: z.string().max(300).default('').describe('one line under the title in the list'),
  content: z.string().max(20_000).default('').describe('HTML of the detail page'),
});

/** text per language; a language left out reads the EN text (or the first one given) */
export const promotionTextsSchema = z
  .partialRecord(z.enum(LANGUAGES), promotionTextSchema)
  .refine((texts) => Object.keys(texts).length > 0, 'at least one language');

const isoOrMs = z.union([z.string().min(1), z.number()]);

/** every setting of a promotion, none defaulted (an edit changes only what it names) */
const promotionFields = z.object({
  merchant: z.string().optional(),
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2 to 40 letters, digits, _ or -')
    .optional()
    .describe('stable per merchant: a scenario applied twice edits the same promotion'),
  kind: z.enum(PROMOTION_KINDS).describe('what the promotion does'),
  category: z.enum(PROMOTION_CATEGORIES).describe('the tab it is listed under'),
  entry: z
    .enum(PROMOTION_ENTRIES)
    .optional()
    .describe('default: APPLY for deposit bonuses, JOIN for rebates, CODE, TICKET, AUTO as the kind says'),
  texts: promotionTextsSchema.describe(
    'title, summary and HTML content per language; a language left out reads the EN text',
  ),
  bannerUrl: z
    .string()
    .max(500)
    .optional()
    .describe('the banner image; default: one drawn under /cdn/banners/'),
  startTime: isoOrMs.optional().describe('ISO time or ms epoch; default now'),
  endTime: isoOrMs.nullable().optional().describe('null: no end'),
  vipMin: z.number().int().min(0).max(99).describe('the lowest VIP rank that may take part'),
  vipMax: z
    .number()
    .int()
    .min(0)
    .max(99)
    .nullable()
    .describe('the highest VIP rank that may take part (null: no limit)'),
  minDeposit: z.number().min(0).describe('approved deposits a member needs'),
  minTurnover: z.number().min(0).describe('turnover of settled rounds a member needs'),
  bonusPercent: z
    .number()
    .min(0)
    .max(1000)
    .nullable()
    .describe('the bonus as a percent of the deposits or turnover (null: a fixed bonus)'),
  bonusFixed: z.number().min(0).nullable().describe('a fixed bonus (null: a percent)'),
  bonusMax: z.number().min(0).nullable().describe('the most a percent bonus pays (null: no cap)'),
  turnoverMultiplier: z
    .number()
    .min(0)
    .max(100)
    .describe("the reward's turnover requirement, times the reward"),
  promoCode: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/)
    .optional()
    .describe('PROMO_CODE promotions: the code members type'),
  maxClaims: z.number().int().min(1).nullable().describe('how many members may take it (null: no limit)'),
  prizes: z.array(prizeSchema).max(12).describe('raffles and tickets'),
  ticketSpins: z
    .number()
    .int()
    .min(1)
    .max(10)
    .describe('slot machine tickets: spins per ticket, the last one through PROMOFE_claimTicket'),
  ticketHours: z
    .number()
    .min(1)
    .nullable()
    .describe('tickets expire this many hours after issue (null: never)'),
  sortOrder: z.number().int().describe("the list's order, lowest first"),
});
const f = promotionFields.shape;

/** a new promotion (or the whole of one a scenario re-applies by code): unnamed settings take defaults */
export const promotionInputSchema = promotionFields.extend({
  vipMin: f.vipMin.default(0),
  vipMax: f.vipMax.default(null),
  minDeposit: f.minDeposit.default(0),
  minTurnover: f.minTurnover.default(0),
  bonusPercent: f.bonusPercent.default(null),
  bonusFixed: f.bonusFixed.default(null),
  bonusMax: f.bonusMax.default(null),
  turnoverMultiplier: f.turnoverMultiplier.default(1),
  maxClaims: f.maxClaims.default(null),
  prizes: f.prizes.default([]),
  ticketSpins: f.ticketSpins.default(3),
  ticketHours: f.ticketHours.default(null),
  sortOrder: f.sortOrder.default(0),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** the settings named change; the rest stay */
export const editPromotionInput = promotionFields
  .omit({ code: true })
  .partial()
  .extend({ merchant: z.string().optional(), promotionId: z.number().int().positive() });

export const promotionIdInput = z.object({
  merchant: z.string().optional(),
  promotionId: z.number().int().positive(),
});

export const listPromotionsInput = z.object({
  merchant: z.string().optional(),
  status: z.enum(['ACTIVE', 'CLOSED']).optional(),
  kind: z.enum(PROMOTION_KINDS).optional(),
});

/** a promotion as the back office sees it: every language, its status and counts */
export const adminPromotionSchema = promotionSchema
  .omit({
    title: true,
    summary: true,
    content: true,
    activityStatus: true,
    eligible: true,
    participationId: true,
  })
  .extend({
    merchant: z.string(),
    status: z.enum(['ACTIVE', 'CLOSED']),
    /** where the clock stands in its period */
    phase: z.enum(['COMING_SOON', 'OPEN', 'CLOSE']),
    promoCode: z.string().nullable(),
    maxClaims: z.number().int().nullable(),
    ticketSpins: z.number().int(),
    ticketHours: z.number().nullable(),
    texts: z.record(z.string(), promotionTextSchema),
    participations: z.number().int(),
    pendingApplications: z.number().int(),
  });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const listParticipationsInput = z.object({
  merchant: z.string().optional(),
  promotionId: z.number().int().optional(),
  username: z.string().optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

export const adminParticipationSchema = participationSchema.extend({
  username: z.string(),
  /** the application's images as data URLs (only in participations.get) */
  images: z.array(z.string()),
});
export type AdminParticipation = z.infer<typeof adminParticipationSchema>;

export const participationIdInput = z.object({ participationId: z.number().int().positive() });

/** approve (ISSUED, optionally with an amount other than the promotion's) or reject an application */
export const decideApplicationInput = z.object({
  participationId: z.number().int().positive(),
  approve: z.boolean(),
  /** the bonus to issue; default: what the promotion's rule gives */
  amount: z.number().positive().optional(),
  remark: z.string().max(200).optional(),
});

/** issue a promotion's reward to a member directly (ISSUED: the member claims it) */
export const issuePromotionInput = z.object({
  merchant: z.string().optional(),
  promotionId: z.number().int().positive(),
  username: z.string().min(1),
  amount: z.number().positive().optional(),
  remark: z.string().max(200).optional(),
});

export const grantTicketInput = z.object({
  merchant: z.string().optional(),
  promotionId: z.number().int().positive(),
  username: z.string().min(1),
  count: z.number().int().min(1).max(20).default(1),
});

export const listTicketsInput = z.object({
  merchant: z.string().optional(),
  username: z.string().optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});
export const adminTicketSchema = ticketSchema.extend({ username: z.string() });

/** the next spin or raffle draw of a member and/or promotion lands on this prize */
export const forceTicketOutcomeInput = z.object({
  merchant: z.string().optional(),
  username: z.string().optional(),
  promotionId: z.number().int().positive().optional(),
  prizeIndex: z.number().int().min(0),
});
