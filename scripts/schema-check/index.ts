// pnpm test:schema [--seed S] [--only <text>] [--runs N]: property checks of every operation of
// /docs/json against a fresh seeded simulator (scripts/schema-check/run.ts), with and without a token;
// exit code 1 on any failure. Part of `pnpm test`.
import { parseArgs } from 'node:util';
import { readOpenApi } from '../fuzz/run.ts';
import { startFuzzTarget } from '../fuzz/target.ts';
import type { CheckedDocument } from './operations.ts';
import { formatReport, passed } from './report.ts';
import { runSchemaCheck } from './run.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '20261206' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'pnpm test:schema [--seed S (20261206)] [--only <operation text>] [--runs <documented requests per operation> (3)]',
  );
  process.exit(0);
}

const seed = Number(values.seed);
const runs = Number(values.runs);
if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) {
  console.error('--seed and --runs take whole numbers');
  process.exit(2);
}

const started = performance.now();
const log = (line: string) => console.log(line);
const { target, close } = await startFuzzTarget();
log(`simulator seeded and listening in ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  const doc = (await readOpenApi(target)) as unknown as CheckedDocument;
  const report = await runSchemaCheck(target, doc, {
    seed,
    documentedRuns: runs,
    undocumentedRuns: Math.max(1, runs - 1),
    only: values.only,
    log,
  });
  console.log(formatReport(report, (performance.now() - started) / 1000));
  process.exitCode = passed(report) ? 0 : 1;
} finally {
  await close();
}
