// Agent contracts in tests: the seeded agents' ids, an ACTIVE contract set up through the domain, and
// settled rounds of a team member written as the provider would leave them (for hand-computed figures).
import type { ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import { offerContract, respondToContract } from '../domain/contracts/lifecycle.ts';
import type { TestApp } from './harness.ts';
import { MERCHANT } from './harness.ts';

export async function memberIdOf(t: TestApp, username: string) {
  return (await t.db.member.findFirstOrThrow({ where: { merchantCode: MERCHANT, username } })).id;
}

export async function activeContract(
  t: TestApp,
  upline: string,
  downline: string,
  kind: ContractKind,
  tiers: ContractTier[],
  period?: DividendPeriod,
) {
  const uplineId = await memberIdOf(t, upline);
  const downlineId = await memberIdOf(t, downline);
  const offered = await offerContract(t.sim, MERCHANT, uplineId, downlineId, { kind, tiers, period });
  return (await respondToContract(t.sim, MERCHANT, downlineId, offered.id, true)).contract;
}

let roundNo = 0;

/** A settled round of `username`: stake and win in major units, settled at `at`. */
export async function settledRound(t: TestApp, username: string, stake: number, win: number, at: string) {
  const memberId = await memberIdOf(t, username);
  const game = await t.db.game.findFirstOrThrow({ where: { kind: 'GAME' }, orderBy: { id: 'asc' } });
  roundNo += 1;
  await t.db.gameRound.create({
    data: {
      roundId: `contract-test-${roundNo}-${Date.now()}`,
      merchantCode: MERCHANT,
      memberId,
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameType: game.gameType,
      stakeMinor: BigInt(Math.round(stake * 100)),
      winMinor: BigInt(Math.round(win * 100)),
      status: 'SETTLED',
      placedAt: new Date(at),
      settledAt: new Date(at),
    },
  });
}

/** The two tiers the exactly-once tests pay by: 1 % from one active member, 2 % from two. */
export const DAILY_TIERS: ContractTier[] = [
  { activeMembers: 1, amount: 100, rate: 1 },
  { activeMembers: 2, amount: 1000, rate: 2 },
];

/**
 * agent02's team (agent02 and down03) plays from 1 November, plus a round before any contract and one of
 * down01, agent01's member outside the team: the figures the settlement tests compute by hand.
 */
export async function agent02TeamRounds(t: TestApp) {
  await settledRound(t, 'down03', 300, 0, '2026-11-01T09:00:00Z'); // before the contract: not counted
  await settledRound(t, 'down03', 600, 100, '2026-11-01T12:00:00Z');
  await settledRound(t, 'agent02', 500, 0, '2026-11-01T13:00:00Z');
  await settledRound(t, 'down03', 200, 500, '2026-11-02T08:00:00Z');
  await settledRound(t, 'down01', 1000, 0, '2026-11-02T09:00:00Z'); // not agent02's team
  await settledRound(t, 'down03', 50, 0, '2026-11-03T08:00:00Z');
}
