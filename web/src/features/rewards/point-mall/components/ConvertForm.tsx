import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { PointConversion } from '@sim/shared/relay/mcs2';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../../components/MoneyError';
import { PaymentPasswordInput } from '../../../../components/PaymentPasswordInput';
import { useIdempotentSubmit } from '../../../../lib/form/use-idempotent-submit';
import { useZodForm } from '../../../../lib/form/use-zod-form';
import { useMoney } from '../../../../lib/format/use-money';
import { formatPoints } from '../format-points';
import { useConvertPoints } from '../hooks';
import { convertFormSchema } from '../point-forms';

/** Points into money on the main wallet at the merchant's rate, with the payment password. */
export function ConvertForm({
  conversion,
  pointBalance,
}: {
  conversion: PointConversion;
  pointBalance: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const convert = useConvertPoints();
  const { submit } = useIdempotentSubmit();
  const limits = useMemo(
    () => ({ min: conversion.minPoints, balance: pointBalance }),
    [conversion, pointBalance],
  );
  const schema = useMemo(() => convertFormSchema(limits), [limits]);
  const { form, field } = useZodForm(
    schema,
    { points: '', paymentPassword: '' },
    { messageParams: () => ({ min: formatPoints(limits.min), balance: formatPoints(limits.balance) }) },
  );

  if (!conversion.enabled) {
    return (
      <Text c="dimmed" data-testid="convert-off">
        {t('rewards.mall.convertOff')}
      </Text>
    );
  }
  const points = Number(form.values.points) || 0;
  const send = form.onSubmit(async (values) => {
    const result = await submit((requestId) =>
      convert.mutateAsync({
        points: Number(values.points),
        paymentPassword: values.paymentPassword,
        requestId,
      }),
    );
    if (result) form.setValues({ points: '', paymentPassword: '' });
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('rewards.mall.convertTitle')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="dimmed">
          {t('rewards.mall.convertRate', {
            points: formatPoints(conversion.pointsPerUnit),
            amount: money(1),
          })}
        </Text>
        <TextInput
          name="points"
          label={t('rewards.mall.convertPoints')}
          inputMode="decimal"
          autoComplete="off"
          description={t('rewards.mall.convertGets', { amount: money(points / conversion.pointsPerUnit) })}
          data-testid="convert-points"
          {...field('points')}
        />
        <PaymentPasswordInput data-testid="convert-payment-password" {...field('paymentPassword')} />
        <MoneyError error={convert.error} testId="convert-error" />
        {convert.data && !convert.isPending && (
          <Alert color="green" data-testid="convert-done">
            {t('rewards.mall.converted', {
              points: formatPoints(convert.data.points),
              amount: money(convert.data.amount),
              reference: convert.data.referenceNo,
            })}
          </Alert>
        )}
        <Button type="submit" loading={convert.isPending} data-testid="convert-submit">
          {t('rewards.mall.convert')}
        </Button>
      </Stack>
    </form>
  );
}
