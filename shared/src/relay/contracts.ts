// Agent contracts (platform-spec.md 3, 4, 9; wire-contract.md 4.12): dividend, daily, hourly and real-time
// salary, each offered by an upline agent to a direct downline agent, with tiers (a rate by active members
// and period valid bet, or period loss for dividends). The wire names the four calls and their merchant
// modules but "shapes not seen": the shapes below are this simulator's design, in the platform's style
// (envelope, camelCase, ms epochs, money as 2-decimal numbers, `pageNum`/`totalPages`/`totalCount`).
//
// One relay per kind (and its MCSFE_ twin) takes every action, selected by `action`:
//   LIST       the caller's contracts of the kind, as upline and as downline (the default)
//   OFFER      upline -> direct downline agent: a new contract, PENDING until the downline answers
//   ACCEPT     answers the open request of a contract (a new one: ACTIVE; a termination: TERMINATED)
//   REJECT     the same, refused (a new one: REJECTED; a termination: back to ACTIVE)
//   TERMINATE  either side asks to end an ACTIVE contract: TERMINATION_REQUESTED until answered
//   RECORD     the caller's settlements of the kind (the agentDailyWages2 / agentHourSalary /
//              agentRealtimeSalary / agentDividendRecord2 pages), date range, paging and totals
// GET relays read the fields from the query (tiers as a JSON string), POST relays from the body; both
// verbs are accepted on all four names.
import { z } from 'zod';
import { rangeEndSchema, rangeStartSchema } from '../date-param.ts';
import { moneySchema } from '../money-schema.ts';
import { wireInt } from '../wire-number.ts';

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The merchant module (feature flag) that enables each kind. */
export const CONTRACT_MODULES: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_SALARY: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** The relay names of each kind: the MCS2_ (or first) name and its MCSFE_ twin (endpoint-registry.md). */
export const CONTRACT_RELAYS: Record<ContractKind, readonly string[]> = {
  DIVIDEND: ['MCS2_processDividendReq', 'MCSFE_processContractDividend'],
  DAILY_SALARY: ['MCS2_processDailySalContract', 'MCSFE_processDailySalaryContract'],
  HOURLY_SALARY: ['MCS2_processContractHourSalary', 'MCSFE_processContractHourSalary'],
  REALTIME_SALARY: ['MCSFE_processRealTimeSalaryContract'],
};

/** Dividend periods (platform-spec.md 9); salaries settle every 5 minutes, hour or day by kind. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'REJECTED',
  'TERMINATED',
  'TERMINATION_REQUESTED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_ACTIONS = ['LIST', 'OFFER', 'ACCEPT', 'REJECT', 'TERMINATE', 'RECORD'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A rate in percent, 0 to 100 with at most 2 decimals (1.5 is 1.5 % of the valid bet or the loss). */
export const contractRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a percentage with at most 2 decimals')
  .meta({ multipleOf: 0.01 });

/**
 * One tier: it applies when the period has at least `activeMembers` active members (distinct team
 * members with a valid bet) and at least `amount` of valid bet (salaries) or loss (dividends); the
 * highest rate among the tiers that apply is paid.
 */
