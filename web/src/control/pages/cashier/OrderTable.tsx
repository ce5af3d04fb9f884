import { Badge, Table, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { OrderActions } from './OrderActions';
import { type AdminOrder, dueTimeOf, orderDetails, STATUS_COLORS } from './order-view';

const HEADS = [S.cashier.reference, S.cashier.applied, S.cashier.member, S.cashier.type];
// the decisions sit beside the status, before the columns that only inform
const TAIL = [S.cashier.status, S.common.actions, S.cashier.details, S.cashier.due, S.cashier.remark];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Newest first, as cashier.orders answers. */
export function OrderTable({ orders }: { orders: AdminOrder[] }) {
  if (orders.length === 0) return <Text c="dimmed">{S.cashier.noOrders}</Text>;
  return (
    // fits the panel at 1280 px: times break between date and hour, details and remarks wrap
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover horizontalSpacing={6} data-testid="cashier-orders">
        <TableHeads heads={[...HEADS, { title: S.cashier.amount, ta: 'right' }, ...TAIL]} />
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.referenceNo} order={order} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const due = dueTimeOf(order);
  return (
    <Table.Tr data-testid={`cashier-row-${order.referenceNo}`}>
      <Table.Td ff="monospace" fz="xs" style={NO_WRAP}>
        {order.referenceNo}
      </Table.Td>
      <Table.Td w={84}>{formatTime(new Date(order.applyTime))}</Table.Td>
      <Table.Td ff="monospace">{order.username}</Table.Td>
      <Table.Td>{order.type}</Table.Td>
      <Table.Td ta="right" ff="monospace" style={NO_WRAP}>
        {formatMoney(order.amount)}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={STATUS_COLORS[order.status]}
          miw="max-content"
          data-testid={`cashier-status-${order.referenceNo}`}
        >
          {order.status}
        </Badge>
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        <OrderActions order={order} />
      </Table.Td>
      <Table.Td miw={90}>{orderDetails(order)}</Table.Td>
      <Table.Td w={84} data-testid={`cashier-due-${order.referenceNo}`}>
        {due === null ? '—' : formatTime(new Date(due))}
      </Table.Td>
      <Table.Td miw={80}>
        <Text size="sm" lineClamp={2}>
          {order.remark ?? '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
