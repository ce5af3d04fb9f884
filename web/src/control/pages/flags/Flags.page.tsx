import { Badge, Switch, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AdminOutputs } from '../../api';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { moduleDepths } from './flag-tree';
import { useFlags, useSetFlag } from './hooks';

type Flag = AdminOutputs['flags']['list'][number];

export function FlagsPage() {
  const flags = useFlags();
  return (
    <Page title={S.flags.title} intro={S.flags.intro}>
      <Section>
        <QueryState query={flags}>{(data) => <FlagTable flags={data} />}</QueryState>
      </Section>
    </Page>
  );
}

function FlagTable({ flags }: { flags: Flag[] }) {
  const depths = useMemo(() => moduleDepths(), []);
  return (
    <Table striped highlightOnHover data-testid="flags-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.flags.module}</Table.Th>
          <Table.Th>{S.flags.own}</Table.Th>
          <Table.Th>{S.flags.effective}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {flags.map((flag) => (
          <FlagRow key={flag.modId} flag={flag} depth={depths.get(flag.modId) ?? 0} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FlagRow({ flag, depth }: { flag: Flag; depth: number }) {
  const merchant = useMerchant();
  const setFlag = useSetFlag();
  const effective = flag.effective ? S.flags.on : flag.enabled ? S.flags.offByParent : S.flags.off;
  return (
    <Table.Tr>
      <Table.Td style={{ paddingLeft: `calc(var(--mantine-spacing-sm) + ${depth * 24}px)` }}>
        <Text size="sm" fw={depth === 0 ? 700 : 500} ff="monospace">
          {flag.modId}
        </Text>
        <Text size="xs" c="dimmed">
          {flag.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={flag.enabled}
          disabled={setFlag.isPending}
          aria-label={`${flag.modId} ${S.flags.own}`}
          data-testid={`flag-${flag.modId}`}
          onChange={(event) =>
            setFlag.mutate({ merchant, modId: flag.modId, enabled: event.currentTarget.checked })
          }
        />
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={flag.effective ? 'teal' : flag.enabled ? 'yellow' : 'gray'}>
          {effective}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
