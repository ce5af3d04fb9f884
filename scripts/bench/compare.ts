// pnpm bench --compare previous.json: each figure of this run next to the same figure of an earlier one.
import { type BenchResults, metricsOf } from './results.ts';

export interface Delta {
  metric: string;
  before: number;
  after: number;
  /** after - before */
  change: number;
  /** the change relative to before (NaN when before is 0) */
  ratio: number;
}

/** The metrics both runs measured, in this run's order. */
export function deltas(before: BenchResults, after: BenchResults): Delta[] {
  const old = metricsOf(before);
  return Object.entries(metricsOf(after))
    .filter(([metric]) => metric in old)
    .map(([metric, value]) => {
      const previous = old[metric]!;
      return {
        metric,
        before: previous,
        after: value,
        change: value - previous,
        ratio: previous === 0 ? Number.NaN : (value - previous) / previous,
      };
    });
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function renderDeltas(list: Delta[]): string {
  const width = Math.max(6, ...list.map((d) => d.metric.length));
  return list
    .map((d) => {
      const percent = Number.isFinite(d.ratio)
        ? `${d.ratio >= 0 ? '+' : ''}${(d.ratio * 100).toFixed(1)} %`
        : '';
      const sign = d.change >= 0 ? '+' : '';
      return `${d.metric.padEnd(width)}  ${number.format(d.before).padStart(14)} -> ${number.format(d.after).padStart(14)}  ${`${sign}${number.format(d.change)}`.padStart(14)}  ${percent}`;
    })
    .join('\n');
}
