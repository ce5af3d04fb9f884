import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import type { AdminGoods } from '@sim/shared/admin/points';
import { formatMoney } from '@sim/shared/money';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { S } from '../../strings';
import { GoodsForm } from './GoodsForm';
import { useGoods } from './hooks';

const HEADS = [
  S.points.id,
  S.points.name,
  { title: S.points.pointsColumn, ta: 'right' as const },
  { title: S.points.requirement, ta: 'right' as const },
  { title: S.points.stock, ta: 'right' as const },
  S.points.status,
  S.common.actions,
];

function GoodsTable({ goods, onEdit }: { goods: AdminGoods[]; onEdit: (goods: AdminGoods) => void }) {
  if (goods.length === 0) return <Text c="dimmed">{S.points.noGoods}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped style={{ whiteSpace: 'nowrap' }} data-testid="goods-table">
        <TableHeads heads={HEADS} />
        <Table.Tbody>
          {goods.map((item) => (
            <Table.Tr key={item.rewardId} data-testid={`goods-row-${item.rewardId}`}>
              <Table.Td ff="monospace">{item.rewardId}</Table.Td>
              <Table.Td>{item.names.EN}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(item.points)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(item.amountRequirement)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-testid={`goods-stock-${item.rewardId}`}>
                {item.availableQuantity} / {item.quantity}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.status === 'AVAILABLE' ? 'teal' : 'gray'}>
                  {item.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => onEdit(item)}
                >
                  {S.points.edit}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The mall's goods; New and Edit open the form in a dialog. */
export function GoodsSection() {
  const goods = useGoods();
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null);
  const done = () => setEditing(null);
  return (
    <Section title={S.points.goodsTitle} testId="goods-section">
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setEditing('new')} data-testid="goods-new">
          {S.points.newGoods}
        </Button>
      </Group>
      <QueryState query={goods}>{(list) => <GoodsTable goods={list} onEdit={setEditing} />}</QueryState>
      <Modal
        opened={editing !== null}
        onClose={done}
        size="lg"
        title={
          editing === 'new' || editing === null ? S.points.newGoods : S.points.editGoods(editing.names.EN)
        }
      >
        {editing !== null && <GoodsForm goods={editing === 'new' ? undefined : editing} onDone={done} />}
      </Modal>
    </Section>
  );
}