export const contractTierSchema = z.object({
  activeMembers: wireInt(z.number().int().min(0).max(1_000_000)),
  /** a threshold: never below zero */
  amount: moneySchema.refine((n) => n >= 0, 'a threshold of zero or more').meta({ minimum: 0 }),
  rate: contractRateSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractTiersSchema = z.array(contractTierSchema).min(1).max(20);

/** GET relays carry the tiers as a JSON string in the query. */
const tiersInput = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, contractTiersSchema);

/** database ids are 32-bit */
const idInput = wireInt(z.number().int().positive().max(2_147_483_647));

/** The request of every contract relay: `action` picks what happens (LIST when absent). */
export const contractCallSchema = z
  .object({
    action: z.enum(CONTRACT_ACTIONS).default('LIST'),
    /** OFFER: the direct downline agent, by id or login name; LIST: only contracts with this downline */
    downlineId: idInput.optional(),
    downlineAccount: z.string().trim().min(1).max(64).optional(),
    /** OFFER */
    tiers: tiersInput.optional(),
    /** OFFER of a dividend: the settlement period (DAILY when absent) */
    period: z.enum(DIVIDEND_PERIODS).optional(),
    /** ACCEPT, REJECT, TERMINATE */
    contractId: idInput.optional(),
    /** TERMINATE: why (kept on the request) */
    reason: z.string().trim().max(200).optional(),
    /** LIST: one status only */
    status: z.enum(CONTRACT_STATUSES).optional(),
    /** RECORD: ISO dates or ms epoch; default the last 7 days on the simulated clock */
    startDate: rangeStartSchema.optional(),
    endDate: rangeEndSchema.optional(),
    pageNo: wireInt(z.number().int().min(1).max(1_000_000)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(200)).default(20),
  })
  .loose()
  // what each action needs (server/src/domain/contracts/agent-calls.ts refuses it missing)
  .meta({
    anyOf: [
      { properties: { action: { enum: ['LIST', 'RECORD'] } } },
      {
        required: ['action', 'contractId'],
        properties: { action: { enum: ['ACCEPT', 'REJECT', 'TERMINATE'] } },
      },
      { required: ['action', 'tiers', 'downlineId'], properties: { action: { const: 'OFFER' } } },
      { required: ['action', 'tiers', 'downlineAccount'], properties: { action: { const: 'OFFER' } } },
    ],
  });
export type ContractCall = z.infer<typeof contractCallSchema>;

export const contractPartySchema = z.object({ id: z.number().int(), account: z.string() });

export const CONTRACT_REQUEST_TYPES = ['NEW', 'TERMINATION'] as const;
export const CONTRACT_SIDES = ['UPLINE', 'DOWNLINE'] as const;

/** An open request on a contract: the other side answers it with ACCEPT or REJECT. */
export const contractRequestSchema = z.object({
  requestId: z.number().int(),
  requestType: z.enum(CONTRACT_REQUEST_TYPES),
  requestedBy: z.enum(CONTRACT_SIDES),
  reason: z.string().nullable(),
  requestTime: z.number(),
});

export const contractSchema = z.object({
  contractId: z.number().int(),
  contractType: z.enum(CONTRACT_KINDS),
  /** dividends: the period; salaries: null */
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  status: z.enum(CONTRACT_STATUSES),
  upline: contractPartySchema,
  downline: contractPartySchema,
  tiers: z.array(contractTierSchema),
  /** the highest tier rate: a downline's can never exceed its upline's */
  rate: z.number(),
  /** the caller's side of it */
  role: z.enum(CONTRACT_SIDES),
  /** open request (new or termination), if any */
  pendingRequest: contractRequestSchema.nullable(),
  /** whether the caller may answer the open request */
  canRespond: z.boolean(),
  createTime: z.number(),
  /** accepted at */
  effectiveTime: z.number().nullable(),
  endTime: z.number().nullable(),
  /** why it ended: REJECTED, TERMINATED_BY_AGREEMENT, UPLINE_RATE_LOWERED, ADMIN */
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** One settled period of a contract: what the team did and what it paid the downline agent. */
export const settlementRecordSchema = z.object({
  recordId: z.number().int(),
  contractId: z.number().int(),
  contractType: z.enum(CONTRACT_KINDS),
  /** the agent paid */
  account: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  activeMembers: z.number().int(),
  validBet: z.number(),
  /** the team's profit and loss (members' win minus stake); the loss a dividend pays on is its negative */
  profitLoss: z.number(),
  /** the rate of the tier that applied (0: none) */
  rate: z.number(),
  amount: z.number(),
  /** CLAIMED (being paid) or PAID */
  status: z.enum(['CLAIMED', 'PAID']),
  /** the account-record order that paid it (none for 0) */
  referenceNo: z.string().nullable(),
  payTime: z.number().nullable(),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

export const contractListAnswerSchema = z.object({
  action: z.literal('LIST'),
  list: z.array(contractSchema),
  totalCount: z.number().int(),
});

export const contractChangeAnswerSchema = z.object({
  action: z.enum(['OFFER', 'ACCEPT', 'REJECT', 'TERMINATE']),
  contract: contractSchema,
  /** downline contracts ended because this acceptance lowered the caller's rate below theirs */
  autoTerminated: z.array(contractSchema),
});

export const contractRecordAnswerSchema = z.object({
  action: z.literal('RECORD'),
  list: z.array(settlementRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  summary: z.object({ validBet: z.number(), profitLoss: z.number(), amount: z.number() }),
});

export const contractAnswerSchema = z.union([
  contractListAnswerSchema,
  contractChangeAnswerSchema,
  contractRecordAnswerSchema,
]);
export type ContractAnswer = z.infer<typeof contractAnswerSchema>;
export type ContractListAnswer = z.infer<typeof contractListAnswerSchema>;
export type ContractChangeAnswer = z.infer<typeof contractChangeAnswerSchema>;
export type ContractRecordAnswer = z.infer<typeof contractRecordAnswerSchema>;
