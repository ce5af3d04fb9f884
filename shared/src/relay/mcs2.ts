// Points (wire-contract.md 4.12, endpoint-registry.md A and B): MCS2_* and their MCSFE_* twins, the
// encrypted passwordCheck/ redeem and convert, and ODSFE2_MemTransDet (the points record). The real
// answers were never seen (wire-contract.md 6): these shapes are design choices inside the envelope.
// Points are decimal numbers with 2 places, earned from valid bets at the category rates
// (platform-spec.md 9) and never expire.
import { z } from 'zod';
import { rangeEndSchema, rangeStartSchema } from '../date-param.ts';
import { wireInt, wireNumber } from '../wire-number.ts';
import { GAME_TYPES, type GameType } from './gcsgame.ts';

/** Platform-spec.md 9: the categories with a points rate, and their default rates. */
export const POINT_CATEGORIES = ['LIVE', 'SPORTS', 'FISHING', 'SLOTS', 'PVP'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

export const DEFAULT_POINT_RATES: Record<PointCategory, number> = {
  LIVE: 0.7,
  SPORTS: 1,
  FISHING: 1.2,
  SLOTS: 1.2,
  PVP: 1,
};

/** Which game types earn at which category's rate; the others (lotteries, cockfight, mini) earn none. */
export const POINT_CATEGORY_OF: Partial<Record<GameType, PointCategory>> = {
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  FISH: 'FISHING',
  RNG: 'SLOTS',
  JACKPOT: 'SLOTS',
  PVP: 'PVP',
};

/** A points rate: points per 1.00 of valid bet, 0 to 100 with at most 2 decimals. */
export const pointRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a rate with at most 2 decimals')
  .meta({ multipleOf: 0.01 });

/** A positive number of points with at most 2 decimals. */
export const pointsAmountSchema = wireNumber(z.number())
  .refine(
    (n) => Number.isFinite(n) && n > 0 && n <= 1e12 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'a positive number of points with at most 2 decimals',
  )
  .meta({ exclusiveMinimum: 0, maximum: 1e12, multipleOf: 0.01 });

const requestIdSchema = z.string().trim().min(1).max(64);
const pageQuery = {
  pageNo: wireInt(z.number().int().min(1)).default(1),
  pageSize: wireInt(z.number().int().min(1).max(100)).default(10),
};
const page = { pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() };

// ---- balance and configuration ---------------------------------------------------------------------

/** GET MCS2_getPointBalance / MCSFE_getPointBalance */
export const pointBalanceSchema = z.object({
  pointBalance: z.number(),
  totalEarned: z.number(),
  /** redeemed (net of rejected redeems) and converted */
  totalUsed: z.number(),
  /** points held by redeems still In Process */
  inProcess: z.number(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointRateRowSchema = z.object({
  category: z.enum(POINT_CATEGORIES),
  rate: z.number(),
  gameTypes: z.array(z.enum(GAME_TYPES)),
});

export const pointConversionSchema = z.object({
  enabled: z.boolean(),
  /** how many points make 1.00 of the merchant's currency */
  pointsPerUnit: z.number(),
  /** the fewest points one conversion takes */
  minPoints: z.number(),
  currency: z.string(),
});
export type PointConversion = z.infer<typeof pointConversionSchema>;

/** GET MCS2_getPointConfig / MCSFE_getPointConfig */
export const pointConfigSchema = z.object({
  rates: z.array(pointRateRowSchema),
  conversion: pointConversionSchema,
  /** platform-spec.md 9: points never expire */
  expires: z.literal(false),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const POINT_CONVERSION_TYPES = ['GOODS', 'CASH'] as const;
/** GET MCSFE_getPointRewardConversionType: what points can become (goods in the mall, cash by conversion) */
export const pointConversionTypesSchema = z.object({
  list: z.array(
    z.object({ conversionType: z.enum(POINT_CONVERSION_TYPES), enabled: z.boolean(), name: z.string() }),
  ),
});

// ---- goods -----------------------------------------------------------------------------------------

export const GOODS_STATUSES = ['AVAILABLE', 'SOLD_OUT', 'CLOSED'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** One item of the points mall (platform-spec.md 3: redeem goods). */
export const pointRewardSchema = z.object({
  rewardId: z.number().int(),
  /** in the request's Language */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** points requirement per item */
  points: z.number(),
  /** valid bets the member must have made in all (0: none) */
  amountRequirement: z.number(),
  /** the stock the operator put in */
  quantity: z.number().int(),
  /** what is left */
  availableQuantity: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  /** whether this member may redeem it now (enough points, the amount met, stock left) */
  redeemable: z.boolean(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

/** GET MCS2_getPointReward / MCSFE_getPointReward */
export const pointRewardQuerySchema = z.object(pageQuery).loose();
export const pointRewardListSchema = z.object({
  list: z.array(pointRewardSchema),
  pointBalance: z.number(),
  /** the member's valid bets in all, against amountRequirement */
  validBetAmount: z.number(),
  ...page,
});
export type PointRewardList = z.infer<typeof pointRewardListSchema>;

// ---- redeem ----------------------------------------------------------------------------------------

/** Spec section 4: In Process -> Approved | Rejected (rejected gives the points back). */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** POST passwordCheck/MCS2_redeemPointReward (encrypted) */
export const redeemPointRewardSchema = z.object({
  rewardId: wireInt(z.number().int().positive()),
  quantity: wireInt(z.number().int().min(1).max(100)).default(1),
  paymentPassword: z.string().min(1).max(64),
  /** where to send the goods, as the member writes it */
  remark: z.string().trim().max(200).optional(),
  requestId: requestIdSchema.optional(),
});
export type RedeemPointReward = z.infer<typeof redeemPointRewardSchema>;

export const redeemRecordSchema = z.object({
  redeemNo: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  quantity: z.number().int(),
  /** points taken (given back when Rejected) */
  points: z.number(),
  status: z.enum(REDEEM_STATUSES),
  /** ms epoch on the simulated clock */
  applyTime: z.number(),
  decideTime: z.number().nullable(),
  /** the member's remark */
  remark: z.string().nullable(),
  /** the operator's word on the decision */
  decisionRemark: z.string().nullable(),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;

/** the redeem answer: the record and the points left */
export const redeemResultSchema = z.object({
  redeem: redeemRecordSchema,
  pointBalance: z.number(),
  replayed: z.boolean(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** GET MCS2_getRedeemPointList / MCSFE_getRedeemPointList: the redeem history */
export const redeemListQuerySchema = z
  .object({
    ...pageQuery,
    status: z.enum(REDEEM_STATUSES).optional(),
    startDate: rangeStartSchema.optional(),
    endDate: rangeEndSchema.optional(),
  })
  .loose();
export const redeemListSchema = z.object({ list: z.array(redeemRecordSchema), ...page });
export type RedeemList = z.infer<typeof redeemListSchema>;

// ---- convert ---------------------------------------------------------------------------------------

/** POST passwordCheck/MCS2_convertPoint (encrypted): points into money on the main wallet */
export const convertPointSchema = z.object({
  points: pointsAmountSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});
export type ConvertPoint = z.infer<typeof convertPointSchema>;

export const convertResultSchema = z.object({
  /** the order in the account record (type POINT_CONVERSION) */
  referenceNo: z.string(),
  points: z.number(),
  amount: z.number(),
  pointBalance: z.number(),
  /** the main wallet after the credit */
  balance: z.number(),
  replayed: z.boolean(),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

// ---- the points record -------------------------------------------------------------------------------

export const POINT_ENTRY_TYPES = [
  /** earned from a settled round */
  'EARN',
  /** granted (or taken) by the back office */
  'GRANT',
  'REDEEM',
  /** a rejected redeem gives its points back */
  'REDEEM_REFUND',
  'CONVERT',
] as const;
export type PointEntryType = (typeof POINT_ENTRY_TYPES)[number];

/** One line of the points record (platform-spec.md 3: changed points, balance, remark). */
export const pointEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_ENTRY_TYPES),
  /** positive earned, negative spent */
  changedPoints: z.number(),
  /** the points balance after this line */
  balance: z.number(),
  remark: z.string(),
  /** ms epoch on the simulated clock */
  time: z.number(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** GET ODSFE2_MemTransDet */
export const pointRecordQuerySchema = z
  .object({
    ...pageQuery,
    type: z.enum(POINT_ENTRY_TYPES).optional(),
    startDate: rangeStartSchema.optional(),
    endDate: rangeEndSchema.optional(),
  })
  .loose();
export const pointRecordSchema = z.object({ list: z.array(pointEntrySchema), ...page });
export type PointRecord = z.infer<typeof pointRecordSchema>;
