import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { formatMoney } from '@sim/shared/money';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { GrantDiscountForm, GrantExtraForm } from './VoucherForms';
import { useDiscountTickets, useExtraRewards, useVoucherActions } from './voucher-hooks';
import { VOUCHER_S } from './voucher-strings';

const expiry = (time: number | null) => (time === null ? VOUCHER_S.never : formatTime(new Date(time)));

function DiscountTable() {
  const tickets = useDiscountTickets();
  const { useDiscount, cancelDiscount } = useVoucherActions();
  const heads = [
    VOUCHER_S.id,
    VOUCHER_S.member,
    VOUCHER_S.promotion,
    VOUCHER_S.status,
    { title: VOUCHER_S.percent, ta: 'right' as const },
    { title: VOUCHER_S.max, ta: 'right' as const },
    VOUCHER_S.expires,
    '',
  ];
  return (
    <QueryState query={tickets}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{VOUCHER_S.noDiscounts}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="discount-tickets-table">
              <TableHeads heads={heads} />
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.transactionId} data-testid={`discount-row-${row.transactionId}`}>
                    <Table.Td ff="monospace">{row.transactionId}</Table.Td>
                    <Table.Td ff="monospace">{row.username}</Table.Td>
                    <Table.Td>{row.promotionTitle}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{row.status}</Badge>
                    </Table.Td>
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

function ExtraTable() {
  const rewards = useExtraRewards();
  const { cancelExtra } = useVoucherActions();
  const heads = [
    VOUCHER_S.id,
    VOUCHER_S.member,
    VOUCHER_S.promotion,
    VOUCHER_S.status,
    { title: VOUCHER_S.amount, ta: 'right' as const },
    { title: VOUCHER_S.turnover, ta: 'right' as const },
    VOUCHER_S.expires,
    '',
  ];
  return (
    <QueryState query={rewards}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{VOUCHER_S.noExtras}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="extra-rewards-table">
              <TableHeads heads={heads} />
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.claimId} data-testid={`extra-row-${row.claimId}`}>
                    <Table.Td ff="monospace">{row.claimId}</Table.Td>
                    <Table.Td ff="monospace">{row.username}</Table.Td>
                    <Table.Td>{row.promotionTitle}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{row.status}</Badge>
                    </Table.Td>
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
