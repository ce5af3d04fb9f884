// pnpm test:load: many members depositing, transferring, betting and withdrawing at once against the
// server as a real process, a back office deciding their orders, for a bounded time; then the books
// must balance to the cent with nothing acknowledged lost. The second run SIGKILLs the server halfway,
// restarts it on the same data and checks the same. Exits non-zero when any check fails.

import { optionsOrExit } from '../lib/command-line.ts';
import { parseLoadOptions, USAGE } from './options.ts';
import { printOverview } from './report.ts';
import { LOAD_PASSWORD_COST } from './run.ts';
import { runLoad } from './run-load.ts';

const parsed = optionsOrExit(parseLoadOptions, USAGE);

const started = Date.now();
console.log(
  `load test: ${parsed.modes.join(' run, then ')} run; ${parsed.durationS} s of load each, ${parsed.members} members, ` +
    `${parsed.concurrency} workers, password hash cost ${LOAD_PASSWORD_COST} ` +
    `(hard limit ${parsed.hardTimeoutS} s, Node ${process.version})`,
);
// the servers are child processes: leaving through process.exit kills them (server-process.ts)
const hardLimit = setTimeout(() => {
  console.error(`\nload test: FAIL, the hard limit of ${parsed.hardTimeoutS} s was reached`);
  process.exit(1);
}, parsed.hardTimeoutS * 1000);
process.once('SIGINT', () => {
  console.error('\nload test: interrupted');
  process.exit(130);
});

console.log('  migrating and seeding a template database ...');
const { runs } = await runLoad(parsed);
printOverview(runs);
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
clearTimeout(hardLimit);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
