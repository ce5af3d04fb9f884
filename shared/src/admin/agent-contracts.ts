// agents.contracts, agents.offerContract, agents.settleNow: the back office of agent contracts, and the
// scenario file's `contracts:` key. Agents are named by login name, the merchant by code.
import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  contractTiersSchema,
  DIVIDEND_PERIODS,
  settlementRecordSchema,
} from '../relay/contracts.ts';

const merchant = z.string().optional();

export const listContractsInput = z
  .object({
    merchant,
    /** contracts where this agent is the upline or the downline */
    username: z.string().optional(),
    kind: z.enum(CONTRACT_KINDS).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .optional();

export const adminContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string(),
  downline: z.string(),
  tiers: contractTiersSchema,
  rate: z.number(),
  offeredAt: z.number(),
  startsAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  endReason: z.string().nullable(),
  /** settled up to here (ms epoch): the next period starts here */
  settledUntil: z.number().nullable(),
  periodsSettled: z.number().int(),
  paidTotal: z.number(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;

/** A contract as the scenario file and agents.offerContract give it. */
export const contractOfferSchema = z.object({
  upline: z.string().min(1).describe("the offering agent's username"),
  downline: z.string().min(1).describe("a direct downline agent's username"),
  kind: z.enum(CONTRACT_KINDS).describe('dividend or a salary'),
  period: z.enum(DIVIDEND_PERIODS).optional().describe("a dividend's period"),
  tiers: contractTiersSchema.describe(
    "{activeMembers, amount, rate}: a period pays rate % of the team's valid bet (salaries) or loss (dividends) at the highest tier it reaches",
  ),
  accept: z
    .boolean()
    .default(true)
    .describe('true (default): the downline accepts at once, as if it had answered the offer'),
});
export type ContractOffer = z.input<typeof contractOfferSchema>;

export const offerContractInput = contractOfferSchema.extend({ merchant });

export const settleNowInput = z.object({ merchant }).optional();
export const settleNowResultSchema = z.object({
  /** periods claimed and settled by this run (0 when all were settled already) */
  periods: z.number().int(),
});

export const settlementListInput = z
  .object({
    merchant,
    contractId: z.number().int().optional(),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .optional();
export const adminSettlementSchema = settlementRecordSchema;

/** the scenario file's `contracts:` key */
export const contractsScenarioSchema = z.array(contractOfferSchema);
