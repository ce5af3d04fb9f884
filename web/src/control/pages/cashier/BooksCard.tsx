import { Button, Divider, Group, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { AuditReport } from './AuditReport';
import { BookingForm } from './BookingForm';
import { useAudit } from './hooks';

/** The ledger audit (of the whole simulator: the books are one) and manual bookings. */
export function BooksCard() {
  const audit = useAudit();
  return (
    <Section testId="cashier-books">
      <Group justify="space-between">
        <Title order={4}>{S.cashier.booksTitle}</Title>
        <Button
          variant="light"
          leftSection={<IconScale size={16} />}
          loading={audit.isFetching}
          onClick={() => void audit.refetch()}
          data-testid="cashier-audit"
        >
          {S.cashier.rerunAudit}
        </Button>
      </Group>
      <QueryState query={audit}>{(report) => <AuditReport report={report} />}</QueryState>
      <Divider />
      <Text fw={600} size="sm">
        {S.cashier.bookTitle}
      </Text>
      <BookingForm />
    </Section>
  );
}
