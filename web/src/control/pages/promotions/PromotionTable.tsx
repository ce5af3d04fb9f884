import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmThen } from '../../components/confirm';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { useClosePromotion } from './hooks';
import { PromotionForm } from './PromotionForm';

const HEADS = [
  S.promotions.id,
  S.promotions.code,
  S.promotions.titleColumn,
  S.promotions.kind,
  S.promotions.category,
  S.promotions.entry,
  S.promotions.period,
  S.promotions.status,
  { title: S.promotions.members, ta: 'right' as const },
  { title: S.promotions.pending, ta: 'right' as const },
  S.common.actions,
];

function PromotionRow({ promotion, onEdit }: { promotion: AdminPromotion; onEdit: () => void }) {
  const close = useClosePromotion();
  const title = (promotion.texts.EN ?? Object.values(promotion.texts)[0])?.title ?? promotion.code;
  const end = promotion.endTime === null ? S.promotions.noEnd : formatTime(new Date(promotion.endTime));
  return (
    <Table.Tr data-testid={`promotion-row-${promotion.promotionId}`}>
      <Table.Td ff="monospace">{promotion.promotionId}</Table.Td>
      <Table.Td ff="monospace">{promotion.code}</Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" truncate>
          {title}
        </Text>
      </Table.Td>
      <Table.Td>{promotion.kind}</Table.Td>
      <Table.Td>{promotion.category}</Table.Td>
      <Table.Td>{promotion.entry}</Table.Td>
      <Table.Td>
        {formatTime(new Date(promotion.startTime))} – {end}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={promotion.status === 'ACTIVE' ? 'teal' : 'gray'}>
          {promotion.status}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{promotion.participations}</Table.Td>
      <Table.Td ta="right">
        {promotion.pendingApplications > 0 ? (
          <Badge color="orange">{promotion.pendingApplications}</Badge>
        ) : (
          0
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {S.promotions.edit}
          </Button>
          {promotion.status === 'ACTIVE' && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconLock size={14} />}
              disabled={close.isPending}
              onClick={() =>
                confirmThen(S.promotions.confirmClose(title), () =>
                  close.mutate({ promotionId: promotion.promotionId }),
                )
              }
              data-testid={`promotion-close-${promotion.promotionId}`}
            >
              {S.promotions.close}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The merchant's promotions; New and Edit open the form in a dialog. */
export function PromotionTable({ promotions }: { promotions: AdminPromotion[] }) {
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const done = () => setEditing(null);
  return (
    <>
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setEditing('new')} data-testid="promotion-new">
          {S.promotions.create}
        </Button>
      </Group>
      {promotions.length === 0 ? (
        <Text c="dimmed">{S.promotions.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={1200}>
          <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }} data-testid="promotion-table">
            <TableHeads heads={HEADS} />
            <Table.Tbody>
              {promotions.map((promotion) => (
                <PromotionRow
                  key={promotion.promotionId}
                  promotion={promotion}
                  onEdit={() => setEditing(promotion)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={done}
        size="xl"
        title={
          editing === 'new' || editing === null
            ? S.promotions.createTitle
            : S.promotions.editTitle(editing.code)
        }
      >
        {editing !== null && (
          <PromotionForm promotion={editing === 'new' ? undefined : editing} onDone={done} />
        )}
      </Modal>
    </>
  );
}
