import { Badge, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { useChats, useReply, useTranscript } from './hooks';
import { SUPPORT_S } from './strings';

const T = SUPPORT_S.support;

function Transcript({ username }: { username: string }) {
  const merchant = useMerchant();
  const transcript = useTranscript(username);
  const reply = useReply();
  const [draft, setDraft] = useState('');
  const now = Date.now();
  return (
    <Stack gap="xs" data-testid="chat-transcript">
      <Text fw={600}>{T.transcript(username)}</Text>
      <QueryState query={transcript}>
        {(data) => (
          <Stack gap={4}>
            {data.list.map((line) => (
              <Group key={line.id} gap="xs" wrap="nowrap" align="flex-start" data-testid="transcript-line">
                <Badge size="sm" variant="light" color={line.sender === 'MEMBER' ? 'blue' : 'grape'}>
                  {line.sender === 'MEMBER' ? username : (line.operator ?? 'agent')}
                </Badge>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {line.content}
                </Text>
                {line.sentAt > now && (
                  <Text size="xs" c="dimmed">
                    ({T.pending})
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <Textarea
        label={T.replyLabel}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={2}
        data-testid="agent-reply"
      />
      <Group>
        <Button
          size="xs"
          disabled={draft.trim() === ''}
          loading={reply.isPending}
          onClick={() =>
            reply.mutate({ merchant, username, content: draft.trim() }, { onSuccess: () => setDraft('') })
          }
          data-testid="agent-reply-send"
        >
          {T.reply}
        </Button>
      </Group>
    </Stack>
  );
}

export function ChatsSection() {
  const chats = useChats();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Section title={T.chats} testId="support-chats">
      <QueryState query={chats}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {T.noChats}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover>
                <TableHeads heads={[T.member, T.channel, T.lines, T.last, '']} />
                <Table.Tbody>
                  {list.map((chat) => (
                    <Table.Tr key={chat.username} data-testid="chat-row">
                      <Table.Td>{chat.username}</Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={chat.channel === 'VIP' ? 'yellow' : 'gray'}>
                          {chat.channel}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{chat.messages}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={1}>
                          {chat.lastMessage}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatTime(new Date(chat.lastAt))}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Button size="compact-xs" variant="light" onClick={() => setSelected(chat.username)}>
                          {T.open}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {selected && <Transcript username={selected} />}
    </Section>
  );
}
