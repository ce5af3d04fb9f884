// The admin surface: a flat map of area routers. Browser code may only `import type` this.
import { agentsRouter } from './routers/agents.ts';
import { brandRouter, registerFieldsRouter } from './routers/brand.ts';
import { captchaRouter } from './routers/captcha.ts';
import { cashierRouter } from './routers/cashier.ts';
import { catalogueRouter } from './routers/catalogue.ts';
import { clockRouter } from './routers/clock.ts';
import { coverageRouter } from './routers/coverage.ts';
import { dataRouter } from './routers/data.ts';
import { externalSmsRouter } from './routers/external-sms.ts';
import { faultsRouter, journalRouter } from './routers/faults.ts';
import { flagsRouter } from './routers/flags.ts';
import { feedbackRouter, helpRouter } from './routers/help.ts';
import { jackpotRouter } from './routers/jackpot.ts';
import { liveRouter } from './routers/live.ts';
import { authenticatorsRouter, geetestRouter } from './routers/login-checks.ts';
import { lotteryRouter } from './routers/lottery.ts';
import { bankCardsRouter, securityQuestionsRouter, walletLocksRouter } from './routers/member-money.ts';
import { membersRouter } from './routers/members.ts';
import { merchantsRouter } from './routers/merchants.ts';
import { messagesRouter } from './routers/messages.ts';
import { missionsRouter } from './routers/missions.ts';
import { mailRouter, smsRouter } from './routers/outbox.ts';
import { pointsRouter, rebateRouter } from './routers/points.ts';
import { promotionsRouter } from './routers/promotions.ts';
import { providerRouter } from './routers/provider.ts';
import { referralRouter } from './routers/referral.ts';
import { discountTicketsRouter, extraRewardsRouter } from './routers/reward-vouchers.ts';
import { scenarioRouter } from './routers/scenario.ts';
import { shellRouter } from './routers/shell.ts';
import { stubsRouter } from './routers/stubs.ts';
import { supportRouter } from './routers/support.ts';
import { systemRouter } from './routers/system.ts';
import { vipRouter } from './routers/vip.ts';
import { walletRouter } from './routers/wallet.ts';
import { createCallerFactory, router } from './trpc.ts';

export const adminRouter = router({
  system: systemRouter,
  flags: flagsRouter,
  brand: brandRouter,
  registerFields: registerFieldsRouter,
  merchants: merchantsRouter,
  members: membersRouter,
  bankCards: bankCardsRouter,
  securityQuestions: securityQuestionsRouter,
  walletLocks: walletLocksRouter,
  agents: agentsRouter,
  catalogue: catalogueRouter,
  sms: smsRouter,
  externalSms: externalSmsRouter,
  mail: mailRouter,
  captcha: captchaRouter,
  geetest: geetestRouter,
  authenticators: authenticatorsRouter,
  clock: clockRouter,
  faults: faultsRouter,
  journal: journalRouter,
  stubs: stubsRouter,
  coverage: coverageRouter,
  provider: providerRouter,
  wallet: walletRouter,
  cashier: cashierRouter,
  lottery: lotteryRouter,
  promotions: promotionsRouter,
  discountTickets: discountTicketsRouter,
  extraRewards: extraRewardsRouter,
  points: pointsRouter,
  rebate: rebateRouter,
  vip: vipRouter,
  referral: referralRouter,
  jackpot: jackpotRouter,
  support: supportRouter,
  live: liveRouter,
  help: helpRouter,
  feedback: feedbackRouter,
  missions: missionsRouter,
  messages: messagesRouter,
  data: dataRouter,
  scenario: scenarioRouter,
  shell: shellRouter,
});

export type AdminRouter = typeof adminRouter;
export const createAdminCaller = createCallerFactory(adminRouter);
