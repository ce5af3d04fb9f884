import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { type AdminPromotion, grantTicketInput } from '@sim/shared/admin/promotions';
import { text } from '../../../lib/form/form-input';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useGrantTickets } from './hooks';

interface GrantValues {
  promotionId: string;
  username: string;
  count: number | string;
}

/** Slot machine and prize wheel tickets for a member, as a promotion would issue them. */
export function GrantTicketsForm({ promotions }: { promotions: AdminPromotion[] }) {
  const merchant = useMerchant();
  const grant = useGrantTickets();
  const ticketPromotions = promotions.filter((p) => p.entry === 'TICKET' && p.status === 'ACTIVE');
  const toInput = (values: GrantValues) => ({
    merchant,
    promotionId: Number(values.promotionId),
    username: text(values.username) ?? '',
    count: Number(values.count),
  });
  const { form } = useZodForm<GrantValues>(
    grantTicketInput,
    { promotionId: String(ticketPromotions[0]?.promotionId ?? ''), username: '', count: 1 },
    { toInput },
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => grant.mutate(toInput(values)))}
      data-testid="grant-tickets-form"
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={S.promotions.promotion}
          data={ticketPromotions.map((p) => ({
            value: String(p.promotionId),
            label: `${p.code} (${p.kind})`,
          }))}
          allowDeselect={false}
          w={260}
          data-testid="grant-tickets-promotion"
          {...form.getInputProps('promotionId')}
        />
        <TextInput
          label={S.promotions.username}
          w={180}
          data-testid="grant-tickets-username"
          {...form.getInputProps('username')}
        />
        <NumberInput label={S.promotions.count} min={1} max={20} w={100} {...form.getInputProps('count')} />
        <Button type="submit" loading={grant.isPending} data-testid="grant-tickets-submit">
          {S.promotions.grant}
        </Button>
      </Group>
    </form>
  );
}
