// pnpm test:soak: the mixed load (members moving money, a back office, visitors browsing, the control
// room reading) for a bounded time against the server as its own process, sampling its RSS, open
// file descriptors, event-loop delay and journal sizes; fails on steady growth, on anything
// acknowledged and lost, or on books that do not balance. Exits non-zero then.

import { optionsOrExit } from '../lib/command-line.ts';
import { createSeededDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import { parseSoakOptions, USAGE } from './options.ts';
import { runSoak } from './run.ts';

const parsed = optionsOrExit(parseSoakOptions, USAGE);

const started = Date.now();
console.log(
  `soak test: ${parsed.durationS} s of mixed load, a sample every ${parsed.intervalS} s ` +
    `(hard limit ${parsed.hardTimeoutS} s, Node ${process.version})`,
);
// the server is a child process: leaving through process.exit kills it (server-process.ts)
const hardLimit = setTimeout(() => {
  console.error(`\nsoak test: FAIL, the hard limit of ${parsed.hardTimeoutS} s was reached`);
  process.exit(1);
}, parsed.hardTimeoutS * 1000);
process.once('SIGINT', () => {
  console.error('\nsoak test: interrupted');
  process.exit(130);
});

console.log('  migrating and seeding a template database ...');
const template = await createSeededDataDir('sim-soak-template-');
let result: Awaited<ReturnType<typeof runSoak>>;
try {
  result = await runSoak(parsed, template);
} finally {
  removeDataDir(template);
}
const failed = result.checks.filter((c) => !c.ok).length;
console.log(
  `\nsoak test: ${result.ok ? 'PASS' : 'FAIL'}  ` +
    (result.crashed
      ? `stopped: ${result.crashed}`
      : `${result.ops} ops in ${result.loadSeconds.toFixed(0)} s, ${failed === 0 ? 'all checks pass' : `${failed} checks fail`}`) +
    `  (took ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
clearTimeout(hardLimit);
process.exit(result.ok ? 0 : 1);
