// Several servers' reports of one run as one (the browser suite runs a server per worker, each on its
// own database): route, error, login and state counts add up; a route touched by any server is touched.
import type { CoverageReport, StateMachineCoverage } from '@sim/shared/admin/coverage';
import { familiesOf } from './coverage-report.ts';

type Counted = { key: string; count: number };

function addUp(lists: Counted[][]): Counted[] {
  const sums = new Map<string, number>();
  for (const item of lists.flat()) sums.set(item.key, (sums.get(item.key) ?? 0) + item.count);
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

function machines(reports: CoverageReport[]): StateMachineCoverage[] {
  const names = [...new Set(reports.flatMap((r) => r.stateMachines.map((m) => m.machine)))].sort();
  return names.map((machine) => {
    const same = reports.flatMap((r) => r.stateMachines.filter((m) => m.machine === machine));
    return {
      machine,
      states: addUp(same.map((m) => m.states)),
      transitions: addUp(same.map((m) => m.transitions)),
    };
  });
}

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
  const stateMachines = machines(reports);
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
