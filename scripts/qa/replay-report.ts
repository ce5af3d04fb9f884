// What `pnpm sim replay` prints (one row per call) and writes (every difference, as JSON).
import type { ReplayedCall } from './replay.ts';

export interface ReplayRow {
  n: number;
  method: string;
  path: string;
  status: string;
  envelope: string;
  shape: string;
  values: string;
  outcome: string;
}

const envelopeText = (e: { success: boolean; errorCode: string | null } | null) =>
  e === null ? '-' : e.success ? 'ok' : (e.errorCode ?? 'failed');

export function replayRow(call: ReplayedCall): ReplayRow {
  const c = call.comparison;
  const row = { n: call.index + 1, method: call.method, path: call.path, outcome: call.outcome };
  if (!c)
    return { ...row, status: '', envelope: '', shape: '', values: '', outcome: `skipped: ${call.reason}` };
  return {
    ...row,
    status: c.status.same ? String(c.status.actual) : `${c.status.expected} -> ${c.status.actual}`,
    envelope: c.envelope.same
      ? envelopeText(c.envelope.actual)
      : `${envelopeText(c.envelope.expected)} -> ${envelopeText(c.envelope.actual)}`,
    shape:
      c.shape.length === 0
        ? 'same'
        : c.shape
            .slice(0, 3)
            .map((d) => `${d.path}: ${d.expected} -> ${d.actual}`)
            .join('; ') + (c.shape.length > 3 ? ` (+${c.shape.length - 3})` : ''),
    values: c.values.length === 0 ? '' : `${c.values.length} differ (${c.values[0]!.path})`,
  };
}

export interface ReplayReport {
  calls: number;
  same: number;
  differing: number;
  skipped: number;
  results: ReplayedCall[];
}

export function replayReport(results: ReplayedCall[]): ReplayReport {
  const count = (outcome: ReplayedCall['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    calls: results.length,
    same: count('same'),
    differing: count('differs'),
    skipped: count('skipped'),
    results,
  };
}
