// The one table `pnpm bench` prints: every figure, its node:http twin where it has one, the issue's
// target and whether it is met.
import { type BenchResults, metricsOf, type ScalarResult, shareOfNodeHttp, type Unit } from './results.ts';
import { meets, targetsOf } from './targets.ts';

const COLUMNS = ['figure', 'value', 'p99', 'CPU/req', 'node:http', 'share', 'target', 'result'] as const;
type Row = Record<(typeof COLUMNS)[number], string>;

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const micros = (value: number) => (Number.isFinite(value) ? `${grouped.format(value)} µs` : '—');

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return `${grouped.format(value)} ms`;
    case 'µs':
      return micros(value);
    case 'bytes':
      return value >= 10 * 1024 * 1024
        ? `${oneDecimal.format(value / (1024 * 1024))} MiB`
        : `${oneDecimal.format(value / 1000)} KB`;
    case 'per second':
      return `${grouped.format(value)}/s`;
    case 'count':
      return grouped.format(value);
  }
}

const milliseconds = (value: number) => (Number.isFinite(value) ? `${oneDecimal.format(value)} ms` : '—');

function verdict(id: string, metrics: Record<string, number>): Pick<Row, 'target' | 'result'> {
  const targets = targetsOf(id);
  if (targets.length === 0) return { target: '', result: '' };
  return {
    target: targets.map((t) => t.text).join(', '),
    result: targets.every((t) => meets(t, metrics[t.metric] ?? Number.NaN)) ? 'pass' : 'MISS',
  };
}

function scalarRow(scalar: ScalarResult, metrics: Record<string, number>): Row {
  return {
    figure: scalar.label,
    value: formatValue(scalar.value, scalar.unit),
    p99: '',
    'CPU/req': '',
    'node:http': '',
    share: '',
    ...verdict(scalar.id, metrics),
  };
}

export function tableRows(results: BenchResults): Row[] {
  const metrics = metricsOf(results);
  const calls = results.calls.map(
    (call): Row => ({
      figure: call.label,
      value: `${grouped.format(call.simulator.requestsPerSecond)} req/s`,
      p99: milliseconds(call.simulator.p99Ms),
      'CPU/req': micros(call.simulator.cpuMicrosPerRequest),
      'node:http': `${grouped.format(call.nodeHttp.requestsPerSecond)} req/s, ${micros(call.nodeHttp.cpuMicrosPerRequest)}`,
      share: Number.isFinite(shareOfNodeHttp(call))
        ? `${oneDecimal.format(shareOfNodeHttp(call) * 100)} %`
        : '—',
      ...verdict(call.id, metrics),
    }),
  );
  return [...calls, ...results.scalars.map((scalar) => scalarRow(scalar, metrics))];
}

/** Rows as an aligned text table (numbers right-aligned). */
export function renderTable(rows: Row[]): string {
  const widths = COLUMNS.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line([...COLUMNS]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(COLUMNS.map((c) => row[c]))),
  ].join('\n');
}
