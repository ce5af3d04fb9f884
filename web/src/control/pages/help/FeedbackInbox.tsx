import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AdminFeedback } from '@sim/shared/admin/help';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { SUPPORT_S } from '../support/strings';
import { useFeedbackInbox, useMarkFeedback } from './hooks';

const T = SUPPORT_S.help;
const STATUS_COLORS = { NEW: 'blue', READ: 'gray', RESOLVED: 'teal' } as const;

function Actions({ item }: { item: AdminFeedback }) {
  const merchant = useMerchant();
  const mark = useMarkFeedback();
  const to = (status: 'READ' | 'RESOLVED') => mark.mutate({ merchant, feedbackId: item.feedbackId, status });
  return (
    <Group gap={4} wrap="nowrap">
      {item.status === 'NEW' && (
        <Button size="compact-xs" variant="light" disabled={mark.isPending} onClick={() => to('READ')}>
          {T.markRead}
        </Button>
      )}
      {item.status !== 'RESOLVED' && (
        <Button
          size="compact-xs"
          variant="light"
          color="teal"
          disabled={mark.isPending}
          onClick={() => to('RESOLVED')}
        >
          {T.resolve}
        </Button>
      )}
    </Group>
  );
}

export function FeedbackInbox() {
  const inbox = useFeedbackInbox();
  return (
    <Section title={T.inbox} testId="feedback-inbox">
      <QueryState query={inbox}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {T.empty}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <TableHeads heads={[T.sent, T.from, T.type, T.content, T.status, '']} />
                <Table.Tbody>
                  {list.map((item) => (
                    <Table.Tr key={item.feedbackId} data-testid="feedback-row">
                      <Table.Td>{formatTime(new Date(item.submittedAt))}</Table.Td>
                      <Table.Td>{item.username ?? T.visitor}</Table.Td>
                      <Table.Td>{item.questionType}</Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {item.content}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLORS[item.status]}>
                          {item.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Actions item={item} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Section>
  );
}
