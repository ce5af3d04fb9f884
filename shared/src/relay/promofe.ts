// Promotions and the reward centre: the PROMOFE_* relays, their MCSFE_/MCS2_ promotion siblings
// (endpoint-registry.md tables A, B and P; wire-contract.md 4.12 and 8) and the legacy /wps/promotions
// family (table J). The real answers are only partly public (`promoCode`, `transactionId`, `type`,
// `conditionStatus`, `rewardType`); the rest are design choices that keep the envelope.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

// ---- promotions as operator data -------------------------------------------------------------------

export const PROMOTION_KINDS = [
  /** a bonus on a deposit made after joining: percent of it (capped) or a fixed amount */
  'DEPOSIT_BONUS',
  /** a rebate on the valid turnover played after joining */
  'TURNOVER_REBATE',
  /** one draw per member from a prize table (MCS2_claimRafflePromotion) */
  'RAFFLE',
  /** tickets of the reward centre */
  'SLOT_MACHINE',
  'PRIZE_WHEEL',
  /** a bonus for a code (PROMOFE_claimPromoCode) */
  'PROMO_CODE',
  /** a reward for members who registered in the period */
  'SIGN_UP',
  /** a reward once per day of login */
  'LOGIN',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'DAILY', 'VIP', 'LIMITED'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * How a member takes part: JOIN (one click, then meet the condition and claim), APPLY (the application
 * form; an operator decides), AUTO (the reward is there to claim for whoever is eligible), CODE (a promo
 * code), TICKET (tickets are issued to the member).
 */
export const PROMOTION_ENTRIES = ['JOIN', 'APPLY', 'AUTO', 'CODE', 'TICKET'] as const;
export type PromotionEntry = (typeof PROMOTION_ENTRIES)[number];

/**
 * Spec section 4, activity status, as a member sees a promotion: COMING_SOON (not started), CLOSE (over
 * or closed), JOIN (may join or apply), JOINED (joined, condition not met yet), CLAIM (reward ready),
 * APPLYING (application sent) -> PROCESS (an operator is reviewing it) -> ISSUED (approved: claim it)
 * or REJECTED, CLAIMED (paid).
 */
export const ACTIVITY_STATUSES = [
  'JOIN',
  'JOINED',
  'APPLYING',
  'PROCESS',
  'ISSUED',
  'REJECTED',
  'CLAIM',
  'CLAIMED',
  'CLOSE',
  'COMING_SOON',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** a prize of a raffle, slot machine or prize wheel; CASH pays `amount`, NONE pays nothing */
export const REWARD_TYPES = ['CASH', 'NONE'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const prizeSchema = z.object({
  /** the English label; the member sees `labels` in their language when it has it */
  label: z.string().min(1).max(40),
  /** the label per site language (EN, BN, CN, JA, TH, VI); the wire answers only `label`, translated */
  labels: z.record(z.string(), z.string().min(1).max(40)).optional(),
  rewardType: z.enum(REWARD_TYPES),
  amount: z.number().min(0),
  /** relative chance of the prize */
  weight: z.number().int().min(0),
});
export type Prize = z.infer<typeof prizeSchema>;

/** One promotion as the member sees it, in the language of the `Language` header. */
export const promotionSchema = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  entry: z.enum(PROMOTION_ENTRIES),
  title: z.string(),
  summary: z.string(),
  /** HTML of the detail page */
  content: z.string(),
  bannerUrl: z.string(),
  /** ms epoch on the simulated clock */
  startTime: z.number(),
  endTime: z.number().nullable(),
  vipMin: z.number().int(),
  vipMax: z.number().int().nullable(),
  minDeposit: z.number(),
  minTurnover: z.number(),
  /** percent of the deposit or turnover (null: a fixed bonus) */
  bonusPercent: z.number().nullable(),
  bonusFixed: z.number().nullable(),
  bonusMax: z.number().nullable(),
  /** the bonus must be played this many times over before it can be withdrawn */
  turnoverMultiplier: z.number(),
  prizes: z.array(prizeSchema),
  /** the member's state; members who are not logged in see JOIN, COMING_SOON or CLOSE */
  activityStatus: z.enum(ACTIVITY_STATUSES),
  /** false: the member's VIP level, deposits or turnover do not qualify */
  eligible: z.boolean(),
  /** the member's participation, once there is one */
  participationId: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

/** GET MCSFE_getAvailablePromotions, MCSFE_getMerchantAvailablePromotions, /wps/promotions */
export const promotionQuerySchema = z
  .object({
    category: z.enum(PROMOTION_CATEGORIES).optional(),
    kind: z.enum(PROMOTION_KINDS).optional(),
    promotionId: wireInt(z.number().int()).optional(),
  })
  .loose();

/** GET PROMOFE_getPromotionAnnouncementCategory */
export const promotionCategorySchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES),
  name: z.string(),
  count: z.number().int(),
});
export const promotionCategoryListSchema = z.array(promotionCategorySchema);

