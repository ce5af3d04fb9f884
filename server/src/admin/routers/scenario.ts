// scenario.*: apply a named starting state in one call, through the same procedures a script would
// call one by one.
import { scenarioSchema } from '@sim/shared/admin/scenario';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { listScenarioFiles, ScenarioFileError } from '../../control/scenario-files.ts';
import { type AdminContext, adminProcedure, createCallerFactory, router } from '../trpc.ts';
import { agentsRouter } from './agents.ts';
import { brandRouter, registerFieldsRouter } from './brand.ts';
import { cashierRouter } from './cashier.ts';
import { catalogueRouter } from './catalogue.ts';
import { clockRouter } from './clock.ts';
import { dataRouter } from './data.ts';
import { externalSmsRouter } from './external-sms.ts';
import { faultsRouter } from './faults.ts';
import { flagsRouter } from './flags.ts';
import { helpRouter } from './help.ts';
import { jackpotRouter } from './jackpot.ts';
import { liveRouter } from './live.ts';
import { authenticatorsRouter, geetestRouter } from './login-checks.ts';
import { bankCardsRouter, securityQuestionsRouter, walletLocksRouter } from './member-money.ts';
import { membersRouter } from './members.ts';
import { merchantsRouter } from './merchants.ts';
import { messagesRouter } from './messages.ts';
import { missionsRouter } from './missions.ts';
import { pointsRouter, rebateRouter } from './points.ts';
import { promotionsRouter } from './promotions.ts';
import { referralRouter } from './referral.ts';
import { discountTicketsRouter, extraRewardsRouter } from './reward-vouchers.ts';
import { shellRouter } from './shell.ts';
import { stubsRouter } from './stubs.ts';
import { supportRouter } from './support.ts';
import { systemRouter } from './system.ts';
import { vipRouter } from './vip.ts';

type ScenarioSpec = z.output<typeof scenarioSchema>;

/** The procedures a scenario is made of: a scenario can do nothing a script could not. */
const stepsRouter = router({
  data: dataRouter,
  faults: faultsRouter,
  stubs: stubsRouter,
  clock: clockRouter,
  brand: brandRouter,
  cashier: cashierRouter,
  flags: flagsRouter,
  registerFields: registerFieldsRouter,
  system: systemRouter,
  members: membersRouter,
  bankCards: bankCardsRouter,
  securityQuestions: securityQuestionsRouter,
  walletLocks: walletLocksRouter,
  geetest: geetestRouter,
  externalSms: externalSmsRouter,
  authenticators: authenticatorsRouter,
  agents: agentsRouter,
  merchants: merchantsRouter,
  catalogue: catalogueRouter,
  promotions: promotionsRouter,
  discountTickets: discountTicketsRouter,
  extraRewards: extraRewardsRouter,
  live: liveRouter,
  points: pointsRouter,
  rebate: rebateRouter,
  shell: shellRouter,
  vip: vipRouter,
  referral: referralRouter,
  jackpot: jackpotRouter,
  support: supportRouter,
  help: helpRouter,
  missions: missionsRouter,
  messages: messagesRouter,
});
const createStepsCaller = createCallerFactory(stepsRouter);

export interface ScenarioResult {
  name: string;
  steps: string[];
  personas: { username: string; password: string; type: number }[];
}

