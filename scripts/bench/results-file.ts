// A run's results on disk: .tmp/bench/<timestamp>.json (or --out) and .tmp/bench/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../server/src/database.ts';
import type { BenchResults } from './results.ts';

export function writeResults(results: BenchResults, out?: string): string {
  const dir = path.join(ROOT, '.tmp/bench');
  const file = path.resolve(out ?? path.join(dir, `${results.startedAt.replace(/[:.]/g, '-')}.json`));
  const json = `${JSON.stringify(results, null, 2)}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), json);
  return file;
}

export function readResults(file: string): BenchResults {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResults;
}
