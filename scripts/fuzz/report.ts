// The run's summary: operations covered, requests sent, 5xx seen, each failure with its shrunk request,
// and the checks afterwards.
import type { FuzzReport } from './run.ts';

export const passed = (report: FuzzReport): boolean =>
  report.failures.length === 0 && report.checks.every((check) => check.ok);

export function formatReport(report: FuzzReport): string {
  const lines = [
    '',
    `operations covered: ${report.restOperations + report.adminOperations} (${report.restOperations} REST, ${report.adminOperations} admin)`,
    `requests sent:      ${report.requests}`,
    `5xx answers:        ${report.serverErrors} (${report.undocumentedServerErrors} undocumented)`,
    `failures:           ${report.failures.length}`,
  ];
  for (const failure of report.failures) {
    lines.push(
      '',
      `✗ ${failure.operation} (${failure.family}): ${failure.reason}`,
      failure.request.replace(/^/gm, '    '),
    );
  }
  lines.push('');
  for (const check of report.checks)
    lines.push(`${check.ok ? '✓' : '✗'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
  lines.push(
    '',
    `${passed(report) ? 'PASSED' : 'FAILED'} (seed ${report.seed}: \`pnpm fuzz --seed ${report.seed}\` repeats it)`,
  );
  return lines.join('\n');
}
