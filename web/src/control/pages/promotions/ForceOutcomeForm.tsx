import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { type AdminPromotion, forceTicketOutcomeInput } from '@sim/shared/admin/promotions';
import { text } from '../../../lib/form/form-input';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useForceOutcome } from './hooks';

interface ForceValues {
  promotionId: string;
  prizeIndex: string;
  username: string;
}

/** The prize the next spin or raffle draw lands on, like provider.forceOutcome for game rounds. */
export function ForceOutcomeForm({ promotions }: { promotions: AdminPromotion[] }) {
  const merchant = useMerchant();
  const force = useForceOutcome();
  const withPrizes = promotions.filter((p) => p.prizes.length > 0 && p.status === 'ACTIVE');
  const toInput = (values: ForceValues) => ({
    merchant,
    promotionId: Number(values.promotionId) || undefined,
    username: text(values.username),
    prizeIndex: Number(values.prizeIndex),
  });
  const { form } = useZodForm<ForceValues>(
    forceTicketOutcomeInput,
    { promotionId: String(withPrizes[0]?.promotionId ?? ''), prizeIndex: '0', username: '' },
    { toInput },
  );
  const chosen = withPrizes.find((p) => String(p.promotionId) === form.values.promotionId);
  const prizes = (chosen?.prizes ?? []).map((prize, index) => ({
    value: String(index),
    label: `${index}: ${prize.label}`,
  }));

  const submit = form.onSubmit((values) =>
    force.mutate(toInput(values), {
      onSuccess: () =>
        notifySuccess(
          S.promotions.forced(chosen?.prizes[Number(values.prizeIndex)]?.label ?? values.prizeIndex),
        ),
    }),
  );

  return (
    <form onSubmit={submit} data-testid="force-outcome-form">
      <Text size="sm" c="dimmed" mb="xs">
        {S.promotions.forceIntro}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={S.promotions.promotion}
          data={withPrizes.map((p) => ({ value: String(p.promotionId), label: `${p.code} (${p.kind})` }))}
          allowDeselect={false}
          w={260}
          data-testid="force-outcome-promotion"
          {...form.getInputProps('promotionId')}
          onChange={(value) => {
            form.setFieldValue('promotionId', value ?? '');
            form.setFieldValue('prizeIndex', '0');
          }}
        />
        <Select
          label={S.promotions.prize}
          data={prizes}
          allowDeselect={false}
          w={220}
          data-testid="force-outcome-prize"
          {...form.getInputProps('prizeIndex')}
        />
        <TextInput
          label={S.promotions.usernameOptional}
          w={200}
          data-testid="force-outcome-username"
          {...form.getInputProps('username')}
        />
        <Button type="submit" loading={force.isPending} data-testid="force-outcome-submit">
          {S.promotions.force}
        </Button>
      </Group>
    </form>
  );
}
