import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { formatMoney } from '@sim/shared/money';
import type { ReactNode } from 'react';
import { Section } from '../../components/Page';
import { type QueryLike, QueryState } from '../../components/QueryState';
import { type TableHead, TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { GrantDiscountForm, GrantExtraForm } from './VoucherForms';
import { useDiscountTickets, useExtraRewards, useVoucherActions } from './voucher-hooks';
import { VOUCHER_S } from './voucher-strings';

const expiry = (time: number | null) => (time === null ? VOUCHER_S.never : formatTime(new Date(time)));

interface VoucherTableProps<Row> {
  query: QueryLike<Row[]>;
  heads: readonly TableHead[];
  empty: string;
  testId: string;
  rowTestId: (row: Row) => string;
  rowKey: (row: Row) => string;
  /** the row's cells, in the heads' order */
  cells: (row: Row) => ReactNode;
}

/** One voucher list: its heads, a row per voucher, or the line saying there is none. */
function VoucherTable<Row>({
  query,
  heads,
  empty,
  testId,
  rowTestId,
  rowKey,
  cells,
}: VoucherTableProps<Row>) {
  return (
    <QueryState query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
              <TableHeads heads={heads} />
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={rowTestId(row)}>
                    {cells(row)}
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

/** The cells every voucher row starts with: its id, member, promotion and status. */
function VoucherCells({
  id,
  username,
  title,
  status,
}: {
  id: string;
  username: string;
  title: string;
  status: string;
}) {
  return (
    <>
      <Table.Td ff="monospace">{id}</Table.Td>
      <Table.Td ff="monospace">{username}</Table.Td>
      <Table.Td>{title}</Table.Td>
      <Table.Td>
        <Badge variant="light">{status}</Badge>
      </Table.Td>
    </>
  );
}

const LEADING_HEADS = [VOUCHER_S.id, VOUCHER_S.member, VOUCHER_S.promotion, VOUCHER_S.status];

function DiscountTable() {
  const { useDiscount, cancelDiscount } = useVoucherActions();
  return (
    <VoucherTable
      query={useDiscountTickets()}
      heads={[
        ...LEADING_HEADS,
        { title: VOUCHER_S.percent, ta: 'right' },
        { title: VOUCHER_S.max, ta: 'right' },
        VOUCHER_S.expires,
        '',
      ]}
      empty={VOUCHER_S.noDiscounts}
      testId="discount-tickets-table"
      rowKey={(row) => row.transactionId}
      rowTestId={(row) => `discount-row-${row.transactionId}`}
      cells={(row) => (
        <>
          <VoucherCells
            id={row.transactionId}
            username={row.username}
            title={row.promotionTitle}
            status={row.status}
          />
          <Table.Td ta="right">{row.discountPercent}%</Table.Td>
          <Table.Td ta="right" ff="monospace">
            {formatMoney(row.maxDiscountAmount)}
          </Table.Td>
          <Table.Td>{expiry(row.expireTime)}</Table.Td>
          <Table.Td>
            {row.status === 'AVAILABLE' && (
              <Button.Group>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => useDiscount.mutate({ transactionId: row.transactionId })}
                >
                  {VOUCHER_S.use}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => cancelDiscount.mutate({ transactionId: row.transactionId })}
                >
                  {VOUCHER_S.cancel}
                </Button>
              </Button.Group>
            )}
          </Table.Td>
        </>
      )}
    />
  );
}

function ExtraTable() {
  const { cancelExtra } = useVoucherActions();
  return (
    <VoucherTable
      query={useExtraRewards()}
      heads={[
        ...LEADING_HEADS,
        { title: VOUCHER_S.amount, ta: 'right' },
        { title: VOUCHER_S.turnover, ta: 'right' },
        VOUCHER_S.expires,
        '',
      ]}
      empty={VOUCHER_S.noExtras}
      testId="extra-rewards-table"
      rowKey={(row) => row.claimId}
      rowTestId={(row) => `extra-row-${row.claimId}`}
      cells={(row) => (
        <>
          <VoucherCells
            id={row.claimId}
            username={row.username}
            title={row.promotionTitle}
            status={row.status}
          />
          <Table.Td ta="right" ff="monospace">
            {formatMoney(row.rewardAmount)}
          </Table.Td>
          <Table.Td ta="right">{row.turnoverMultiplier}</Table.Td>
          <Table.Td>{expiry(row.expireTime)}</Table.Td>
          <Table.Td>
            {row.status === 'UNAPPLIED' && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => cancelExtra.mutate({ claimId: row.claimId })}
              >
                {VOUCHER_S.cancel}
              </Button>
            )}
          </Table.Td>
        </>
      )}
    />
  );
}

/** Discount tickets and extra rewards: giving them, and the lists with their actions. */
export function VouchersSection({ promotions }: { promotions: AdminPromotion[] }) {
  return (
    <Section title={VOUCHER_S.title} testId="vouchers-section">
      <Text c="dimmed" size="sm">
        {VOUCHER_S.intro}
      </Text>
      <Stack gap="md">
        <div>
          <Title order={5} mb="xs">
            {VOUCHER_S.discountsTitle}
          </Title>
          <GrantDiscountForm promotions={promotions} />
        </div>
        <DiscountTable />
        <div>
          <Title order={5} mb="xs">
            {VOUCHER_S.extrasTitle}
          </Title>
          <GrantExtraForm promotions={promotions} />
        </div>
        <ExtraTable />
      </Stack>
    </Section>
  );
}
