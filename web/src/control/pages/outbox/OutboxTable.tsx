import { Badge, Table, Text } from '@mantine/core';
import type { AdminOutputs } from '../../api';
import { CopyCode } from '../../components/CopyCode';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';

type Message = AdminOutputs['sms']['outbox'][number];

const HEADS = [S.outbox.code, S.outbox.to, S.outbox.purpose, S.outbox.text, S.outbox.sent, S.outbox.state];

function stateOf(message: Message) {
  if (message.used) return { label: S.outbox.used, color: 'gray' };
  if (message.expired) return { label: S.outbox.expired, color: 'orange' };
  return { label: S.outbox.valid, color: 'teal' };
}

/** Newest first, as the outbox answers. */
export function OutboxTable({ messages, testId }: { messages: Message[]; testId: string }) {
  if (messages.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped data-testid={testId}>
        <TableHeads heads={HEADS} />
        <Table.Tbody>
          {messages.map((message) => {
            const state = stateOf(message);
            return (
              <Table.Tr key={message.id}>
                <Table.Td>{message.code ? <CopyCode value={message.code} /> : '—'}</Table.Td>
                <Table.Td ff="monospace">
                  {message.countryDialingCode ? `+${message.countryDialingCode} ` : ''}
                  {message.to}
                </Table.Td>
                <Table.Td>
                  {message.purpose}
                  {message.sender === 'EXTERNAL' && (
                    <Badge ml={4} size="xs" variant="outline">
                      {S.outbox.external}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" lineClamp={2}>
                    {message.text}
                  </Text>
                </Table.Td>
                <Table.Td>{formatTime(message.sentAt)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={state.color}>
                    {state.label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
