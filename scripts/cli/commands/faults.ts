// pnpm sim fault | journal: injected faults and the request journal.
import { flagBoolean, flagNumber, flagString, parseDuration, required } from '../args.ts';
import type { Command } from '../command.ts';
import { writeJournalHar } from './journal-har.ts';

export const faultsCommands: Record<string, Record<string, Command>> = {
  fault: {
    add: {
      usage:
        "fault add '<pattern>' [--latency 2s] [--latency-max 3s] [--error-rate 0.5] [--status 500] [--code X] [--message M] [--drop] [--times N]",
      summary: 'inject latency, errors or dropped connections on matching routes or relay names',
      run: (c) => {
        const latency = flagString(c.flags, 'latency');
        const latencyMax = flagString(c.flags, 'latency-max');
        return c.client.faults.add.mutate({
          match: required(c.args[0], 'pattern'),
          latencyMs: latency === undefined ? undefined : parseDuration(latency),
          latencyMaxMs: latencyMax === undefined ? undefined : parseDuration(latencyMax),
          errorRate: flagNumber(c.flags, 'error-rate'),
          status: flagNumber(c.flags, 'status'),
          errorCode: flagString(c.flags, 'code'),
          message: flagString(c.flags, 'message'),
          drop: flagBoolean(c.flags, 'drop'),
          times: flagNumber(c.flags, 'times'),
        });
      },
    },
    list: {
      usage: 'fault list',
      summary: 'active faults',
      columns: [
        'id',
        'match',
        'latencyMs',
        'latencyMaxMs',
        'errorRate',
        'status',
        'errorCode',
        'drop',
        'hits',
      ],
      run: (c) => c.client.faults.list.query(),
    },
    remove: {
      usage: 'fault remove <id>',
      summary: 'remove one fault',
      run: (c) => c.client.faults.remove.mutate({ id: Number(required(c.args[0], 'id')) }),
    },
    clear: {
      usage: 'fault clear',
      summary: 'remove every fault',
      run: (c) => c.client.faults.clear.mutate(),
    },
  },
  journal: {
    list: {
      usage: 'journal list [--path /wps/member/*] [--user u] [--since <time>] [--status N] [--limit N]',
      summary: 'recent REST calls, newest first',
      columns: ['id', 'at', 'method', 'path', 'status', 'latencyMs', 'username', 'errorCode'],
      run: (c) =>
        c.client.journal.list.query({
          path: flagString(c.flags, 'path'),
          username: flagString(c.flags, 'user'),
          since: flagString(c.flags, 'since'),
          status: flagNumber(c.flags, 'status'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    clear: {
      usage: 'journal clear',
      summary: 'forget the journal',
      run: (c) => c.client.journal.clear.mutate(),
    },
    har: {
      usage: 'journal har [--out journal.har] [--from <time>] [--to <time>] [--user u] [--path-prefix /wps/]',
      summary: 'the journal as HAR 1.2 (oldest first, credentials redacted), for DevTools or `sim replay`',
      run: (c) => writeJournalHar(c),
    },
  },
};
