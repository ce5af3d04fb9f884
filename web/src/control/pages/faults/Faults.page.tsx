import { ActionIcon, Button, Code, Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminOutputs } from '../../api';
import { confirmThen } from '../../components/confirm';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { FaultForm } from './FaultForm';
import { describeFault } from './fault-form';
import { useFaultMutations, useFaults } from './hooks';
import { StubsSection } from './StubsSection';

type Fault = AdminOutputs['faults']['list'][number];

export function FaultsPage() {
  const faults = useFaults();
  const m = useFaultMutations();
  return (
    <Page title={S.faults.title} intro={S.faults.intro}>
      <Section>
        <FaultForm
          pending={m.add.isPending}
          onAdd={(input, done) => m.add.mutate(input, { onSuccess: done })}
        />
      </Section>
      <Section>
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            onClick={() => confirmThen(S.faults.confirmClear, () => m.clear.mutate())}
            data-testid="faults-clear"
          >
            {S.faults.clearAll}
          </Button>
        </Group>
        <QueryState query={faults}>
          {(data) => <FaultTable faults={data} onRemove={(id) => m.remove.mutate({ id })} />}
        </QueryState>
      </Section>
      <StubsSection />
    </Page>
  );
}

function FaultTable({ faults, onRemove }: { faults: Fault[]; onRemove: (id: number) => void }) {
  if (faults.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Table striped data-testid="faults-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{S.faults.match}</Table.Th>
          <Table.Th>{S.faults.effect}</Table.Th>
          <Table.Th ta="right">{S.faults.hits}</Table.Th>
          <Table.Th>{S.faults.addedAt}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {faults.map((fault) => (
          <Table.Tr key={fault.id} data-testid={`fault-row-${fault.id}`}>
            <Table.Td>{fault.id}</Table.Td>
            <Table.Td>
              <Code>{fault.match}</Code>
            </Table.Td>
            <Table.Td>{describeFault(fault)}</Table.Td>
            <Table.Td ta="right">{fault.hits}</Table.Td>
            <Table.Td>{formatTime(fault.createdAt)}</Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemove(fault.id)}
                aria-label={`${S.common.remove} ${fault.match}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
