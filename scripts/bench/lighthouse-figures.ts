// The figures the bench reads out of a Lighthouse report (LHR): the performance score, total blocking
// time, the paints, the DOM's size at load and the bytes compression would save, and their medians over
// runs. Pure: lighthouse.ts runs Lighthouse, this reads what it wrote.
import { median } from './arithmetic.ts';
import type { ScalarResult } from './results.ts';

export interface LighthouseFigures {
  /** 0–100, as Lighthouse prints it */
  performance: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** the page's elements at load (Lighthouse's dom-size audit) */
  domElements: number;
  /** what compressing the uncompressed text answers would save (uses-text-compression) */
  compressionSavingsBytes: number;
}

/** The parts of a Lighthouse report these figures come from. */
export interface ReportLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
}

const numeric = (report: ReportLike, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

/** The bytes to save, summed over the answers the audit lists (its numericValue is milliseconds). */
function compressionSavings(report: ReportLike): number {
  const details = report.audits['uses-text-compression']?.details as
    | { items?: { wastedBytes?: number }[] }
    | undefined;
  return (details?.items ?? []).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
}

export function figuresOf(report: ReportLike): LighthouseFigures {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    totalBlockingTimeMs: numeric(report, 'total-blocking-time'),
    firstContentfulPaintMs: numeric(report, 'first-contentful-paint'),
    largestContentfulPaintMs: numeric(report, 'largest-contentful-paint'),
    domElements: numeric(report, 'dom-size'),
    compressionSavingsBytes: compressionSavings(report),
  };
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    domElements: of('domElements'),
    compressionSavingsBytes: of('compressionSavingsBytes'),
  };
}

/** One run as the bench's log prints it. */
export function describeFigures(figures: LighthouseFigures): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  return (
    `performance ${figures.performance}, TBT ${ms(figures.totalBlockingTimeMs)}, ` +
    `FCP ${ms(figures.firstContentfulPaintMs)}, LCP ${ms(figures.largestContentfulPaintMs)}, ` +
    `${figures.domElements} elements, ${Math.round(figures.compressionSavingsBytes / 1024)} KiB to compress`
  );
}

/** A profile's figures, /index beside the static page, as the bench's scalars (`lighthouse.<profile>.<figure>`). */
export function lighthouseScalars(
  profile: string,
  site: LighthouseFigures,
  staticPage: LighthouseFigures,
): ScalarResult[] {
  const figure = (id: string, label: string, value: number, unit: ScalarResult['unit']): ScalarResult => ({
    id: `lighthouse.${profile}.${id}`,
    label: `Lighthouse ${profile}: ${label}`,
    group: 'lighthouse',
    value,
    unit,
  });
  return [
    figure('performance', '/index performance score', site.performance, 'count'),
    figure('staticPerformance', 'static page performance score', staticPage.performance, 'count'),
    figure('tbtMs', '/index total blocking time', site.totalBlockingTimeMs, 'ms'),
    figure('staticTbtMs', 'static page total blocking time', staticPage.totalBlockingTimeMs, 'ms'),
    figure('lcpMs', '/index largest contentful paint', site.largestContentfulPaintMs, 'ms'),
    figure('staticLcpMs', 'static page largest contentful paint', staticPage.largestContentfulPaintMs, 'ms'),
    figure('domElements', '/index elements at load', site.domElements, 'count'),
    figure(
      'compressionSavingsBytes',
      '/index bytes compression would save',
      site.compressionSavingsBytes,
      'bytes',
    ),
  ];
}
