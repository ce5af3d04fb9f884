// coverage.*: a named run of QA's calls, and its report: every declared route and relay touched or not
// (by family), error codes, the states the state machines reached, login outcomes, members used.
import { z } from 'zod';

export const startCoverageInput = z.object({
  name: z.string().trim().min(1).max(80).describe('what the run is, e.g. "browser suite"'),
});

export const COVERAGE_FORMATS = ['json', 'markdown', 'junit'] as const;
export type CoverageFormat = (typeof COVERAGE_FORMATS)[number];

export const coverageReportInput = z.object({
  runId: z.number().int().positive().optional().describe('default: the newest run'),
  format: z.enum(COVERAGE_FORMATS).default('json'),
});

export const coverageRunSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** simulated clock */
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  active: z.boolean(),
  /** calls counted */
  calls: z.number().int(),
});
export type CoverageRun = z.infer<typeof coverageRunSchema>;

const countSchema = z.object({ key: z.string(), count: z.number().int() });

export const coverageOperationSchema = z.object({
  /** "GET /wps/member/info" as declared (parameters as `:name`) */
  id: z.string(),
  count: z.number().int(),
});

export const coverageFamilySchema = z.object({
  /** "wps member", "relay MCSFE", "lgw" */
  family: z.string(),
  touched: z.number().int(),
  total: z.number().int(),
  operations: z.array(coverageOperationSchema),
});
export type CoverageFamily = z.infer<typeof coverageFamilySchema>;

export const stateMachineSchema = z.object({
  /** "deposit orders", "promotion participations", ... */
  machine: z.string(),
  /** the states the run's rows are in, with how many rows */
  states: z.array(countSchema),
  /** `new -> STATE` (created in the run) and `earlier -> STATE` (older rows the run changed) */
  transitions: z.array(countSchema),
});
export type StateMachineCoverage = z.infer<typeof stateMachineSchema>;

export const coverageReportSchema = z.object({
  run: coverageRunSchema,
  summary: z.object({
    operationsTouched: z.number().int(),
    operationsTotal: z.number().int(),
    calls: z.number().int(),
    errorCodes: z.number().int(),
    statesReached: z.number().int(),
  }),
  families: z.array(coverageFamilySchema),
  /** calls no declared route answered (unknown paths, unknown relays) */
  undeclared: z.array(countSchema),
  statuses: z.array(countSchema),
  errorCodes: z.array(countSchema),
  logins: z.array(countSchema),
  /** 0 open, 1 maintenance, 2 region restricted: as /wps/system/status answered */
  systemStatus: z.array(countSchema),
  stateMachines: z.array(stateMachineSchema),
  /** members that made calls (seeded personas or made in the run) */
  members: z.array(countSchema),
  /** white-label modules switched off for the run's merchants when the report was made */
  flagsOff: z.array(z.object({ merchant: z.string(), modIds: z.array(z.string()) })),
});
export type CoverageReport = z.infer<typeof coverageReportSchema>;

/** The one line a CI log shows. */
export function coverageSummaryLine(report: CoverageReport): string {
  const { summary: s, run } = report;
  const share = s.operationsTotal ? Math.round((s.operationsTouched / s.operationsTotal) * 1000) / 10 : 0;
  return `coverage "${run.name}": ${s.operationsTouched}/${s.operationsTotal} routes and relays touched (${share} %), ${s.calls} calls, ${s.errorCodes} error codes, ${s.statesReached} states reached`;
}
