import { Badge, Group, Table, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import type { AdminOutputs } from '../../api';
import { TableHeads } from '../../components/TableHeads';
import { S } from '../../strings';
import { PersonaActions } from './PersonaActions';

type Member = AdminOutputs['members']['list'][number];

const HEADS = [
  S.personas.username,
  S.personas.type,
  S.personas.vip,
  S.personas.state,
  S.personas.upline,
  S.personas.mobile,
];

export function PersonaTable({ members }: { members: Member[] }) {
  if (members.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="persona-table">
        <TableHeads heads={[...HEADS, { title: S.personas.balance, ta: 'right' }, S.common.actions]} />
        <Table.Tbody>
          {members.map((member) => (
            <PersonaRow key={member.id} member={member} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PersonaRow({ member }: { member: Member }) {
  const locked = member.status === 'LOCKED';
  return (
    <Table.Tr data-testid={`persona-row-${member.username}`}>
      <Table.Td ff="monospace">{member.username}</Table.Td>
      <Table.Td>{S.memberTypes[member.type] ?? member.type}</Table.Td>
      <Table.Td>{member.vipLevel}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={locked ? 'red' : 'teal'} variant="light">
            {locked ? S.personas.locked : S.personas.active}
          </Badge>
          {member.mustChangePassword && (
            <Badge color="yellow" variant="light">
              {S.personas.mustChange}
            </Badge>
          )}
          {member.pinLockedUntil && (
            <Badge color="red" variant="outline">
              {S.personas.pinLocked}
            </Badge>
          )}
          {member.passwordExpired && (
            <Badge color="orange" variant="light">
              {S.personas.expired}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{member.upline ?? '—'}</Table.Td>
      <Table.Td>{member.mobile ? `+${member.countryDialingCode ?? ''} ${member.mobile}` : '—'}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {formatMoney(member.balance)}
      </Table.Td>
      <Table.Td>
        <PersonaActions
          username={member.username}
          locked={locked}
          pinLocked={member.pinLockedUntil !== null}
        />
      </Table.Td>
    </Table.Tr>
  );
}
