import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/src/database.ts';
import { databaseReach, testFilesWithoutDatabase } from './database-test-files.ts';

let root = '';
/** A module's request for the cluster, spelled apart so that this file does not make one itself. */
const ASKS = ['inject( ', "'postgres", "Cluster'"].join('');
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-tests-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
}

describe('test files that reach a database', () => {
  it('follows relative imports of every form, through helpers and cycles, to a module that asks for the cluster', () => {
    tree({
      'src/test/seeded.ts': `import { inject } from 'vitest';\nexport const url = ${ASKS} );\n`,
      'src/test/harness.ts': "export { url } from './seeded.ts';\n",
      'src/a/static.test.ts': "import { url } from '../test/harness';\n",
      'src/a/dynamic.test.ts': "const { url } = await import('../test/harness.ts');\n",
      'src/a/side-effect.test.ts': "import '../test/seeded.ts';\n",
      'src/a/cycle-one.ts': "import { two } from './cycle-two.ts';\nexport const one = 1;\n",
      'src/a/cycle-two.ts':
        "import { one } from './cycle-one.ts';\nimport '../test/harness.ts';\nexport const two = 2;\n",
      'src/a/cycle.test.ts': "import { one } from './cycle-one.ts';\n",
      'src/b/pure.ts':
        "import { one } from '../a/cycle-one-pure.ts';\nexport const inject = 'postgresCluster';\n",
      'src/a/cycle-one-pure.ts': "import { inject } from '../b/pure.ts';\nexport const one = 1;\n",
      'src/b/pure.test.ts':
        "import { z } from 'zod';\nimport { inject } from './pure.ts';\nimport './missing.ts';\n",
      'tools/plain.test.ts': "import fs from 'node:fs';\n",
      'src/node_modules/dep/dep.test.ts': '',
    });
    expect(testFilesWithoutDatabase(root, ['src', 'tools']).sort()).toEqual([
      'src/b/pure.test.ts',
      'tools/plain.test.ts',
    ]);
  });

  it("finds this repository's harness-built tests reaching one and the docs' checks not", () => {
    const reaches = databaseReach();
    expect(reaches(path.join(ROOT, 'server/src/domain/wallet/ledger.test.ts'))).toBe(true);
    expect(reaches(path.join(ROOT, 'scripts/new-migration.test.ts'))).toBe(true);
    expect(reaches(path.join(ROOT, 'scripts/docs/links.test.ts'))).toBe(false);
    // this file and the walker name the request only in pieces and words, so they reach none
    expect(reaches(path.join(ROOT, 'scripts/lib/database-test-files.test.ts'))).toBe(false);
  });
});
