import { Button, Group, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { AdminOutputs } from '../../api';
import { confirmThen } from '../../components/confirm';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { FileTransfer } from './FileTransfer';
import { formatBytes } from './file-transfer';
import { useDataMutations, useSnapshots } from './hooks';
import { TakeSnapshotForm } from './TakeSnapshotForm';

type Snapshot = AdminOutputs['data']['snapshots'][number];

export function SnapshotsPage() {
  const snapshots = useSnapshots();
  const m = useDataMutations();
  const restore = (name: string) =>
    confirmThen(S.snapshots.confirmRestore(name), () => m.restore.mutate({ name }));
  return (
    <Page title={S.snapshots.title}>
      <Section>
        <Group justify="space-between" align="flex-start">
          <TakeSnapshotForm pending={m.snapshot.isPending} onTake={(name) => m.snapshot.mutate({ name })} />
          <Button
            color="red"
            variant="light"
            onClick={() => confirmThen(S.snapshots.confirmReset, () => m.reset.mutate())}
            loading={m.reset.isPending}
            data-testid="data-reset"
          >
            {S.snapshots.resetTitle}
          </Button>
        </Group>
        <QueryState query={snapshots}>
          {(data) => <SnapshotTable snapshots={data} onRestore={restore} />}
        </QueryState>
      </Section>
      <Section title={S.snapshots.fileTitle}>
        <FileTransfer />
      </Section>
    </Page>
  );
}

function SnapshotTable({
  snapshots,
  onRestore,
}: {
  snapshots: Snapshot[];
  onRestore: (name: string) => void;
}) {
  if (snapshots.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Table striped data-testid="snapshot-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.snapshots.name}</Table.Th>
          <Table.Th ta="right">{S.snapshots.size}</Table.Th>
          <Table.Th>{S.snapshots.savedAt}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {snapshots.map((snapshot) => (
          <Table.Tr key={snapshot.name}>
            <Table.Td ff="monospace">{snapshot.name}</Table.Td>
            <Table.Td ta="right">{formatBytes(snapshot.bytes)}</Table.Td>
            <Table.Td>{formatTime(snapshot.savedAt)}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} />}
                onClick={() => onRestore(snapshot.name)}
                data-testid={`snapshot-restore-${snapshot.name}`}
              >
                {S.snapshots.restore}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
