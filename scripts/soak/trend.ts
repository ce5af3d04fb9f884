// Whether the server grew steadily while the load held still: the slope of RSS's floor (the lowest
// of each quarter, so GC's sawtooth is no trend) over the last half of the run (the first half is
// warm-up: JIT, caches, the journal's ring filling), file descriptors
// against the first half's highest, and the bounded stores (request journal, SQLite's WAL).
import type { CheckResult } from '../load/check.ts';
import type { Sample } from './sampler.ts';

export interface GrowthLimits {
  rssSlopeMbPerMin: number;
  /** descriptors the last half may hold above the first half's highest (sockets come and go) */
  fdSlack: number;
  /** a slope is judged only over a last half at least this long (seconds) */
  minJudgedS: number;
  walMaxMb: number;
  /** the request journal's ring (control/journal.ts) */
  journalMax: number;
}

export const DEFAULT_LIMITS: GrowthLimits = {
  rssSlopeMbPerMin: 2,
  fdSlack: 16,
  minJudgedS: 60,
  walMaxMb: 64,
  journalMax: 5000,
};

/** The least-squares slope of y per minute of x (seconds); null with fewer than three points. */
export function slopePerMinute(points: { x: number; y: number }[]): number | null {
  if (points.length < 3) return null;
  const meanX = points.reduce((s, p) => s + p.x, 0) / points.length;
  const meanY = points.reduce((s, p) => s + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? null : (covariance / variance) * 60;
}

export function splitHalves(samples: Sample[]): { first: Sample[]; last: Sample[] } {
  const start = samples[0]?.atS ?? 0;
  const middle = start + ((samples.at(-1)?.atS ?? 0) - start) / 2;
  return { first: samples.filter((s) => s.atS < middle), last: samples.filter((s) => s.atS >= middle) };
}

const values = (samples: Sample[], pick: (s: Sample) => number | null): number[] =>
  samples.map(pick).filter((v): v is number => v !== null);
const max = (numbers: number[]) => (numbers.length ? Math.max(...numbers) : 0);
const fixed = (n: number | null) => (n === null ? 'n/a' : n.toFixed(2));

/** The last half in this many stretches: the lowest RSS of each is what the process keeps after a GC. */
const STRETCHES = 4;
/**
 * Growth must also be real in MB (a slope over four floors can be noise): the floor rises this much
 * over the last half, and ends this much above the first half's lowest.
 */
const MIN_FLOOR_RISE_MB = 8;

/** The lowest RSS of each stretch, at the stretch's middle: a sawtooth of GCs flattens into its floor. */
export function rssFloors(samples: Sample[]): { x: number; y: number }[] {
  const points = samples.flatMap((s) => (s.rssMb === null ? [] : [{ x: s.atS, y: s.rssMb }]));
  const size = Math.max(2, Math.ceil(points.length / STRETCHES));
  const floors: { x: number; y: number }[] = [];
  for (let start = 0; start + 1 < points.length; start += size) {
    const stretch = points.slice(start, start + size);
    floors.push({
      x: (stretch[0]!.x + stretch.at(-1)!.x) / 2,
      y: Math.min(...stretch.map((p) => p.y)),
    });
  }
  return floors;
}

function rssCheck(first: Sample[], last: Sample[], limits: GrowthLimits): CheckResult {
  const name = 'RSS does not keep growing';
  const spanS = (last.at(-1)?.atS ?? 0) - (last[0]?.atS ?? 0);
  const floors = rssFloors(last);
  const slope = slopePerMinute(floors.length >= 3 ? floors : []);
  if (spanS < limits.minJudgedS || slope === null)
    return {
      name,
      ok: true,
      detail: `not judged: the last half is ${spanS.toFixed(0)} s (needs ${limits.minJudgedS} s)`,
    };
  const end = floors.at(-1)!.y;
  const before = values(first, (s) => s.rssMb);
  const firstLowest = before.length ? Math.min(...before) : floors[0]!.y;
  const grows =
    slope > limits.rssSlopeMbPerMin &&
    end - floors[0]!.y > MIN_FLOOR_RISE_MB &&
    end - firstLowest > MIN_FLOOR_RISE_MB;
  return {
    name,
    ok: !grows,
    detail:
      `floor (lowest of each quarter of the last ${spanS.toFixed(0)} s) ${floors.map((f) => f.y.toFixed(0)).join(' → ')} MB, ` +
      `${fixed(slope)} MB/min; first half's lowest ${firstLowest.toFixed(0)} MB ` +
      `(fails above ${limits.rssSlopeMbPerMin} MB/min with a rise over ${MIN_FLOOR_RISE_MB} MB in both)`,
  };
}

export function growthChecks(samples: Sample[], limits: GrowthLimits = DEFAULT_LIMITS): CheckResult[] {
  const { first, last } = splitHalves(samples);
  const firstFds = max(values(first, (s) => s.fds));
  const lastFds = max(values(last, (s) => s.fds));
  const journal = max(values(samples, (s) => s.journalEntries));
  const wal = max(values(samples, (s) => s.walMb));
  const missed = samples.filter((s) => s.rssMb === null || s.fds === null || s.heapMb === null).length;
  return [
    {
      name: 'the server answered every sample',
      ok: samples.length > 0 && missed === 0,
      detail: `${samples.length - missed} of ${samples.length} samples complete`,
    },
    rssCheck(first, last, limits),
    {
      name: 'open file descriptors do not keep growing',
      ok: lastFds <= firstFds + limits.fdSlack,
      detail: `highest ${firstFds} in the first half, ${lastFds} in the last (slack ${limits.fdSlack})`,
    },
    {
      name: 'the request journal stays bounded',
      ok: journal <= limits.journalMax,
      detail: `at most ${journal} entries (ring of ${limits.journalMax})`,
    },
    {
      name: "SQLite's write-ahead log stays bounded",
      ok: wal <= limits.walMaxMb,
      detail: `at most ${wal} MB (limit ${limits.walMaxMb})`,
    },
  ];
}
