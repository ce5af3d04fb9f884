import { Badge, Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { AdminMessage } from '@sim/shared/admin/messages';
import { useState } from 'react';
import { confirmThen } from '../../components/confirm';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { useMessages, useRemoveMessage } from './hooks';
import { G } from './strings';

type Filter = AdminMessage['audience'] | 'ALL';

const COLOURS = { MEMBER: 'blue', BROADCAST: 'grape', SUPPORT: 'orange' } as const;

function recipientOf(message: AdminMessage): string {
  if (message.audience === 'BROADCAST') return G.everyone;
  if (message.audience === 'SUPPORT') return G.support;
  return message.recipient ?? '—';
}

function Rows({ messages }: { messages: AdminMessage[] }) {
  const merchant = useMerchant();
  const remove = useRemoveMessage();
  if (messages.length === 0) return <Text c="dimmed">{G.none}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="messages-table">
        <TableHeads heads={G.heads} />
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.messageId} data-testid={`message-row-${message.messageId}`}>
              <Table.Td ff="monospace">{message.messageId}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={COLOURS[message.audience]}>
                  {message.audience}
                </Badge>
              </Table.Td>
              <Table.Td>{recipientOf(message)}</Table.Td>
              <Table.Td>{message.sender}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {message.subject}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {message.content}
                </Text>
              </Table.Td>
              <Table.Td>{formatTime(new Date(message.sendTime))}</Table.Td>
              <Table.Td ff="monospace" data-testid={`message-read-by-${message.messageId}`}>
                {message.readBy}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() =>
                    confirmThen(G.removeConfirm(message.subject), () =>
                      remove.mutate({ merchant, messageId: message.messageId }),
                    )
                  }
                >
                  {G.remove}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Sent messages and members' messages to customer service, newest first, with how many read them. */
export function MessagesTable() {
  const [filter, setFilter] = useState<Filter>('ALL');
  const messages = useMessages(filter === 'ALL' ? undefined : filter);
  return (
    <Section title={G.listTitle} testId="messages-section">
      <Stack gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'ALL', label: G.all },
            { value: 'BROADCAST', label: 'BROADCAST' },
            { value: 'MEMBER', label: 'MEMBER' },
            { value: 'SUPPORT', label: 'SUPPORT' },
          ]}
          w="fit-content"
          aria-label={G.audience}
        />
        <QueryState query={messages}>{(list) => <Rows messages={list} />}</QueryState>
      </Stack>
    </Section>
  );
}
