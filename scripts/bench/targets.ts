// The targets of issue 39 (the page-load mix), issue 17 (rounds, money, memory, starts, the first load) and
// issue 14 (team reports), each on one metric of metricsOf. The single calls (status, the game list, the
// token reads) are information beside their node:http twin: what members send is the mix.
import { INITIAL_JS_BUDGET_BYTES } from '../lib/site-initial-js.ts';
import { isCallMeasure } from './results.ts';

export interface Target {
  metric: string;
  op: '>=' | '<=' | '<';
  limit: number;
  /** as the table prints it */
  text: string;
}

const atLeast = (metric: string, limit: number, text: string): Target => ({ metric, op: '>=', limit, text });
const atMost = (metric: string, limit: number, text: string): Target => ({ metric, op: '<=', limit, text });

export const TARGETS: readonly Target[] = [
  // the page-load mix: a quarter of the replay's CPU efficiency, and no call of it costly alone
  atLeast('mix.share', 0.25, '≥ 25 % of the replay (CPU)'),
  atMost('mix.p99Ms', 50, 'p99 ≤ 50 ms'),
  atMost('mix.maxCallCpuUs', 250, '≤ 250 µs CPU'),
  atLeast('round.rps', 1000, '≥ 1,000 rounds/s'),
  atLeast('load.opsPerSecond', 500, '≥ 500 ops/s'),
  { metric: 'team.overview.p99Ms', op: '<', limit: 50, text: 'p99 < 50 ms' },
  { metric: 'team.pnl.p99Ms', op: '<', limit: 50, text: 'p99 < 50 ms' },
  atMost('memory.steadyRssBytes', 200 * 1024 * 1024, '≤ 200 MiB'),
  atMost('start.freshMs', 8000, '≤ 8 s'),
  atMost('start.warmMs', 2000, '≤ 2 s'),
  atMost('site.loadEventMs', 1000, '≤ 1 s'),
  atMost('site.lcpMs', 1000, '≤ 1 s'),
  atMost('site.initialJsGzipBytes', INITIAL_JS_BUDGET_BYTES, '≤ 250 KB'),
  // issue 44: usable at once on a phone (Lighthouse 12, /index)
  atLeast('lighthouse.mobile.performance', 80, '≥ 80'),
  atLeast('lighthouse.desktop.performance', 90, '≥ 90'),
  atMost('lighthouse.mobile.tbtMs', 1000, '≤ 1 s'),
  atMost('lighthouse.desktop.tbtMs', 300, '≤ 300 ms'),
  atMost('lighthouse.mobile.domElements', 1500, '≤ 1,500'),
  atMost('lighthouse.desktop.domElements', 1500, '≤ 1,500'),
  atMost('lighthouse.mobile.compressionSavingsBytes', 0, 'all compressed'),
  atMost('lighthouse.desktop.compressionSavingsBytes', 0, 'all compressed'),
];

export function meets(target: Target, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (target.op === '>=') return value >= target.limit;
  if (target.op === '<=') return value <= target.limit;
  return value < target.limit;
}

/** The targets on a figure: the metric is the figure's id or one of its measures, `<id>.<measure>`. */
export function targetsOf(figureId: string): Target[] {
  return TARGETS.filter((t) => t.metric === figureId || isCallMeasure(t.metric, figureId));
}
