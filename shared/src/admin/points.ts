// points.*: the points mall's back office — goods, redeem decisions, grants, rates and conversion.
import { z } from 'zod';
import {
  GOODS_STATUSES,
  POINT_CATEGORIES,
  POINT_ENTRY_TYPES,
  pointRateSchema,
  REDEEM_STATUSES,
  redeemRecordSchema,
} from '../relay/mcs2.ts';

const merchant = z.string().optional();

/** a text in every site language; EN is required, the others fall back to it */
const otherLanguage = z.string().trim().max(200).optional();
export const localisedTextSchema = z.object({
  EN: z.string().trim().min(1).max(200),
  BN: otherLanguage,
  CN: otherLanguage,
  JA: otherLanguage,
  TH: otherLanguage,
  VI: otherLanguage,
});
export type LocalisedText = z.infer<typeof localisedTextSchema>;

const pointsValue = z
  .number()
  .min(0)
  .max(1e9)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');

// ---- goods ---------------------------------------------------------------------------------------

const sortOrder = z.number().int().min(0).max(10_000);

/** goods as the back office writes them; no defaults here, so an edit changes only what it names */
export const goodsFields = z.object({
  names: localisedTextSchema.describe(
    "the goods' name per language; EN is required, the others fall back to it",
  ),
  descriptions: localisedTextSchema.partial().optional().describe('a description per language'),
  imageUrl: z.string().max(500).optional().describe("the picture's URL"),
  points: pointsValue.refine((n) => n > 0, 'more than 0 points').describe('points per item'),
  amountRequirement: pointsValue.optional().describe('valid bets the member must have made in all (0: none)'),
  stock: z.number().int().min(0).max(1_000_000).describe('items in stock'),
  closed: z
    .boolean()
    .optional()
    .describe('true takes it out of the mall (CLOSED); SOLD_OUT follows the stock by itself'),
  sortOrder: sortOrder.optional().describe("the mall's order, lowest first"),
});

export const createGoodsInput = goodsFields.extend({
  merchant,
  amountRequirement: pointsValue.default(0).describe('valid bets the member must have made in all (0: none)'),
  closed: z
    .boolean()
    .default(false)
    .describe('true takes it out of the mall (CLOSED); SOLD_OUT follows the stock by itself'),
  sortOrder: sortOrder.default(0).describe("the mall's order, lowest first"),
});
/** stock sets what is left to redeem (never below zero) */
export const updateGoodsInput = goodsFields
  .partial()
  .extend({ merchant, rewardId: z.number().int().positive() });
export const listGoodsInput = z.object({ merchant, includeClosed: z.boolean().default(true) }).optional();

/** the goods as the back office sees them: every language, stock and what redeems hold */
export const adminGoodsSchema = z.object({
  rewardId: z.number().int(),
  merchant: z.string(),
  names: localisedTextSchema,
  descriptions: localisedTextSchema.partial(),
  imageUrl: z.string(),
  points: z.number(),
  amountRequirement: z.number(),
  /** the stock put in, in all */
  quantity: z.number().int(),
  availableQuantity: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  sortOrder: z.number().int(),
});
export type AdminGoods = z.infer<typeof adminGoodsSchema>;

// ---- redeems -------------------------------------------------------------------------------------

export const listRedeemsInput = z
  .object({
    merchant,
    username: z.string().optional(),
    status: z.enum(REDEEM_STATUSES).optional(),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .optional();

export const decideRedeemInput = z.object({
  merchant,
  redeemNo: z.string().min(1),
  remark: z.string().max(200).optional(),
});

/** a member's redeem as the member sees it, with whose it is */
export const adminRedeemSchema = redeemRecordSchema.extend({ username: z.string() });
export type AdminRedeem = z.infer<typeof adminRedeemSchema>;

// ---- members' points -----------------------------------------------------------------------------

/** positive grants, negative takes (never below zero) */
export const grantPointsInput = z.object({
  merchant,
  username: z.string().min(1),
  points: z
    .number()
    .refine(
      (n) => n !== 0 && Math.abs(n) <= 1e9 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'a non-zero number of points with at most 2 decimals',
    ),
  remark: z.string().min(1).max(200),
  /** retries with the same key do not apply twice */
  idempotencyKey: z.string().min(1).max(100).optional(),
});

export const memberPointsInput = z.object({
  merchant,
  username: z.string().min(1),
  type: z.enum(POINT_ENTRY_TYPES).optional(),
  limit: z.number().int().min(1).max(500).default(50),
});

// ---- configuration -------------------------------------------------------------------------------

export const pointSettingsSchema = z.object({
  rates: z.record(z.enum(POINT_CATEGORIES), pointRateSchema),
  conversionEnabled: z.boolean(),
  /** how many points make 1.00 of the merchant's currency */
  pointsPerUnit: z.number().positive().max(1_000_000),
  /** the fewest points one conversion takes */
  minConvertPoints: pointsValue,
});
export type PointSettings = z.infer<typeof pointSettingsSchema>;

export const setPointSettingsInput = z.object({
  merchant,
  rates: z
    .partialRecord(z.enum(POINT_CATEGORIES), pointRateSchema)
    .optional()
    .describe('points earned per 1.00 staked, per category (LIVE, SPORTS, FISHING, SLOTS, PVP)'),
  conversionEnabled: z.boolean().optional().describe('members may convert points into money'),
  pointsPerUnit: z
    .number()
    .positive()
    .max(1_000_000)
    .optional()
    .describe("how many points make 1.00 of the merchant's currency"),
  minConvertPoints: pointsValue.optional().describe('the fewest points one conversion takes'),
});

export const merchantOnlyInput = z.object({ merchant }).optional();

/** the scenario file's `points:` key: settings, goods to add and members' points */
export const pointsScenarioSchema = setPointSettingsInput.omit({ merchant: true }).extend({
  goods: z
    .array(createGoodsInput.omit({ merchant: true }))
    .optional()
    .describe('goods to put in the mall (`points.createGoods`)'),
  grants: z
    .array(
      z.object({ username: z.string().min(1), points: z.number().positive(), remark: z.string().optional() }),
    )
    .optional()
    .describe('points to give members, after personas (`points.grant`)'),
});
export type PointsScenario = z.input<typeof pointsScenarioSchema>;
