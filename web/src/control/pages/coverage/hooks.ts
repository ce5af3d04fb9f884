import type { CoverageFormat } from '@sim/shared/admin/coverage';
import { trpc } from '../../api';
import { downloadText } from '../../download';
import { S } from '../../strings';

export const useCoverageRuns = () => trpc.coverage.list.useQuery();

export const useCoverageReport = (runId: number | undefined) =>
  trpc.coverage.report.useQuery({ runId, format: 'json' }, { enabled: runId !== undefined });

export function useCoverageMutations() {
  const utils = trpc.useUtils();
  const refresh = () => utils.coverage.invalidate();
  return {
    start: trpc.coverage.start.useMutation({ onSuccess: refresh, meta: { success: S.coverage.started } }),
    stop: trpc.coverage.stop.useMutation({ onSuccess: refresh, meta: { success: S.coverage.stopped } }),
  };
}

const FILES: Record<CoverageFormat, [string, string]> = {
  json: ['json', 'application/json'],
  markdown: ['md', 'text/markdown'],
  junit: ['xml', 'application/xml'],
};

/** Fetches the run's report in a format and saves it. */
export function useCoverageDownload() {
  const utils = trpc.useUtils();
  return async (runId: number, format: CoverageFormat) => {
    const { text } = await utils.coverage.report.fetch({ runId, format });
    const [extension, type] = FILES[format];
    downloadText(`coverage-${runId}.${extension}`, text, type);
  };
}
