// pnpm fuzz [--requests N] [--seed S] [--only <text>] [--time-limit <s per attack family of an operation>]
// Schema-driven fuzzing of every REST operation and admin procedure on a fresh seeded simulator;
// exit code 1 when an answer broke the rules or a check afterwards failed (see scripts/fuzz/run.ts).
import { parseArgs } from 'node:util';
import { formatReport, passed } from './report.ts';
import { runFuzz } from './run.ts';
import { startFuzzTarget } from './target.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    only: { type: 'string' },
    'time-limit': { type: 'string', default: '60' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'pnpm fuzz [--requests N (5000)] [--seed S (random)] [--only <operation text>] [--time-limit <s per attack family of an operation> (60)]',
  );
  process.exit(0);
}

const requests = Number(values.requests);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('--requests and --seed take whole numbers');
  process.exit(2);
}

const log = (line: string) => console.log(line);
const { target, close } = await startFuzzTarget(log);
try {
  const report = await runFuzz(target, {
    requests,
    seed,
    only: values.only,
    operationTimeLimitMs: Number(values['time-limit']) * 1000,
    log,
  });
  console.log(formatReport(report));
  process.exitCode = passed(report) ? 0 : 1;
} finally {
  await close();
}