async function applyScenario(ctx: AdminContext, scenario: ScenarioSpec): Promise<ScenarioResult> {
  const call = createStepsCaller(ctx);
  const merchant = scenario.merchant;
  const steps: string[] = [];
  const step = async (label: string, work: () => Promise<unknown>) => {
    await work();
    steps.push(label);
  };

  if (scenario.reset) await step('reset to the seed', () => call.data.reset());
  for (const declared of scenario.merchants ?? [])
    await step(`merchant ${declared.code}`, () => call.merchants.create(declared));
  for (const game of scenario.games ?? [])
    await step(`game ${game.id} ${game.code}`, () => call.catalogue.declareGame(game));
  await step('faults cleared', () => call.faults.clear());
  await step('stubs cleared', () => call.stubs.clear());
  const { clock } = scenario;
  if (clock?.set !== undefined)
    await step(`clock set to ${clock.set}`, () => call.clock.set({ at: clock.set! }));
  if (clock?.freeze) await step('clock frozen', () => call.clock.freeze());
  if (clock?.advanceMinutes)
    await step(`clock advanced ${clock.advanceMinutes} min`, () =>
      call.clock.advance({ minutes: clock.advanceMinutes }),
    );
  if (scenario.brand) await step('brand settings', () => call.brand.set({ merchant, ...scenario.brand }));
  if (scenario.cashier)
    await step('cashier settings', () => call.cashier.setSettings({ merchant, ...scenario.cashier }));
  for (const [modId, enabled] of Object.entries(scenario.flags ?? {})) {
    await step(`flag ${modId} ${enabled ? 'on' : 'off'}`, () => call.flags.set({ merchant, modId, enabled }));
  }
  for (const field of scenario.registerFields ?? []) {
    await step(`register field ${field.field}`, () => call.registerFields.set({ merchant, ...field }));
  }
  if (scenario.status)
    await step('system status', () => call.system.setStatus({ merchant, ...scenario.status }));
  if (scenario.location)
    await step('visitor location', () => call.system.setClientLocation(scenario.location!));
  if (scenario.geetest)
    await step(`geetest ${scenario.geetest}`, () => call.geetest.set({ merchant, mode: scenario.geetest! }));
  if (scenario.externalSms !== undefined) {
    const enabled = scenario.externalSms;
    await step(`external SMS service ${enabled ? 'on' : 'off'}`, () =>
      call.externalSms.set({ merchant, enabled }),
    );
  }
  const personas = [];
  for (const persona of scenario.personas ?? []) {
    const created = await call.members.create({ merchant, ...persona });
    personas.push({ username: created.username, password: created.password, type: created.type });
    steps.push(`persona ${created.username}`);
  }
  for (const authenticator of scenario.authenticators ?? [])
    await step(`authenticator for ${authenticator.username}`, () =>
      call.authenticators.bind({ merchant, ...authenticator }),
    );
  for (const card of scenario.bankCards ?? [])
    await step(`bank card ${card.bankCode} for ${card.username}`, () =>
      call.bankCards.add({ merchant, ...card }),
    );
  for (const { username, answers } of scenario.securityAnswers ?? [])
    await step(`security answers for ${username}`, () =>
      call.securityQuestions.set({ merchant, username, answers }),
    );
  for (const lock of scenario.walletLocks ?? [])
    await step(`turnover lock on ${lock.username}'s ${lock.wallet ?? 'MAIN'}`, () =>
      call.walletLocks.add({ merchant, ...lock }),
    );
  for (const team of scenario.teams ?? []) {
    const created = await call.agents.createTeam({ merchant, ...team });
    for (const m of created.members)
      personas.push({ username: m.username, password: created.password, type: m.type });
    steps.push(`team ${created.root} (${created.members.length} members)`);
  }
  for (const promotion of scenario.promotions ?? [])
    await step(`promotion ${promotion.code ?? promotion.kind}`, () =>
      call.promotions.create({ merchant, ...promotion }),
    );
  for (const ticket of scenario.discountTickets ?? [])
    await step(`discount ticket of ${ticket.promotionCode} for ${ticket.username}`, () =>
      call.discountTickets.grant({ merchant, ...ticket }),
    );
  for (const reward of scenario.extraRewards ?? [])
    await step(`extra reward of ${reward.promotionCode} for ${reward.username}`, () =>
      call.extraRewards.grant({ merchant, ...reward }),
    );
  for (const fault of scenario.faults ?? [])
    await step(`fault on ${fault.match}`, () => call.faults.add(fault));
  for (const stub of scenario.stubs ?? [])
    await step(`stub on ${stub.match.path}`, () => call.stubs.add(stub));
  if (scenario.points) {
    const { goods = [], grants = [], ...settings } = scenario.points;
    await step('points settings', () => call.points.setSettings({ merchant, ...settings }));
    for (const item of goods)
      await step(`points goods ${item.names.EN}`, () => call.points.createGoods({ merchant, ...item }));
    for (const { username, points, remark } of grants)
      await step(`${points} points to ${username}`, () =>
        call.points.grant({ merchant, username, points, remark: remark ?? `scenario ${scenario.name}` }),
      );
  }
  if (scenario.cashback) {
    const { enabled, ...settings } = scenario.cashback;
    if (enabled !== undefined)
      await step(`cashback ${enabled ? 'on' : 'off'}`, () =>
        call.flags.set({ merchant, modId: 'MANPLAYREB3', enabled }),
      );
    await step('cashback settings', () => call.rebate.setSettings({ merchant, ...settings }));
  }
  for (const { username, preset } of scenario.avatars ?? [])
    await step(`avatar ${preset} for ${username}`, () =>
      call.shell.setMemberAvatar({ merchant, username, preset }),
    );
  if (scenario.vip?.rules?.length) {
    const rules = scenario.vip.rules;
    await step('vip rules', () => call.vip.setRules({ merchant, rules }));
  }
  for (const [username, level] of Object.entries(scenario.vip?.ranks ?? {}))
    await step(`${username} to VIP level ${level}`, () => call.vip.setRank({ merchant, username, level }));
  const referral = scenario.referral;
  if (referral) await step('referral rule', () => call.referral.setRule({ merchant, ...referral }));
  if (scenario.jackpot) await step('jackpot', () => call.jackpot.set({ merchant, ...scenario.jackpot }));
  if (scenario.support)
    await step('customer service', () => call.support.setSettings({ merchant, ...scenario.support }));
  for (const section of scenario.help ?? [])
    await step(`help ${section.lang} ${section.tag}`, () => call.help.setSection({ merchant, ...section }));
  for (const contract of scenario.contracts ?? [])
    await step(`${contract.kind} contract ${contract.upline} -> ${contract.downline}`, () =>
      call.agents.offerContract({ merchant, ...contract }),
    );
  for (const mission of scenario.missions ?? [])
    await step(`mission ${mission.code}`, () => call.missions.create({ merchant, ...mission }));
  for (const message of scenario.messages ?? [])
    await step(`message to ${message.username ?? 'every member'}`, () =>
      call.messages.send({ merchant, ...message }),
    );
  for (const model of scenario.liveModels ?? [])
    await step(`live model ${model.code} ${model.online ? 'online' : 'offline'}`, () =>
      call.live.setOnline({ merchant, ...model }),
    );
  return { name: scenario.name, steps, personas };
}

export const scenarioRouter = router({
  run: adminProcedure.input(scenarioSchema).mutation(({ ctx, input }) => applyScenario(ctx, input)),

  /** The shipped and team scenario files (scenarios/ beside the repository's README). */
  list: adminProcedure.query(async ({ ctx }) => {
    try {
      return (await listScenarioFiles(ctx.sim.scenariosDir)).map(({ file, scenario }) => ({
        file,
        name: scenario.name,
        description: scenario.description ?? '',
      }));
    } catch (error) {
      if (error instanceof ScenarioFileError)
        throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
      throw error;
    }
  }),

  runFile: adminProcedure
    .input(zod.object({ file: zod.string().min(1) }))
    .mutation(async ({ ctx, input }) => {
      const found = (await listScenarioFiles(ctx.sim.scenariosDir)).find(
        (f) => f.file === input.file || f.scenario.name === input.file,
      );
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: `No scenario ${input.file}` });
      return applyScenario(ctx, scenarioSchema.parse(found.scenario));
    }),
});
