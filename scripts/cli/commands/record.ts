// pnpm sim record --upstream <base URL>: a pass-through proxy that records every exchange with a real
// platform as HAR, and (with --twin) how the twin's answers differ; on Ctrl-C it writes both files and
// prints the table (the drift table, or the recorded calls without a twin). Exit 1 on a shape difference.
import fs from 'node:fs';
import { startRecorder } from '../../qa/record.ts';
import { type ReplayRow, replayRow } from '../../qa/replay-report.ts';
import { flagNumber, flagString, required } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

/** Resolves on the first Ctrl-C (or SIGTERM); the handlers go with it. */
function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}

const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

async function record(c: CommandContext): Promise<unknown[]> {
  const upstream = required(flagString(c.flags, 'upstream'), '--upstream <base URL>');
  const twin = flagString(c.flags, 'twin');
  const harFile = flagString(c.flags, 'out') ?? 'capture.har';
  const driftFile = flagString(c.flags, 'drift') ?? 'drift-report.json';
  const recorder = await startRecorder({ upstream, twin, port: flagNumber(c.flags, 'port') });
  const stop = interrupted();
  console.error(
    `recording ${recorder.url} -> ${upstream}${twin ? ` (compared with the twin at ${twin})` : ''}; Ctrl-C writes ${harFile}`,
  );
  await stop;
  const { har, drift } = await recorder.stop();
  writeJson(harFile, har);
  if (!drift)
    return har.log.entries.map((e, i) => ({
      n: i + 1,
      method: e.request.method,
      path: new URL(e.request.url).pathname,
      status: e.response.status,
    }));
  writeJson(driftFile, drift);
  return drift.results.map(replayRow);
}

export const recordCommands: Record<string, Record<string, Command>> = {
  record: {
    '': {
      usage:
        'record --upstream <base URL> [--port 4210] [--out capture.har] [--twin <twin URL>] [--drift drift-report.json]',
      summary:
        'a pass-through proxy that records a real platform as HAR and (with --twin) where the twin answers differently; Ctrl-C writes them',
      standalone: true,
      run: record,
      failed: (rows) => (rows as Partial<ReplayRow>[]).some((row) => row.outcome === 'differs'),
    },
  },
};
