// pnpm test:unit stays pure: no test file it runs, nor anything that file imports, starts a process
// (node:child_process: tsx children, the CLI, the server as its own process, the Prisma CLI, a PostgreSQL
// cluster, the bench's generator) or runs the soak or a fuzzing round. Those belong to pnpm
// test:integration, listed with the reason in vitest.integration.config.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../server/src/database.ts';
import { INTEGRATION } from '../../vitest.integration.config.ts';
import { importsReaching, testFilesUnder } from './database-test-files.ts';

/** What makes a test impure, as its source (or a module it imports) says it. */
const IMPURE = /from\s+['"]node:child_process['"]|\brunSoak\(|\brunFuzz\(/;
/** Unit test files that import a module reaching a process but start none, with what they use of it. */
const PURE_DESPITE_IMPORTS: Record<string, string> = {
  'scripts/bench/mix.test.ts':
    "mix-capture.ts's keyOf, a pure function (the module also captures a mix live)",
};
/** Where pnpm test:unit's projects find their `*.test.ts` files (vitest.config.ts). */
const UNIT_DIRS = ['shared/src', 'tests/contract', 'server/src', 'server/launch', 'scripts', 'web/src'];

it('runs no test in pnpm test:unit that reaches a process, the soak or a fuzzing round', () => {
  const reaches = importsReaching(IMPURE);
  const impure = testFilesUnder(ROOT, UNIT_DIRS).filter(
    (file) => !(file in INTEGRATION) && !(file in PURE_DESPITE_IMPORTS) && reaches(path.join(ROOT, file)),
  );
  expect(impure, 'move these to vitest.integration.config.ts, or make them pure').toEqual([]);
});

it('lists only integration test files that exist, each reaching what makes it impure', () => {
  const reaches = importsReaching(IMPURE);
  for (const file of Object.keys(INTEGRATION)) {
    expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    expect(reaches(path.join(ROOT, file)), file).toBe(true);
  }
});
