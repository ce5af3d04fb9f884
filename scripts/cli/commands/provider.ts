// pnpm sim provider | captcha: the simulated game provider's QA levers (the next outcome, maintenance,
// the rounds played) and the answer of an issued captcha.
import { flagNumber, flagString, onOff, required } from '../args.ts';
import type { Command } from '../command.ts';

export const providerCommands: Record<string, Record<string, Command>> = {
  provider: {
    force: {
      usage: 'provider force <multiplier> [--user <username>] [--game <nodeId>]',
      summary: "the next round's win multiplier (0 loses, 2 doubles), for a member and/or a game",
      run: (c) =>
        c.client.provider.forceOutcome.mutate({
          multiplier: Number(required(c.args[0], 'multiplier')),
          username: flagString(c.flags, 'user'),
          nodeId: flagNumber(c.flags, 'game'),
        }),
    },
    maintenance: {
      usage: 'provider maintenance on|off [--vendor <code>] [--game <nodeId>]',
      summary: 'put a vendor or one game under maintenance, or take it out',
      run: (c) =>
        c.client.provider.setMaintenance.mutate({
          maintenance: onOff(c.args[0], 'maintenance'),
          vendor: flagString(c.flags, 'vendor'),
          nodeId: flagNumber(c.flags, 'game'),
        }),
    },
    rounds: {
      usage: 'provider rounds [--user <username>] [--limit 50]',
      summary: 'the rounds played, newest first',
      columns: ['roundId', 'memberId', 'nodeId', 'vendor', 'gameType', 'stake', 'win', 'status', 'placedAt'],
      run: (c) =>
        c.client.provider.rounds.query({
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
  },
  captcha: {
    get: {
      usage: 'captcha get [<captchaId>]',
      summary: 'the answer of an issued image captcha (the newest unless named)',
      run: (c) => c.client.captcha.get.query(c.args[0] ? { id: c.args[0] } : undefined),
    },
  },
};
