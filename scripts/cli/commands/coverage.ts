// pnpm sim coverage: a named run of QA's calls, and its report as JSON, Markdown or JUnit XML.
import fs from 'node:fs';
import { type CoverageFormat, coverageSummaryLine } from '@sim/shared/admin/coverage';
import { flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

const FORMATS: Record<string, CoverageFormat> = {
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  junit: 'junit',
  xml: 'junit',
};

function formatOf(c: CommandContext): CoverageFormat {
  const given = flagString(c.flags, 'format') ?? 'md';
  const format = FORMATS[given];
  if (!format) throw new UsageError('--format is md, json or junit');
  return format;
}

async function writeReport(c: CommandContext) {
  const { report, text } = await c.client.coverage.report.query({
    runId: flagNumber(c.flags, 'run'),
    format: formatOf(c),
  });
  const file = flagString(c.flags, 'out');
  if (!file) return text.trimEnd();
  fs.writeFileSync(file, text);
  return { file, summary: coverageSummaryLine(report) };
}

export const coverageCommands: Record<string, Record<string, Command>> = {
  coverage: {
    start: {
      usage: 'coverage start <name>',
      summary: 'start counting every call, error code and state (stops a run under way)',
      run: (c) => c.client.coverage.start.mutate({ name: required(c.args[0], 'name') }),
    },
    stop: {
      usage: 'coverage stop',
      summary: 'stop the active run',
      run: (c) => c.client.coverage.stop.mutate(),
    },
    list: {
      usage: 'coverage list',
      summary: 'the runs kept',
      columns: ['id', 'name', 'startedAt', 'stoppedAt', 'calls'],
      run: (c) => c.client.coverage.list.query(),
    },
    report: {
      usage: 'coverage report [--run <id>] [--format md|json|junit] [--out <file>]',
      summary: 'routes and relays touched by family, error codes, states reached (default: newest run)',
      run: writeReport,
    },
  },
};
