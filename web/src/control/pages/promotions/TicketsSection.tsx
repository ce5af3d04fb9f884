import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { formatMoney } from '@sim/shared/money';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { ForceOutcomeForm } from './ForceOutcomeForm';
import { GrantTicketsForm } from './GrantTicketsForm';
import { useTickets } from './hooks';

const HEADS = [
  S.promotions.ticket,
  S.promotions.issued,
  S.promotions.member,
  S.promotions.promotion,
  S.promotions.type,
  S.promotions.status,
  { title: S.promotions.spins, ta: 'right' as const },
  { title: S.promotions.won, ta: 'right' as const },
];

function TicketTable() {
  const tickets = useTickets();
  return (
    <QueryState query={tickets}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{S.promotions.noTickets}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="tickets-table">
              <TableHeads heads={HEADS} />
              <Table.Tbody>
                {rows.map((ticket) => (
                  <Table.Tr key={ticket.transactionId} data-testid={`ticket-row-${ticket.transactionId}`}>
                    <Table.Td ff="monospace">{ticket.transactionId}</Table.Td>
                    <Table.Td>{formatTime(new Date(ticket.issueTime))}</Table.Td>
                    <Table.Td ff="monospace">{ticket.username}</Table.Td>
                    <Table.Td>{ticket.promotionTitle}</Table.Td>
                    <Table.Td>{ticket.type}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{ticket.status}</Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {ticket.spinsUsed} / {ticket.spinsTotal}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatMoney(ticket.rewardAmount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}

/** Tickets given and spun, giving more, and forcing where the next spin lands. */
export function TicketsSection({ promotions }: { promotions: AdminPromotion[] }) {
  return (
    <Section title={S.promotions.ticketsTitle} testId="tickets-section">
      <Stack gap="md">
        <div>
          <Title order={5} mb="xs">
            {S.promotions.forceTitle}
          </Title>
          <ForceOutcomeForm promotions={promotions} />
        </div>
        <div>
          <Title order={5} mb="xs">
            {S.promotions.grantTitle}
          </Title>
          <GrantTicketsForm promotions={promotions} />
        </div>
        <TicketTable />
      </Stack>
    </Section>
  );
}
