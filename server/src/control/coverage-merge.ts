// Several servers' reports of one run as one (the browser suite runs a server per worker, each on its
// own database): route, error, login and state counts add up; a route touched by any server is touched.
import type { CoverageReport } from '@sim/shared/admin/coverage';
import { familiesOf } from './coverage-report.ts';
import { addUp, addUpMachines } from './coverage-sums.ts';

export function mergeCoverageReports(reports: CoverageReport[]): CoverageReport {
  const [first] = reports;
  if (!first) throw new Error('no coverage report to merge');
  if (reports.length === 1) return first;
  const operations = reports.flatMap((r) => r.families.flatMap((f) => f.operations));
  const counts = new Map(
    addUp(operations.map((o) => [{ key: o.id, count: o.count }])).map((c) => [c.key, c.count]),
  );
  const families = familiesOf(counts.keys(), counts);
  const statuses = addUp(reports.map((r) => r.statuses));
  const errorCodes = addUp(reports.map((r) => r.errorCodes));
  const stateMachines = addUpMachines(reports.map((r) => r.stateMachines));
  const calls = statuses.reduce((sum, s) => sum + s.count, 0);
  return {
    run: { ...first.run, calls, active: reports.some((r) => r.run.active) },
    summary: {
      operationsTouched: families.reduce((sum, f) => sum + f.touched, 0),
      operationsTotal: families.reduce((sum, f) => sum + f.total, 0),
      calls,
      errorCodes: errorCodes.length,
      statesReached: stateMachines.reduce((sum, m) => sum + m.states.length, 0),
    },
    families,
    undeclared: addUp(reports.map((r) => r.undeclared)),
    statuses,
    errorCodes,
    logins: addUp(reports.map((r) => r.logins)),
    systemStatus: addUp(reports.map((r) => r.systemStatus)),
    stateMachines,
    members: addUp(reports.map((r) => r.members)),
    flagsOff: first.flagsOff,
  };
}
