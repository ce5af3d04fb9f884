// The soak's output: a row per sample as it is taken, then start / end / max of each figure.
import type { Sample } from './sampler.ts';

const COLUMNS: [string, number, (s: Sample) => number | null][] = [
  ['t s', 6, (s) => s.atS],
  ['RSS MB', 8, (s) => s.rssMb],
  ['heap MB', 8, (s) => s.heapMb],
  ['FDs', 6, (s) => s.fds],
  ['loop p50', 9, (s) => s.loopP50Ms],
  ['p99 ms', 8, (s) => s.loopP99Ms],
  ['max ms', 8, (s) => s.loopMaxMs],
  ['journal', 8, (s) => s.journalEntries],
  ['WAL MB', 8, (s) => s.walMb],
  ['DB MB', 7, (s) => s.dbMb],
  ['ops/s', 7, (s) => s.opsPerS],
  ['errors', 7, (s) => s.errors],
];

const cell = (value: number | null, width: number) =>
  (value === null ? '-' : Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(width);

export function sampleHeader(): string {
  return `  ${COLUMNS.map(([title, width]) => title.padStart(width)).join('')}`;
}

export function sampleRow(sample: Sample): string {
  return `  ${COLUMNS.map(([, width, pick]) => cell(pick(sample), width)).join('')}`;
}

/** Start, end and max of every figure but time, throughput and errors. */
export function summaryLines(samples: Sample[]): string[] {
  const figures = COLUMNS.slice(1, -2);
  const lines = [`  ${''.padEnd(6)}${figures.map(([title, width]) => title.padStart(width)).join('')}`];
  const row = (label: string, pick: (values: number[]) => number | null) =>
    `  ${label.padEnd(6)}${figures
      .map(([, width, of]) => {
        const values = samples.map(of).filter((v): v is number => v !== null);
        return cell(values.length ? pick(values) : null, width);
      })
      .join('')}`;
  lines.push(row('start', (v) => v[0]!));
  lines.push(row('end', (v) => v.at(-1)!));
  lines.push(row('max', (v) => Math.max(...v)));
  return lines;
}
