// pnpm sim replay <capture.har>: a capture's REST calls (and its admin calls, with the admin token) sent
// to the twin, each answer compared with the captured one; a table on the console, every difference in a JSON file; exit 1 on a difference.
import fs from 'node:fs';
import { harLog } from '@sim/shared/har';
import { replayHar } from '../../qa/replay.ts';
import { type ReplayRow, replayReport, replayRow } from '../../qa/replay-report.ts';
import { flagString, list, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

/** `--passwords alice=Pass1234,bob=Pass5678`, `--fill paymentPassword=123456` */
function pairs(flags: CommandContext['flags'], name: string): Record<string, string> {
  const split = (list(flagString(flags, name)) ?? []).map((pair) => pair.split(/=(.*)/s, 2));
  if (split.some(([key, value]) => !key || !value))
    throw new UsageError(`--${name} takes name=value,name=value`);
  return Object.fromEntries(split);
}

export function readHar(file: string) {
  if (!fs.existsSync(file)) throw new UsageError(`no such file: ${file}`);
  const parsed = harLog.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new UsageError(`${file} is not a HAR 1.2 file: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function replay(c: CommandContext): Promise<ReplayRow[]> {
  const file = required(c.args[0], 'HAR file');
  const values = c.flags.values === true ? true : list(flagString(c.flags, 'values'));
  const results = await replayHar(readHar(file), {
    url: c.url,
    passwords: pairs(c.flags, 'passwords'),
    fills: pairs(c.flags, 'fill'),
    password: flagString(c.flags, 'password'),
    values,
    adminToken: c.adminToken || undefined,
  });
  const out = flagString(c.flags, 'out') ?? 'replay-report.json';
  fs.writeFileSync(out, `${JSON.stringify(replayReport(results), null, 2)}\n`);
  return results.map(replayRow);
}

export const replayCommands: Record<string, Record<string, Command>> = {
  replay: {
    '': {
      usage:
        'replay <capture.har> [--password P] [--passwords user=P,user=P] [--fill paymentPassword=V] [--values [value.a,value.b]] [--out replay-report.json]',
      summary:
        "sends a HAR's REST calls to the twin in order and compares status, envelope and shape (exit 1 on a difference)",
      columns: ['n', 'method', 'path', 'status', 'envelope', 'shape', 'values', 'outcome'],
      run: replay,
      failed: (rows) => (rows as ReplayRow[]).some((row) => row.outcome === 'differs'),
    },
  },
};
