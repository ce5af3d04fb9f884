import { Badge, Button, Table, Text } from '@mantine/core';
import type { AdminMission } from '@sim/shared/admin/missions';
import { confirmThen } from '../../components/confirm';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { useMerchant } from '../../merchant';
import { useCloseMission, useMissions } from './hooks';
import { M } from './strings';

const STATUS_COLOURS = { ACTIVE: 'teal', ENDED: 'gray', CLOSED: 'red' } as const;

function Rows({ missions }: { missions: AdminMission[] }) {
  const merchant = useMerchant();
  const close = useCloseMission();
  if (missions.length === 0) return <Text c="dimmed">{M.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="missions-table">
        <TableHeads heads={M.heads} />
        <Table.Tbody>
          {missions.map((mission) => (
            <Table.Tr key={mission.id} data-testid={`mission-row-${mission.code}`}>
              <Table.Td ff="monospace">{mission.code}</Table.Td>
              <Table.Td>{mission.kind}</Table.Td>
              <Table.Td>{mission.gameType ?? '—'}</Table.Td>
              <Table.Td>{mission.titles.EN ?? Object.values(mission.titles)[0]}</Table.Td>
              <Table.Td ff="monospace">
                {mission.milestones.map((m) => `${m.target}: ${m.reward}`).join(', ')}
              </Table.Td>
              <Table.Td ff="monospace">{mission.claims}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[mission.status]}>
                  {mission.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  disabled={mission.status === 'CLOSED'}
                  onClick={() =>
                    confirmThen(M.closeConfirm(mission.code), () =>
                      close.mutate({ merchant, code: mission.code }),
                    )
                  }
                >
                  {M.close}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function MissionsTable() {
  const missions = useMissions();
  return (
    <Section title={M.listTitle} testId="missions-section">
      <QueryState query={missions}>{(list) => <Rows missions={list} />}</QueryState>
    </Section>
  );
}
