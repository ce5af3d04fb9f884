// Which test files reach a database. On PostgreSQL (pnpm test:pg) a test gets its database from the
// throwaway cluster that global setup provides as `postgresCluster`, read with Vitest's inject
// (server/src/test/harness.ts, seeded-database.ts); a test file whose imports, followed through relative paths, never lead to a module
// asking for it runs the very same code on either dialect: pure logic, the docs' checks, the bench's
// arithmetic. vitest.pg.config.ts leaves those out; `pnpm test:unit` (or `test:integration`) runs them.
import fs from 'node:fs';
import path from 'node:path';

/** How a module asks for the PostgreSQL cluster. */
const ASKS_FOR_CLUSTER = /inject\(\s*['"]postgresCluster['"]\s*\)/;
/** `import … from './x'`, `export … from '../x'`, `import './x'`, `import('./x')`: relative specifiers only
 *  (packages, `@sim/shared` included, hold no test database). */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** `import type … from './x'` and `export type … from './x'` statements, over lines. */
const TYPE_ONLY_IMPORT = /^\s*(?:import|export)\s+type\s[^;]*?\bfrom\s*['"][^'"]+['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Whether a file, or anything it imports, asks for the cluster. Each source file is read once, however
 * many test files reach it.
 */
export const databaseReach = (): ((file: string) => boolean) => importsReaching(ASKS_FOR_CLUSTER);

/**
 * Whether a file, or anything it imports through relative paths, has source matching `pattern` (the
 * cluster's request above; a child process for scripts/lib/unit-purity.test.ts).
 */
export function importsReaching(pattern: RegExp): (file: string) => boolean {
  const modules = new Map<string, { asks: boolean; imports: string[] }>();
  const moduleOf = (file: string) => {
    let known = modules.get(file);
    if (!known) {
      const source = fs.readFileSync(file, 'utf8');
      // `import type` and `export type` load nothing when the code runs
      const imports = [...source.replace(TYPE_ONLY_IMPORT, '').matchAll(RELATIVE_IMPORT)]
        .map((match) => resolveImport(file, match[1] as string))
        .filter((imported) => imported !== undefined);
      known = { asks: pattern.test(source), imports };
      modules.set(file, known);
    }
    return known;
  };
  return (file) => {
    const seen = new Set<string>();
    const toVisit = [path.resolve(file)];
    for (let next = toVisit.pop(); next !== undefined; next = toVisit.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const { asks, imports } = moduleOf(next);
      if (asks) return true;
      toVisit.push(...imports);
    }
    return false;
  };
}

/** `*.test.ts` files under `dirs` (relative to `root`), as root-relative paths with forward slashes. */
export function testFilesUnder(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  );
}

/** The test files under `dirs` that never reach a database (root-relative). */
export function testFilesWithoutDatabase(root: string, dirs: readonly string[]): string[] {
  const reaches = databaseReach();
  return testFilesUnder(root, dirs).filter((file) => !reaches(path.join(root, file)));
}
