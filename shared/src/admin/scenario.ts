// A scenario file: a named starting state QA can version (scenarios/*.yaml), applied key by key in the order
// the keys are declared below. `merchants` and `games` bring a QA suite's staging data (merchant codes, game ids and codes).
import { z } from 'zod';
import { contractsScenarioSchema } from './agent-contracts.ts';
import { createTeamInput } from './agents.ts';
import { setBrandInput, setRegisterFieldInput } from './brand.ts';
import { setCashierSettingsInput } from './cashier.ts';
import { declareGameInput } from './catalogue.ts';
import { setExternalSmsInput } from './external-sms.ts';
import { faultInput } from './faults.ts';
import { helpScenarioSchema } from './help.ts';
import { jackpotScenarioSchema } from './jackpot.ts';
import { setLiveModelInput } from './live.ts';
import { bindAuthenticatorInput, geetestModeSchema } from './login-checks.ts';
import { addBankCardInput, addWalletLockInput, setSecurityAnswersInput } from './member-money.ts';
import { createMemberInput } from './members.ts';
import { createMerchantInput } from './merchants.ts';
import { sendMessageInput } from './messages.ts';
import { missionInputSchema } from './missions.ts';
import { pointsScenarioSchema } from './points.ts';
import { promotionInputSchema } from './promotions.ts';
import { cashbackScenarioSchema } from './rebate.ts';
import { referralScenarioSchema } from './referral.ts';
import { grantDiscountTicketInput, grantExtraRewardInput } from './reward-vouchers.ts';
import { avatarsScenarioSchema } from './shell.ts';
import { stubInput } from './stubs.ts';
import { supportScenarioSchema } from './support.ts';
import { setClientLocationInput, setStatusInput } from './system.ts';
import { vipScenarioSchema } from './vip.ts';

