// pnpm sim contracts: agent contracts (dividend, daily/hourly/real-time salary) and their settlement.
import type { ContractKind, ContractTier, DividendPeriod } from '@sim/shared/relay/contracts';
import { flagBoolean, flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

const KIND_WORDS: Record<string, ContractKind> = {
  dividend: 'DIVIDEND',
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  realtime: 'REALTIME_SALARY',
};

function kindOf(word: string | undefined): ContractKind | undefined {
  if (word === undefined) return undefined;
  const kind =
    KIND_WORDS[word.toLowerCase()] ?? (Object.values(KIND_WORDS).find((k) => k === word) as ContractKind);
  if (!kind) throw new UsageError(`kind: one of ${Object.keys(KIND_WORDS).join(', ')}`);
  return kind;
}

/** "1:100:1,2:1000:2": active members, amount (valid bet or loss) and rate in percent, per tier */
function tiersOf(text: string): ContractTier[] {
  return text.split(',').map((tier) => {
    const [activeMembers, amount, rate] = tier.split(':').map(Number);
    if ([activeMembers, amount, rate].some((n) => n === undefined || !Number.isFinite(n)))
      throw new UsageError(`tier "${tier}": activeMembers:amount:rate`);
    return { activeMembers: activeMembers as number, amount: amount as number, rate: rate as number };
  });
}

export const contractsCommands: Record<string, Record<string, Command>> = {
  contracts: {
    list: {
      usage: 'contracts list [--user U] [--kind daily|hourly|realtime|dividend] [--status S] [--limit N]',
      summary: 'agent contracts, newest first, with the periods settled and paid so far',
      columns: [
        'contractId',
        'kind',
        'period',
        'status',
        'upline',
        'downline',
        'rate',
        'periodsSettled',
        'paidTotal',
      ],
      run: (c) =>
        c.client.agents.contracts.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          kind: kindOf(flagString(c.flags, 'kind')),
          status: flagString(c.flags, 'status') as 'ACTIVE' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    offer: {
      usage:
        'contracts offer <upline> <downline> <daily|hourly|realtime|dividend> <tiers e.g. 1:100:1,2:1000:2> [--period WEEKLY] [--pending]',
      summary:
        'offer a contract to a direct downline agent and accept it for them (--pending: leave it to answer)',
      run: (c) =>
        c.client.agents.offerContract.mutate({
          merchant: c.merchant,
          upline: required(c.args[0], 'upline'),
          downline: required(c.args[1], 'downline'),
          kind: kindOf(required(c.args[2], 'kind')) as ContractKind,
          tiers: tiersOf(required(c.args[3], 'tiers')),
          period: flagString(c.flags, 'period') as DividendPeriod | undefined,
          accept: !flagBoolean(c.flags, 'pending'),
        }),
    },
    settle: {
      usage: 'contracts settle',
      summary: 'settle every ended period of every contract on the simulated clock now',
      run: (c) => c.client.agents.settleNow.mutate({ merchant: c.merchant }),
    },
  },
};
