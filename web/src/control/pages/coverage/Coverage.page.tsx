import { Alert, Button, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { COVERAGE_FORMATS, coverageSummaryLine } from '@sim/shared/admin/coverage';
import { IconDownload, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { Page, Section } from '../../components/Page';
import { S } from '../../strings';
import { CoverageCounts } from './CoverageCounts';
import { CoverageFamilies } from './CoverageFamilies';
import { useCoverageDownload, useCoverageMutations, useCoverageReport, useCoverageRuns } from './hooks';

export function CoveragePage() {
  const runs = useCoverageRuns();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const runId = chosen ? Number(chosen) : runs.data?.[0]?.id;
  const report = useCoverageReport(runId);
  const { start, stop } = useCoverageMutations();
  const download = useCoverageDownload();
  const active = runs.data?.some((run) => run.active) ?? false;

  return (
    <Page title={S.coverage.title}>
      <Section>
        <Text c="dimmed">{S.coverage.hint}</Text>
        <Group align="end">
          <TextInput label={S.coverage.name} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            disabled={!name.trim()}
            onClick={() => start.mutate({ name })}
            data-testid="coverage-start"
          >
            {S.coverage.start}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={16} />}
            disabled={!active}
            onClick={() => stop.mutate()}
            data-testid="coverage-stop"
          >
            {S.coverage.stop}
          </Button>
          <Select
            label={S.coverage.run}
            value={runId === undefined ? null : String(runId)}
            onChange={setChosen}
            data={(runs.data ?? []).map((run) => ({
              value: String(run.id),
              label: `${run.id} ${run.name}${run.active ? ` (${S.coverage.running})` : ''}`,
            }))}
          />
          {runId !== undefined &&
            COVERAGE_FORMATS.map((format) => (
              <Button
                key={format}
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download(runId, format)}
              >
                {format}
              </Button>
            ))}
        </Group>
      </Section>
      {runId === undefined && <Text c="dimmed">{S.coverage.noRuns}</Text>}
      {report.error && <Alert color="red">{errorMessage(report.error)}</Alert>}
      {runId !== undefined && !report.data && !report.error && <Loader />}
      {report.data && (
        <Section>
          <Text fw={600} data-testid="coverage-summary">
            {coverageSummaryLine(report.data.report)}
          </Text>
          <CoverageFamilies families={report.data.report.families} />
          <CoverageCounts report={report.data.report} />
        </Section>
      )}
    </Page>
  );
}