export const scenarioSchema = z.object({
  name: z
    .string()
    .min(1)
    .describe('the name `scenario.runFile` and `pnpm sim scenario apply` also find it by'),
  description: z.string().optional().describe('one line for the control panel and `pnpm sim scenario list`'),
  merchant: z
    .string()
    .optional()
    .describe("the merchant every other key addresses (default: the simulator's SIM_MERCHANT)"),
  reset: z
    .boolean()
    .default(true)
    .describe('start from the seed (`data.reset`) first; false builds on the current state'),
  merchants: z
    .array(createMerchantInput)
    .optional()
    .describe(
      'merchants to create (or keep) before anything else, e.g. a staging merchant code (`merchants.create`)',
    ),
  games: z
    .array(declareGameInput)
    .optional()
    .describe(
      'games with fixed ids and codes, e.g. the lottery game a QA suite bets on (`catalogue.declareGame`)',
    ),
  clock: z
    .object({
      set: z
        .union([z.string().datetime({ offset: true }), z.number().int()])
        .optional()
        .describe('jump the simulated clock to this time (`clock.set`)'),
      freeze: z.boolean().optional().describe('stop the clock there (`clock.freeze`)'),
      advanceMinutes: z
        .number()
        .optional()
        .describe('then move it forward this many minutes (`clock.advance`)'),
    })
    .optional()
    .describe('the simulated clock every time rule follows: set, freeze, advance, in that order'),
  brand: setBrandInput
    .omit({ merchant: true })
    .optional()
    .describe('brand and site-shell settings (`brand.set`)'),
  cashier: setCashierSettingsInput
    .omit({ merchant: true })
    .optional()
    .describe(
      'deposit channels, limits and the automatic steps of deposits and withdrawals (`cashier.setSettings`)',
    ),
  flags: z
    .record(z.string(), z.boolean())
    .optional()
    .describe('white-label modules on or off by module id, e.g. `MOBILEVERCODELOGIN3: true` (`flags.set`)'),
  registerFields: z
    .array(setRegisterFieldInput.omit({ merchant: true }))
    .optional()
    .describe("the register form's field rules (`registerFields.set`)"),
  status: setStatusInput
    .omit({ merchant: true })
    .optional()
    .describe('maintenance (a window on the simulated clock) and the region gate (`system.setStatus`)'),
  location: setClientLocationInput
    .optional()
    .describe(
      'where every visitor seems to come from, for the region gate and free-play limit (`system.setClientLocation`)',
    ),
  geetest: geetestModeSchema
    .optional()
    .describe(
      'how the simulated geetest answers (GEETEST3): NORMAL, or force every challenge to PASS or FAIL (`geetest.set`)',
    ),
  externalSms: setExternalSmsInput.shape.enabled
    .optional()
    .describe(
      'phone verification on registration and forgot password by phone through the simulated external SMS service (firebaseIdToken, 60 s countdown) (`externalSms.set`)',
    ),
  personas: z
    .array(createMemberInput.omit({ merchant: true }))
    .optional()
    .describe('members, agents and trial accounts to create (`members.create`)'),
  authenticators: z
    .array(bindAuthenticatorInput.omit({ merchant: true }))
    .optional()
    .describe(
      'Google authenticators bound for members, after personas: the given base32 secret or a new one (`authenticators.bind`)',
    ),
  bankCards: z
    .array(addBankCardInput.omit({ merchant: true }))
    .optional()
    .describe(
      'withdrawal accounts bound for members, after personas, without the payment password (`bankCards.add`)',
    ),
  securityAnswers: z
    .array(setSecurityAnswersInput.omit({ merchant: true }))
    .optional()
    .describe(
      "members' answers to three security questions, after personas; ids from `securityQuestions.catalogue` (`securityQuestions.set`)",
    ),
  walletLocks: z
    .array(addWalletLockInput.omit({ merchant: true }))
    .optional()
    .describe(
      'turnover locks: money stays in the wallet until `turnover` more is bet from it, after personas (`walletLocks.add`)',
    ),
  teams: z
    .array(createTeamInput.omit({ merchant: true }))
    .optional()
    .describe('whole agent teams (`agents.createTeam`), after personas so a team may go under one'),
  promotions: z
    .array(promotionInputSchema.omit({ merchant: true }))
    .optional()
    .describe('promotions to create, or to edit when one with the same `code` exists (`promotions.create`)'),
  discountTickets: z
    .array(grantDiscountTicketInput.omit({ merchant: true }))
    .optional()
    .describe(
      "discount tickets given to members by a promotion's code, after personas and promotions (`discountTickets.grant`)",
    ),
  extraRewards: z
    .array(grantExtraRewardInput.omit({ merchant: true }))
    .optional()
    .describe(
      "extra rewards for members to apply for, by a promotion's code, after personas and promotions (`extraRewards.grant`)",
    ),
  faults: z
    .array(faultInput)
    .optional()
    .describe('latency, errors or dropped connections on matching paths or relay names (`faults.add`)'),
  stubs: z
    .array(stubInput)
    .optional()
    .describe('answers pinned to matching calls, after the gateway checks (`stubs.add`)'),
  points: pointsScenarioSchema
    .optional()
    .describe("points settings, goods and members' points, after personas (`points.*`)"),
  cashback: cashbackScenarioSchema
    .optional()
    .describe(
      'cashback: MANPLAYREB3 on or off, rates per product type, period, least claim (`rebate.setSettings`)',
    ),
  avatars: avatarsScenarioSchema
    .optional()
    .describe("members' preset avatars, after personas (`shell.setMemberAvatar`)"),
  vip: vipScenarioSchema
    .optional()
    .describe(
      "VIP rank rules and members' ranks set by hand, after personas (`vip.setRules`, `vip.setRank`)",
    ),
  referral: referralScenarioSchema.optional().describe('the referral reward rule (`referral.setRule`)'),
  jackpot: jackpotScenarioSchema
    .optional()
    .describe('the jackpot pool: amount now, contribution percent (`jackpot.set`)'),
  support: supportScenarioSchema
    .optional()
    .describe(
      "customer service: paths, VIP paths, the simulated agent's reply delay (`support.setSettings`)",
    ),
  help: helpScenarioSchema
    .optional()
    .describe('help-centre sections to set, per language and tag (`help.setSection`)'),
  contracts: contractsScenarioSchema
    .optional()
    .describe(
      'agent contracts offered upline -> direct downline agent, accepted unless `accept: false`, after personas (`agents.offerContract`)',
    ),
  missions: z
    .array(missionInputSchema.omit({ merchant: true }))
    .optional()
    .describe('missions to create, or to edit when one with the same `code` exists (`missions.create`)'),
  messages: z
    .array(sendMessageInput.omit({ merchant: true }))
    .optional()
    .describe(
      'inbox messages to send: to `username`, or to every member when it is left out (`messages.send`)',
    ),
  liveModels: z
    .array(setLiveModelInput.omit({ merchant: true }))
    .optional()
    .describe("the live show's models switched online or offline by code, e.g. LM04 (`live.setOnline`)"),
});
export type Scenario = z.input<typeof scenarioSchema>;
