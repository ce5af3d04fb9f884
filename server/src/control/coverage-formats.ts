// A coverage report as Markdown (a CI note, a pull request) or JUnit XML (CI test views: each family a
// suite, each route or relay a case, skipped when the run never called it).
import { type CoverageFormat, type CoverageReport, coverageSummaryLine } from '@sim/shared/admin/coverage';

const BAR = 20;

/** `███████░░░░░ 7/12` */
export function bar(part: number, whole: number): string {
  const filled = whole ? Math.round((part / whole) * BAR) : 0;
  return `${'█'.repeat(filled)}${'░'.repeat(BAR - filled)} ${part}/${whole}`;
}

const table = (title: string, rows: { key: string; count: number }[]) =>
  rows.length === 0
    ? []
    : [`### ${title}`, '', '| | calls |', '|---|---:|', ...rows.map((r) => `| ${r.key} | ${r.count} |`), ''];

export function coverageMarkdown(report: CoverageReport): string {
  const { run } = report;
  const lines = [
    `# Coverage: ${run.name}`,
    '',
    `Run ${run.id}, ${run.startedAt} to ${run.stoppedAt ?? 'now (still running)'} (simulated clock).`,
    '',
    `**${coverageSummaryLine(report)}**`,
    '',
    '## Routes and relays by family',
    '',
    '| family | touched | |',
    '|---|---:|---|',
    ...report.families.map(
      (f) => `| ${f.family} | ${f.touched}/${f.total} | \`${bar(f.touched, f.total)}\` |`,
    ),
    '',
    ...report.families.flatMap((f) => [
      `<details><summary>${f.family}: ${f.touched}/${f.total}</summary>`,
      '',
      '| route | calls |',
      '|---|---:|',
      ...f.operations.map((o) => `| ${o.count ? '' : '✗ '}\`${o.id}\` | ${o.count} |`),
      '',
      '</details>',
      '',
    ]),
    '## States reached',
    '',
    '| state machine | states | transitions |',
    '|---|---|---|',
    ...report.stateMachines.map(
      (m) =>
        `| ${m.machine} | ${m.states.map((s) => `${s.key} (${s.count})`).join(', ')} | ${m.transitions
          .map((t) => `${t.key} (${t.count})`)
          .join(', ')} |`,
    ),
    '',
    ...table('Login outcomes', report.logins),
    ...table('System status answered', report.systemStatus),
    ...table('Error codes', report.errorCodes),
    ...table('HTTP statuses', report.statuses),
    ...table('Calls no declared route answered', report.undeclared),
    ...table('Members that made calls', report.members),
    ...report.flagsOff.flatMap((f) => [
      `Modules off for ${f.merchant}: ${f.modIds.length ? f.modIds.join(', ') : 'none'}`,
      '',
    ]),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function coverageJunit(report: CoverageReport): string {
  const suites = report.families.map((f) => {
    const cases = f.operations.map((o) =>
      o.count
        ? `    <testcase classname="${xml(f.family)}" name="${xml(o.id)}"><system-out>${o.count} calls</system-out></testcase>`
        : `    <testcase classname="${xml(f.family)}" name="${xml(o.id)}"><skipped message="not called in this run"/></testcase>`,
    );
    return [
      `  <testsuite name="${xml(f.family)}" tests="${f.total}" skipped="${f.total - f.touched}" failures="0" errors="0">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const { summary } = report;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`coverage: ${report.run.name}`)}" tests="${summary.operationsTotal}" skipped="${summary.operationsTotal - summary.operationsTouched}" failures="0" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

export function renderCoverage(report: CoverageReport, format: CoverageFormat): string {
  if (format === 'markdown') return coverageMarkdown(report);
  if (format === 'junit') return coverageJunit(report);
  return `${JSON.stringify(report, null, 2)}\n`;
}
