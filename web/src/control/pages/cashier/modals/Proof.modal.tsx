import { Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { QueryState } from '../../../components/QueryState';
import { S } from '../../../strings';
import { useOrderWithProofs } from '../hooks';
import type { AdminOrder } from '../order-view';

interface ProofModalProps {
  order: AdminOrder;
  opened: boolean;
  onClose: () => void;
}

/** The images a member uploaded when saying a withdrawal did not arrive (read when opened). */
export function ProofModal({ order, opened, onClose }: ProofModalProps) {
  const detail = useOrderWithProofs(order.referenceNo, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={S.cashier.proofTitle(order.referenceNo)} size="xl">
      <Stack gap="sm" data-testid="cashier-proof-modal">
        <Group gap="lg">
          <Text size="sm">
            {S.cashier.member}: <b>{order.username}</b>
          </Text>
          <Text size="sm">
            {S.cashier.amount}: <b>{formatMoney(order.amount)}</b>
          </Text>
          <Text size="sm">
            {S.cashier.account}: <b>{[order.channel, order.accountNo].filter(Boolean).join(' ') || '—'}</b>
          </Text>
        </Group>
        <QueryState query={detail}>
          {(data) => <ProofImages referenceNo={data.referenceNo} proofs={data.proofs} />}
        </QueryState>
      </Stack>
    </Modal>
  );
}

function ProofImages({ referenceNo, proofs }: { referenceNo: string; proofs: string[] }) {
  if (proofs.length === 0) return <Text c="dimmed">{S.cashier.noProof}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: proofs.length > 1 ? 2 : 1 }}>
      {proofs.map((src, index) => (
        <Image
          // biome-ignore lint/suspicious/noArrayIndexKey: the proofs of one order never reorder
          key={index}
          src={src}
          alt={S.cashier.proofAlt(index + 1, referenceNo)}
          fit="contain"
          mah={520}
          radius="sm"
          data-testid="cashier-proof-image"
        />
      ))}
    </SimpleGrid>
  );
}
