import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Ticket } from '@sim/shared/relay/promofe';
import { IconChartPie, IconCherry } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { formatDateTime } from '../../../../lib/format/format';
import { useTickets } from '../hooks';
import { EmptyNote } from './EmptyNote';
import { TicketSpinner } from './TicketSpinner';

function TicketChoice({ ticket, active, onPick }: { ticket: Ticket; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const TypeIcon = ticket.type === 'PRIZE_WHEEL' ? IconChartPie : IconCherry;
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={active}
      data-testid={`ticket-${ticket.transactionId}`}
      data-type={ticket.type}
    >
      <Card
        withBorder
        radius="md"
        padding="sm"
        style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      >
        <Group gap="xs" wrap="nowrap">
          <TypeIcon size={22} />
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" truncate>
              {ticket.promotionTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`rewards.ticketTypes.${ticket.type}`)}
              {ticket.expireTime !== null &&
                ` · ${t('rewards.centre.expires', { time: formatDateTime(ticket.expireTime) })}`}
            </Text>
          </Stack>
          <Badge ml="auto" variant="light">
            {ticket.spinsTotal - ticket.spinsUsed}
          </Badge>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The member's tickets; the chosen one's slot machine or prize wheel beside them. */
export function TicketsSection() {
  const { t } = useTranslation();
  const tickets = useTickets();
  // the ticket last picked or spun: a claimed ticket leaves the list, its machine and prize stay
  const [picked, setPicked] = useState<Ticket | null>(null);

  return (
    <QueryView query={tickets}>
      {(list) => {
        const ticket = picked ?? list[0];
        if (!ticket) return <EmptyNote text={t('rewards.centre.noTickets')} testId="tickets-empty" />;
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {list.map((item) => (
                <TicketChoice
                  key={item.transactionId}
                  ticket={item}
                  active={item.transactionId === ticket.transactionId}
                  onPick={() => setPicked(item)}
                />
              ))}
            </SimpleGrid>
            <TicketSpinner key={ticket.transactionId} ticket={ticket} onSpin={setPicked} />
          </Stack>
        );
      }}
    </QueryView>
  );
}
