import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import type { PointReward, RedeemResult } from '@sim/shared/relay/mcs2';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../../components/MoneyError';
import { PaymentPasswordInput } from '../../../../components/PaymentPasswordInput';
import { useIdempotentSubmit } from '../../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../../lib/form/use-zod-form';
import { formatPoints } from '../format-points';
import { useRedeemGoods } from '../hooks';
import { REDEEM_REMARK_MAX, redeemFormSchema } from '../point-forms';

interface RedeemFormProps {
  goods: PointReward;
  pointBalance: number;
  onRedeemed: (result: RedeemResult) => void;
  onCancel: () => void;
}

/** How many, a remark (where to send them), the payment password; the points it will take. */
export function RedeemForm({ goods, pointBalance, onRedeemed, onCancel }: RedeemFormProps) {
  const { t } = useTranslation();
  const redeem = useRedeemGoods();
  const { submit } = useIdempotentSubmit();
  const maxQuantity = Math.max(Math.min(goods.availableQuantity, Math.floor(pointBalance / goods.points)), 1);
  const schema = useMemo(() => redeemFormSchema({ maxQuantity }), [maxQuantity]);
  const { form, field } = useZodForm(
    schema,
    { quantity: 1 as number | string, remark: '', paymentPassword: '' },
    { messageParams: () => ({ max: maxQuantity, length: REDEEM_REMARK_MAX }) },
  );

  const send = form.onSubmit(async ({ quantity, remark, paymentPassword }) => {
    const note = remark.trim();
    const result = await submit((requestId) =>
      redeem.mutateAsync({
        rewardId: goods.rewardId,
        quantity: Number(quantity),
        paymentPassword,
        requestId,
        ...(note ? { remark: note } : {}),
      }),
    );
    if (result) onRedeemed(result);
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('rewards.mall.redeemTitle', { name: goods.name })}>
      <Stack gap="sm">
        <NumberInput
          name="quantity"
          label={t('rewards.mall.quantity')}
          min={1}
          max={maxQuantity}
          allowDecimal={false}
          data-testid="redeem-quantity"
          {...field('quantity')}
        />
        <Text size="sm" data-testid="redeem-cost">
          {t('rewards.mall.cost', {
            points: formatPoints(goods.points * (Number(form.values.quantity) || 0)),
          })}
        </Text>
        <Textarea
          name="remark"
          label={t('rewards.mall.remark')}
          rows={2}
          maxLength={REDEEM_REMARK_MAX + 1}
          data-testid="redeem-remark"
          {...field('remark')}
        />
        <PaymentPasswordInput data-testid="redeem-payment-password" {...field('paymentPassword')} />
        <MoneyError error={redeem.error} testId="redeem-error" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={redeem.isPending} data-testid="redeem-submit">
            {t('rewards.mall.redeem')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
