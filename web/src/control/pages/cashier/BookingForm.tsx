import { Button, Group, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import {
  type BookingKind,
  type BookingValues,
  initialBookingValues,
  newIdempotencyKey,
  toAdjustInput,
  toGrantBonusInput,
  validateBooking,
} from './booking-form';
import { useBookings } from './hooks';

const KINDS = (['adjust', 'bonus'] as const).map((value) => ({ value, label: S.cashier.kinds[value] }));

/** A manual credit or debit, or a bonus, for one member. */
export function BookingForm() {
  const merchant = useMerchant();
  const { adjust, grantBonus } = useBookings();
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<BookingValues>({ initialValues: initialBookingValues, validate: validateBooking });
  const bonus = form.values.kind === 'bonus';

  const done = () => {
    setKey(newIdempotencyKey());
    form.setValues({ amount: '', note: '' });
  };
  const submit = form.onSubmit((values) =>
    values.kind === 'adjust'
      ? adjust.mutate(toAdjustInput(values, merchant, key), { onSuccess: done })
      : grantBonus.mutate(toGrantBonusInput(values, merchant, key), { onSuccess: done }),
  );
  return (
    <form onSubmit={submit}>
      <Group align="flex-start">
        <SegmentedControl
          data={KINDS}
          mt={24}
          value={form.values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as BookingKind)}
          data-testid="cashier-book-kind"
        />
        <TextInput
          label={S.cashier.username}
          w={180}
          data-testid="cashier-book-username"
          {...form.getInputProps('username')}
        />
        <NumberInput
          label={S.cashier.amount}
          placeholder={bonus ? undefined : S.cashier.signedAmountHint}
          w={200}
          decimalScale={2}
          thousandSeparator=","
          data-testid="cashier-book-amount"
          {...form.getInputProps('amount')}
        />
        <TextInput
          label={bonus ? S.cashier.bonusName : S.cashier.reason}
          miw={240}
          style={{ flex: 1 }}
          data-testid="cashier-book-note"
          {...form.getInputProps('note')}
        />
        <Button
          type="submit"
          mt={24}
          loading={adjust.isPending || grantBonus.isPending}
          data-testid="cashier-book"
        >
          {S.cashier.book}
        </Button>
      </Group>
    </form>
  );
}
