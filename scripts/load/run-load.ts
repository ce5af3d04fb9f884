// The load test as a function, for `pnpm test:load` and for `pnpm bench` (which reports its ops/s):
// seed a template database once, then each run (normal, kill) on a copy of it with the server as its
// own process, and the checks after each.
import { runOnCluster } from '../cluster/cluster-run.ts';
import { createSeededDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import type { CheckResult } from './check.ts';
import { type LoadOptions, parseLoadOptions } from './options.ts';
import type { RunResult } from './report.ts';
import { runOnce } from './run.ts';

export interface LoadResult {
  ok: boolean;
  /** operations per second of the first run (the normal run unless `modes` says otherwise) */
  opsPerSecond: number;
  /** the ledger audit after the first run: balanced books, no mismatch, no negative wallet */
  audit: CheckResult | undefined;
  runs: RunResult[];
}

/** The defaults of `pnpm test:load` (no arguments), overridden by what the caller gives. */
export function loadOptions(overrides: Partial<LoadOptions> = {}): LoadOptions {
  const defaults = parseLoadOptions([]);
  if (defaults === 'help') throw new Error('unreachable');
  return { ...defaults, ...overrides };
}

export async function runLoad(overrides: Partial<LoadOptions> = {}): Promise<LoadResult> {
  const options = loadOptions(overrides);
  const onSqlite = options.modes.some((mode) => mode !== 'cluster');
  const template = onSqlite ? await createSeededDataDir('sim-load-template-') : undefined;
  const runs: RunResult[] = [];
  try {
    for (const mode of options.modes)
      runs.push(mode === 'cluster' ? await runOnCluster(options) : await runOnce(mode, options, template!));
  } finally {
    if (template) removeDataDir(template);
  }
  const first = runs[0];
  return {
    ok: runs.every((r) => r.ok),
    opsPerSecond: first?.opsPerSecond ?? 0,
    audit: first?.audit,
    runs,
  };
}
