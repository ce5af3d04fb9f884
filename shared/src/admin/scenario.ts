// A scenario file: a named starting state QA can version (scenarios/*.yaml), applied key by key in the order
// the keys are declared below. `merchants` and `games` bring a QA suite's staging data (merchant codes, game ids and codes).
import { z } from 'zod';
import { contractsScenarioSchema } from './agent-contracts.ts';
import { createTeamInput } from './agents.ts';
import { setBrandInput, setRegisterFieldInput } from './brand.ts';
import { setCashierSettingsInput } from './cashier.ts';
import { declareGameInput } from './catalogue.ts';
import { faultInput } from './faults.ts';
import { helpScenarioSchema } from './help.ts';
import { jackpotScenarioSchema } from './jackpot.ts';
import { createMemberInput } from './members.ts';
import { createMerchantInput } from './merchants.ts';
import { sendMessageInput } from './messages.ts';
import { missionInputSchema } from './missions.ts';
import { pointsScenarioSchema } from './points.ts';
import { promotionInputSchema } from './promotions.ts';
import { cashbackScenarioSchema } from './rebate.ts';
import { referralScenarioSchema } from './referral.ts';
import { avatarsScenarioSchema } from './shell.ts';
import { supportScenarioSchema } from './support.ts';
import { setClientLocationInput, setStatusInput } from './system.ts';
import { vipScenarioSchema } from './vip.ts';

export const scenarioSchema = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  /** the merchant every other key addresses (default: the simulator's SIM_MERCHANT) */
  merchant: z.string().optional(),
  /** start from the seed (default true) */
  reset: z.boolean().default(true),
  /** merchants to create (or keep) before anything else, e.g. a staging merchant code */
  merchants: z.array(createMerchantInput).optional(),
  /** games with fixed ids and codes, e.g. the lottery game a QA suite bets on */
  games: z.array(declareGameInput).optional(),
  clock: z
    .object({
      set: z.union([z.string().datetime({ offset: true }), z.number().int()]).optional(),
      freeze: z.boolean().optional(),
      advanceMinutes: z.number().optional(),
    })
    .optional(),
  brand: setBrandInput.omit({ merchant: true }).optional(),
  cashier: setCashierSettingsInput.omit({ merchant: true }).optional(),
  flags: z.record(z.string(), z.boolean()).optional(),
  registerFields: z.array(setRegisterFieldInput.omit({ merchant: true })).optional(),
  status: setStatusInput.omit({ merchant: true }).optional(),
  location: setClientLocationInput.optional(),
  personas: z.array(createMemberInput.omit({ merchant: true })).optional(),
  /** whole agent teams (agents.createTeam), after personas so a team may go under one */
  teams: z.array(createTeamInput.omit({ merchant: true })).optional(),
  /** promotions to create, or to edit when one with the same `code` exists */
  promotions: z.array(promotionInputSchema.omit({ merchant: true })).optional(),
  faults: z.array(faultInput).optional(),
  /** points settings, goods and members' points (after personas) */
  points: pointsScenarioSchema.optional(),
  /** cashback: MANPLAYREB3 on or off, rates per product type, period, least claim */
  cashback: cashbackScenarioSchema.optional(),
  /** members' preset avatars (after personas) */
  avatars: avatarsScenarioSchema.optional(),
  /** VIP rank rules and members' ranks set by hand (after personas) */
  vip: vipScenarioSchema.optional(),
  /** the referral reward rule */
  referral: referralScenarioSchema.optional(),
  /** the jackpot pool: amount now, contribution percent */
  jackpot: jackpotScenarioSchema.optional(),
  /** customer service: paths, VIP paths, the simulated agent's reply delay */
  support: supportScenarioSchema.optional(),
  /** help-centre sections to set, per language and tag */
  help: helpScenarioSchema.optional(),
  /** agent contracts offered upline -> direct downline agent, accepted unless `accept: false` (after personas) */
  contracts: contractsScenarioSchema.optional(),
  /** missions to create, or to edit when one with the same `code` exists (issue 15) */
  missions: z.array(missionInputSchema.omit({ merchant: true })).optional(),
  /** inbox messages to send: to `username`, or to every member when it is left out (issue 15) */
  messages: z.array(sendMessageInput.omit({ merchant: true })).optional(),
});
export type Scenario = z.input<typeof scenarioSchema>;
