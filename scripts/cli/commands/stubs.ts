// pnpm sim stub: answers pinned to matching calls, after the gateway's checks.
import { flagNumber, flagString, list, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';
import { readHar } from './replay.ts';

/** `--query groupId=7,lang=EN`: exact values, or `/regex/` */
function fields(c: CommandContext, name: string): Record<string, string> | undefined {
  const pairs = list(flagString(c.flags, name))?.map((pair) => pair.split(/=(.*)/s, 2));
  if (!pairs) return undefined;
  if (pairs.some(([key, value]) => !key || value === undefined))
    throw new UsageError(`--${name} takes name=value,name=value`);
  return Object.fromEntries(pairs);
}

function answerBody(c: CommandContext): unknown {
  const text = flagString(c.flags, 'body');
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError('--body must be JSON');
  }
}

function harEntryOf(c: CommandContext) {
  const file = flagString(c.flags, 'har');
  if (file === undefined) return undefined;
  const n = flagNumber(c.flags, 'entry') ?? 1;
  const entry = readHar(file).log.entries[n - 1];
  if (!entry) throw new UsageError(`${file} has no entry ${n}`);
  return entry;
}

export const stubCommands: Record<string, Record<string, Command>> = {
  stub: {
    add: {
      usage:
        "stub add '<path glob>' [--method GET] [--query k=v,..] [--match-body k=/re/,..] (--body '<json>' [--status 200] | --har file.har [--entry N]) [--times N]",
      summary:
        'pin an answer to matching calls (after the Merchant check and auth), until removed or N times',
      run: (c) =>
        c.client.stubs.add.mutate({
          match: {
            path: required(c.args[0], 'path glob'),
            method: flagString(c.flags, 'method'),
            query: fields(c, 'query'),
            body: fields(c, 'match-body'),
          },
          status: flagNumber(c.flags, 'status'),
          body: answerBody(c),
          har: harEntryOf(c),
          times: flagNumber(c.flags, 'times'),
        }),
    },
    list: {
      usage: 'stub list',
      summary: 'pinned answers',
      columns: ['id', 'match', 'status', 'hits', 'timesLeft'],
      run: (c) => c.client.stubs.list.query(),
    },
    remove: {
      usage: 'stub remove <id>',
      summary: 'remove one stub',
      run: (c) => c.client.stubs.remove.mutate({ id: Number(required(c.args[0], 'id')) }),
    },
    clear: {
      usage: 'stub clear',
      summary: 'remove every stub',
      run: (c) => c.client.stubs.clear.mutate(),
    },
  },
};
