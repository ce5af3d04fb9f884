import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { advanceClockInput } from '@sim/shared/admin/clock';
import { zodValidate } from '../../../lib/form/zod-validate';
import { S } from '../../strings';

type Unit = keyof typeof S.clock.units;
interface AdvanceValues {
  amount: number | string;
  unit: Unit;
}
export type AdvanceInput = Partial<Record<Unit, number>>;

const UNITS = (Object.keys(S.clock.units) as Unit[]).map((value) => ({ value, label: S.clock.units[value] }));

const toInput = ({ amount, unit }: AdvanceValues): AdvanceInput =>
  amount === '' ? {} : { [unit]: Number(amount) };

export function CustomAdvance({
  onAdvance,
  pending,
}: {
  onAdvance: (input: AdvanceInput) => void;
  pending: boolean;
}) {
  const form = useForm<AdvanceValues>({
    initialValues: { amount: 2, unit: 'hours' },
    validate: (values) => {
      const errors = zodValidate(advanceClockInput, toInput)(values);
      return errors.form ? { amount: errors.form } : errors;
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onAdvance(toInput(values)))}>
      <Group align="flex-end">
        <NumberInput
          label={S.clock.amount}
          w={140}
          data-testid="clock-custom-amount"
          {...form.getInputProps('amount')}
        />
        <Select
          label={S.clock.unit}
          data={UNITS}
          allowDeselect={false}
          w={140}
          {...form.getInputProps('unit')}
        />
        <Button type="submit" variant="default" loading={pending} data-testid="clock-custom-advance">
          {S.clock.custom}
        </Button>
      </Group>
    </form>
  );
}
