// The contract tests (tests/contract) through the proxy, requests alternating between the replicas:
// vitest with the outside-simulator configuration (tests/contract/support/vitest.remote.config.ts), one
// file at a time, each starting with a reset to the seed. The run ends with one more reset, so what
// follows (the money load) starts from the seed as well.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import { ROOT } from '../../server/src/database.ts';
import type { CheckResult } from '../load/check.ts';
import type { ClusterDatabase } from './database.ts';
import type { ReverseProxy } from './proxy.ts';

const CONFIG = 'tests/contract/support/vitest.remote.config.ts';

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string }[];
}

function runVitest(env: Record<string, string>, reportFile: string): Promise<number | null> {
  const vitest = path.join(ROOT, 'node_modules/.bin/vitest');
  const child = spawn(
    vitest,
    ['run', '--config', CONFIG, '--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile}`],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function runContractTests(
  proxy: ReverseProxy,
  adminToken: string,
  database: ClusterDatabase,
  workDir: string,
  /** the replicas' SIM_SHARED_POLL_MS: after a change they cache, the tests wait that and a margin */
  pollMs: number,
): Promise<CheckResult> {
  const settleMs = pollMs + 200;
  const reportFile = path.join(workDir, 'contract-report.json');
  const before = proxy.counts();
  const exit = await runVitest(
    {
      CONTRACT_BASE_URL: proxy.url,
      CONTRACT_ADMIN_TOKEN: adminToken,
      CONTRACT_DATABASE_URL: database.url,
      CONTRACT_SETTLE_MS: String(settleMs),
    },
    reportFile,
  );
  await createAdminClient({ url: proxy.url, token: adminToken }).data.reset.mutate();
  await sleep(settleMs);
  const split = proxy.counts().map((n, i) => n - (before[i] ?? 0));
  if (!fs.existsSync(reportFile))
    return {
      name: 'contract tests through the proxy',
      ok: false,
      detail: `vitest exited ${exit}, no report`,
    };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
  const failedFiles = report.testResults
    .filter((file) => file.status !== 'passed')
    .map((file) => path.relative(ROOT, file.name));
  return {
    name: 'contract tests through the proxy',
    ok: exit === 0 && report.numFailedTests === 0 && failedFiles.length === 0,
    detail:
      `${report.numPassedTests}/${report.numTotalTests} tests pass in ${report.testResults.length} files` +
      `${failedFiles.length ? ` (failed: ${failedFiles.join(', ')})` : ''}; requests per replica ${split.join('/')}`,
  };
}