// ---- participation ---------------------------------------------------------------------------------

export const promotionRefSchema = z.object({ promotionId: wireInt(z.number().int().positive()) }).loose();

export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_MAX_COUNT = 3;

/**
 * A png or jpg as a data URL (spec section 5: png or jpg, at most 5MB each, at most 3); the server
 * also checks the bytes are the image they claim to be.
 */
export const applicationImageSchema = z
  .string()
  .max(Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 4) / 3) + 32, 'an image of at most 5MB')
  .regex(/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+=*$/, 'a png or jpg image');

/** POST /wps/promotions (the application form) */
export const applicationSchema = z.object({
  promotionId: wireInt(z.number().int().positive()),
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).default(''),
  images: z.array(applicationImageSchema).max(APPLICATION_IMAGE_MAX_COUNT).default([]),
  requestId: z.string().trim().min(1).max(64).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** A member's participation: join, application, claim (MCSFE_signUpPromotionJoin and the claims) */
export const participationSchema = z.object({
  participationId: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  activityStatus: z.enum(ACTIVITY_STATUSES),
  comment: z.string().nullable(),
  imageCount: z.number().int(),
  remark: z.string().nullable(),
  /** the bonus paid or to be paid; null until known */
  bonusAmount: z.number().nullable(),
  /** turnover the bonus must be played before withdrawal */
  turnoverRequired: z.number().nullable(),
  joinTime: z.number(),
  updateTime: z.number(),
  claimTime: z.number().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;
export const participationListSchema = z.array(participationSchema);

/** GET MCSFE_getClaimPromotion?promotionType=&status=I (I: issued, C: claimed, A: all) */
export const claimPromotionQuerySchema = z
  .object({ promotionType: z.string().optional(), status: z.enum(['I', 'C', 'A']).default('I') })
  .loose();

/** POST MCSFE_claimIssuedPromotion, MCSFE_claimLoginPromotion, MCSFE_signUpRequestReward */
export const claimSchema = z
  .object({
    participationId: wireInt(z.number().int().positive()).optional(),
    promotionId: wireInt(z.number().int().positive()).optional(),
  })
  .loose();

// ---- raffles ---------------------------------------------------------------------------------------

/** POST MCS2_claimRafflePromotion / MCSFE_claimRafflePromotion */
export const raffleClaimSchema = z.object({ promotionId: wireInt(z.number().int().positive()) }).loose();

export const raffleResultSchema = z.object({
  promotionId: z.number().int(),
  participationId: z.number().int(),
  prizeIndex: z.number().int(),
  prize: prizeSchema,
  rewardType: z.enum(REWARD_TYPES),
  rewardAmount: z.number(),
});

/** GET MCSFE_getRafflePromotionStatus?promotionId= (no id: every raffle on now) */
export const raffleStatusQuerySchema = z
  .object({ promotionId: wireInt(z.number().int().positive()).optional() })
  .loose();
export const raffleStatusSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  activityStatus: z.enum(ACTIVITY_STATUSES),
  canClaim: z.boolean(),
  prizes: z.array(prizeSchema),
  result: raffleResultSchema.nullable(),
});
export const raffleStatusListSchema = z.array(raffleStatusSchema);

// ---- tickets (slot machine, prize wheel) -----------------------------------------------------------

export const TICKET_TYPES = ['SLOT_MACHINE', 'PRIZE_WHEEL'] as const;
export const TICKET_STATUSES = ['AVAILABLE', 'CLAIMED', 'CANCELLED', 'EXPIRED'] as const;
/** what keeps a ticket from being claimed: claimed already, given up, or past its expiry */
export const TICKET_CONDITIONS = ['CLAIMED', 'CANCELLED', 'EXPIRED'] as const;

export const spinSchema = z.object({
  prizeIndex: z.number().int(),
  rewardType: z.enum(REWARD_TYPES),
  rewardAmount: z.number(),
  label: z.string(),
  /** slot machine: the three symbols shown */
  reels: z.array(z.string()),
});
export type Spin = z.infer<typeof spinSchema>;

export const ticketSchema = z.object({
  transactionId: z.string(),
  type: z.enum(TICKET_TYPES),
  status: z.enum(TICKET_STATUSES),
  /**
   * The conditions that still stand in the way of a claim: empty on a claimable ticket, which is what the
   * vendor's SIT scripts test (`if transactionId and not conditionStatus`, defaulting it to a list)
   */
  conditionStatus: z.array(z.enum(TICKET_CONDITIONS)),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  prizes: z.array(prizeSchema),
  spinsTotal: z.number().int(),
  spinsUsed: z.number().int(),
  spins: z.array(spinSchema),
  /** what the spins so far have won (paid on claim) */
  rewardAmount: z.number(),
  issueTime: z.number(),
  expireTime: z.number().nullable(),
  claimTime: z.number().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = z.array(ticketSchema);

/** GET PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE */
export const ticketListQuerySchema = z
  .object({ isApp: z.string().optional(), status: z.enum([...TICKET_STATUSES, 'ALL']).default('AVAILABLE') })
  .loose();

/** POST PROMOFE_claimTicket {transactionId, isApp:"N"}, PROMOFE_spinSlotMachine, MCSFE_cancelTicket */
export const ticketRefSchema = z
  .object({ transactionId: z.string().trim().min(1).max(64), isApp: z.string().optional() })
  .loose();

/** The answer of a spin or a claim: what this spin gave and the ticket after it. */
export const spinResultSchema = z.object({
  transactionId: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  rewardAmount: z.number(),
  spin: spinSchema,
  /** paid to the main wallet by this call (claims only) */
  paidAmount: z.number(),
  ticket: ticketSchema,
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** GET PROMOFE_getTicketGlobalConfig */
export const ticketGlobalConfigSchema = z.object({
  slotSymbols: z.array(z.string()),
  slotSpinsDefault: z.number().int(),
});

// ---- promo codes -----------------------------------------------------------------------------------

/** GET PROMOFE_getPromoCode: codes on offer to the member */
export const promoCodeSchema = z.object({
  promoCode: z.string(),
  description: z.string(),
  promotionId: z.number().int(),
  bonusAmount: z.number(),
  claimed: z.boolean(),
  endTime: z.number().nullable(),
});
export const promoCodeListSchema = z.array(promoCodeSchema);

/** POST PROMOFE_claimPromoCode {promoCode} */
export const claimPromoCodeSchema = z.object({ promoCode: z.string().trim().min(1).max(32) }).loose();

// ---- the reward centre at a glance ----------------------------------------------------------------

/** what the header badge and the balance answer count (availablePromoCount) */
export const rewardSummarySchema = z.object({
  availablePromo: z.boolean(),
  availablePromoCount: z.number().int(),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;
