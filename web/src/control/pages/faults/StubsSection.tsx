import { ActionIcon, Badge, Code, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type AdminOutputs, trpc } from '../../api';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';

type Stub = AdminOutputs['stubs']['list'][number];

/** The answer stubs pinned now (by `pnpm sim stub add`, the admin API or a scenario), each removable. */
export function StubsSection() {
  const stubs = trpc.stubs.list.useQuery(undefined, { refetchInterval: 2000 });
  const utils = trpc.useUtils();
  const remove = trpc.stubs.remove.useMutation({
    onSuccess: () => utils.stubs.list.invalidate(),
    meta: { success: S.stubs.removed },
  });
  return (
    <Section>
      <Title order={4}>{S.stubs.title}</Title>
      <Text size="sm" c="dimmed">
        {S.stubs.intro}
      </Text>
      <QueryState query={stubs}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">{S.common.empty}</Text>
          ) : (
            <StubTable stubs={data} onRemove={(id) => remove.mutate({ id })} />
          )
        }
      </QueryState>
    </Section>
  );
}

function StubTable({ stubs, onRemove }: { stubs: Stub[]; onRemove: (id: number) => void }) {
  return (
    <Table striped data-testid="stubs-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{S.stubs.match}</Table.Th>
          <Table.Th>{S.stubs.answer}</Table.Th>
          <Table.Th ta="right">{S.stubs.hits}</Table.Th>
          <Table.Th ta="right">{S.stubs.left}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stubs.map((stub) => (
          <Table.Tr key={stub.id} data-testid={`stub-row-${stub.id}`}>
            <Table.Td>{stub.id}</Table.Td>
            <Table.Td>
              <Code>{`${stub.match.method ?? '*'} ${stub.match.path}`}</Code>
              {(stub.match.query || stub.match.body) && (
                <Code ml="xs">{JSON.stringify({ ...stub.match.query, ...stub.match.body })}</Code>
              )}
            </Table.Td>
            <Table.Td>
              <Badge variant="light">{stub.har ? stub.har.response.status : (stub.status ?? 200)}</Badge>
              {stub.har && (
                <Text span size="xs" ml="xs">
                  {S.stubs.fromHar}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{stub.hits}</Table.Td>
            <Table.Td ta="right">{stub.timesLeft ?? '∞'}</Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemove(stub.id)}
                aria-label={`${S.common.remove} ${stub.match.path}`}
                data-testid={`stub-remove-${stub.id}`}
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
