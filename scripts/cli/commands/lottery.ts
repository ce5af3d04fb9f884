// pnpm sim lottery: the lottery gateway's bets, forced numbers and settlement.
import { flagNumber, flagString, required } from '../args.ts';
import type { Command } from '../command.ts';

export const lotteryCommands: Record<string, Record<string, Command>> = {
  lottery: {
    bets: {
      usage: 'lottery bets [--user U] [--game <gameCode>] [--status OPEN|SETTLED] [--limit N]',
      summary: 'lottery gateway bets, newest draw first',
      columns: [
        'betNo',
        'username',
        'gameCode',
        'numero',
        'playCode',
        'bettingContent',
        'stake',
        'status',
        'win',
      ],
      run: (c) =>
        c.client.lottery.bets.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          gameCode: flagString(c.flags, 'game'),
          status: flagString(c.flags, 'status') as 'OPEN' | 'SETTLED' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    force: {
      usage: 'lottery force <gameCode> <winningNumber> [--numero <numero>]',
      summary: 'force the number of a draw not yet opened (default the next one); e.g. 12345 or 12345,00045',
      run: (c) =>
        c.client.lottery.forceNumber.mutate({
          gameCode: required(c.args[0], 'gameCode'),
          winningNumber: required(c.args[1], 'winningNumber'),
          numero: flagString(c.flags, 'numero'),
        }),
    },
    settle: {
      usage: 'lottery settle',
      summary: 'settle every bet whose draw has opened on the simulated clock',
      run: (c) => c.client.lottery.settle.mutate(),
    },
  },
};
