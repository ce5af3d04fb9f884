// The run's summary: per pass (with and without a token) the operations, the cases and the failures by
// check; each failure with its shrunk request; then the checks afterwards.
import { CHECKS, type SchemaCheckReport } from './run.ts';

export const passed = (report: SchemaCheckReport): boolean =>
  report.failures.length === 0 && report.afterwards.every((check) => check.ok);

export function formatReport(report: SchemaCheckReport, seconds: number): string {
  const lines = [''];
  for (const pass of report.passes) {
    const failures = CHECKS.map((check) => `${check} ${pass.failures[check]}`).join(', ');
    lines.push(`${pass.name}: ${pass.operations} operations, ${pass.cases} cases; failures: ${failures}`);
  }
  lines.push(`skipped operations: ${report.skipped.length === 0 ? 'none' : report.skipped.join('; ')}`);
  for (const failure of report.failures)
    lines.push(
      '',
      `✗ ${failure.operation} (${failure.pass}) ${failure.check}: ${failure.reason}`,
      failure.request.replace(/^/gm, '    '),
    );
  lines.push('');
  for (const check of report.afterwards)
    lines.push(`${check.ok ? '✓' : '✗'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
  lines.push(
    '',
    `${passed(report) ? 'PASSED' : 'FAILED'} in ${seconds.toFixed(1)} s (seed ${report.seed}: \`pnpm test:schema --seed ${report.seed}\` repeats it)`,
  );
  return lines.join('\n');
}
