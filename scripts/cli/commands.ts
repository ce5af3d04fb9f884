// Every `pnpm sim <area> <verb>` command, by area (as the admin routers are split).
import type { Command } from './command.ts';
import { agentsCommands } from './commands/agents.ts';
import { brandCommands } from './commands/brand.ts';
import { cashierCommands } from './commands/cashier.ts';
import { catalogueCommands } from './commands/catalogue.ts';
import { clockCommands } from './commands/clock.ts';
import { contractsCommands } from './commands/contracts.ts';
import { coverageCommands } from './commands/coverage.ts';
import { dataCommands } from './commands/data.ts';
import { faultsCommands } from './commands/faults.ts';
import { liveCommands } from './commands/live.ts';
import { loginCheckCommands } from './commands/login-checks.ts';
import { lotteryCommands } from './commands/lottery.ts';
import { memberMoneyCommands } from './commands/member-money.ts';
import { membersCommands } from './commands/members.ts';
import { missionCommands } from './commands/missions.ts';
import { outboxCommands } from './commands/outbox.ts';
import { pointsCommands } from './commands/points.ts';
import { promotionCommands } from './commands/promotions.ts';
import { providerCommands } from './commands/provider.ts';
import { recordCommands } from './commands/record.ts';
import { replayCommands } from './commands/replay.ts';
import { rewardVoucherCommands } from './commands/reward-vouchers.ts';
import { shellCommands } from './commands/shell.ts';
import { stubCommands } from './commands/stubs.ts';
import { supportCommands } from './commands/support.ts';
import { statusCommands } from './commands/system.ts';
import { vipCommands } from './commands/vip.ts';

export type { Command, CommandContext } from './command.ts';

export const COMMANDS: Record<string, Record<string, Command>> = {
  ...statusCommands,
  ...brandCommands,
  ...membersCommands,
  ...agentsCommands,
  ...catalogueCommands,
  ...lotteryCommands,
  ...clockCommands,
  ...faultsCommands,
  ...outboxCommands,
  ...loginCheckCommands,
  ...cashierCommands,
  ...memberMoneyCommands,
  ...pointsCommands,
  ...dataCommands,
  ...promotionCommands,
  ...rewardVoucherCommands,
  ...liveCommands,
  ...shellCommands,
  ...vipCommands,
  ...supportCommands,
  ...contractsCommands,
  ...missionCommands,
  ...providerCommands,
  ...replayCommands,
  ...recordCommands,
  ...stubCommands,
  ...coverageCommands,
};
