import { Button, Code, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { AdminOutputs } from '../../api';
import { confirmThen } from '../../components/confirm';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { useRunScenario, useScenarios } from './hooks';
import { ScenarioResult } from './ScenarioResult';

type ScenarioFile = AdminOutputs['scenario']['list'][number];

export function ScenariosPage() {
  const scenarios = useScenarios();
  const run = useRunScenario();
  const start = (file: string) =>
    confirmThen(S.scenarios.confirmRun(file), () => run.mutate({ file }), S.scenarios.run);
  return (
    <Page title={S.scenarios.title} intro={S.scenarios.intro}>
      <Section>
        <QueryState query={scenarios}>
          {(data) => (
            <ScenarioTable
              scenarios={data}
              running={run.isPending ? run.variables?.file : undefined}
              onRun={start}
            />
          )}
        </QueryState>
      </Section>
      {run.data && <ScenarioResult result={run.data} />}
    </Page>
  );
}

interface ScenarioTableProps {
  scenarios: ScenarioFile[];
  running: string | undefined;
  onRun: (file: string) => void;
}

function ScenarioTable({ scenarios, running, onRun }: ScenarioTableProps) {
  if (scenarios.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Table striped data-testid="scenario-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.scenarios.file}</Table.Th>
          <Table.Th>{S.scenarios.name}</Table.Th>
          <Table.Th>{S.scenarios.description}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {scenarios.map((scenario) => (
          <Table.Tr key={scenario.file}>
            <Table.Td>
              <Code style={{ whiteSpace: 'nowrap' }}>{scenario.file}</Code>
            </Table.Td>
            <Table.Td fw={600}>{scenario.name}</Table.Td>
            <Table.Td>
              <Text size="sm">{scenario.description}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} />}
                loading={running === scenario.file}
                disabled={running !== undefined && running !== scenario.file}
                onClick={() => onRun(scenario.file)}
                data-testid={`scenario-run-${scenario.file}`}
              >
                {S.scenarios.run}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
