import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { grantDiscountTicketInput, grantExtraRewardInput } from '@sim/shared/admin/reward-vouchers';
import { given, text } from '../../../lib/form/form-input';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMerchant } from '../../merchant';
import { useVoucherActions } from './voucher-hooks';
import { VOUCHER_S } from './voucher-strings';

type Num = number | string;
const hoursOf = (value: Num) => (value === '' ? null : Number(value));

function PromotionSelect(props: { promotions: AdminPromotion[]; testId: string } & Record<string, unknown>) {
  const { promotions, testId, ...input } = props;
  return (
    <Select
      label={VOUCHER_S.promotion}
      data={promotions.map((p) => ({ value: p.code, label: p.code }))}
      allowDeselect={false}
      w={200}
      data-testid={testId}
      {...input}
    />
  );
}

interface DiscountValues {
  promotionCode: string;
  username: string;
  discountPercent: Num;
  maxDiscount: Num;
  minAmount: Num;
  hours: Num;
}

/** A discount ticket for a member, as a promotion would give it. */
export function GrantDiscountForm({ promotions }: { promotions: AdminPromotion[] }) {
  const merchant = useMerchant();
  const { grantDiscount } = useVoucherActions();
  const toInput = (v: DiscountValues) => ({
    merchant,
    promotionCode: v.promotionCode,
    username: text(v.username) ?? '',
    discountPercent: Number(v.discountPercent),
    maxDiscount: Number(v.maxDiscount),
    minAmount: Number(given(v.minAmount) ?? 0),
    hours: hoursOf(v.hours),
    count: 1,
  });
  const initial = {
    promotionCode: promotions[0]?.code ?? '',
    username: '',
    discountPercent: 10,
    maxDiscount: 200,
    minAmount: 0,
    hours: 168,
  };
  const { form } = useZodForm<DiscountValues>(grantDiscountTicketInput, initial, { toInput });
  return (
    <form onSubmit={form.onSubmit((v) => grantDiscount.mutate(toInput(v)))} data-testid="grant-discount-form">
      <Group align="flex-end" gap="sm">
        <PromotionSelect
          promotions={promotions}
          testId="grant-discount-promotion"
          {...form.getInputProps('promotionCode')}
        />
        <TextInput label={VOUCHER_S.username} w={160} {...form.getInputProps('username')} />
        <NumberInput label={VOUCHER_S.percent} w={110} {...form.getInputProps('discountPercent')} />
        <NumberInput label={VOUCHER_S.max} w={110} {...form.getInputProps('maxDiscount')} />
        <NumberInput label={VOUCHER_S.min} w={110} {...form.getInputProps('minAmount')} />
        <NumberInput label={VOUCHER_S.hours} w={150} {...form.getInputProps('hours')} />
        <Button type="submit" loading={grantDiscount.isPending} data-testid="grant-discount-submit">
          {VOUCHER_S.grantDiscount}
        </Button>
      </Group>
    </form>
  );
}

interface ExtraValues {
  promotionCode: string;
  username: string;
  amount: Num;
  turnoverMultiplier: Num;
  hours: Num;
}

/** An extra reward for a member to apply for. */
export function GrantExtraForm({ promotions }: { promotions: AdminPromotion[] }) {
  const merchant = useMerchant();
  const { grantExtra } = useVoucherActions();
  const toInput = (v: ExtraValues) => ({
    merchant,
    promotionCode: v.promotionCode,
    username: text(v.username) ?? '',
    amount: Number(v.amount),
    turnoverMultiplier: Number(given(v.turnoverMultiplier) ?? 1),
    hours: hoursOf(v.hours),
  });
  const initial = {
    promotionCode: promotions[0]?.code ?? '',
    username: '',
    amount: 50,
    turnoverMultiplier: 1,
    hours: '',
  };
  const { form } = useZodForm<ExtraValues>(grantExtraRewardInput, initial, { toInput });
  return (
    <form onSubmit={form.onSubmit((v) => grantExtra.mutate(toInput(v)))} data-testid="grant-extra-form">
      <Group align="flex-end" gap="sm">
        <PromotionSelect
          promotions={promotions}
          testId="grant-extra-promotion"
          {...form.getInputProps('promotionCode')}
        />
        <TextInput label={VOUCHER_S.username} w={160} {...form.getInputProps('username')} />
        <NumberInput label={VOUCHER_S.amount} w={110} {...form.getInputProps('amount')} />
        <NumberInput label={VOUCHER_S.turnover} w={110} {...form.getInputProps('turnoverMultiplier')} />
        <NumberInput label={VOUCHER_S.hours} w={150} {...form.getInputProps('hours')} />
        <Button type="submit" loading={grantExtra.isPending} data-testid="grant-extra-submit">
          {VOUCHER_S.grantExtra}
        </Button>
      </Group>
    </form>
  );
}
