import { Group, NumberInput, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { S } from '../../strings';
import type { SettingsValues } from './settings-form';

interface AutoMinutesFieldProps {
  form: UseFormReturnType<SettingsValues>;
  switchField: 'depositAutoApprove' | 'withdrawAutoPay';
  minutesField: 'depositAutoApproveMinutes' | 'withdrawAutoPayMinutes';
  label: string;
  minutesLabel: string;
  testId: string;
}

/** An automatic step: on after N minutes, or off (sent as null: only an admin decides). */
export function AutoMinutesField({
  form,
  switchField,
  minutesField,
  label,
  minutesLabel,
  testId,
}: AutoMinutesFieldProps) {
  const on = form.values[switchField];
  return (
    <Group align="flex-end" wrap="nowrap">
      <NumberInput
        label={minutesLabel}
        placeholder={on ? undefined : S.cashier.autoOff}
        min={0}
        max={10_080}
        disabled={!on}
        style={{ flex: 1 }}
        data-testid={`${testId}-minutes`}
        {...form.getInputProps(minutesField)}
      />
      <Switch
        label={label}
        mb={8}
        data-testid={`${testId}-switch`}
        {...form.getInputProps(switchField, { type: 'checkbox' })}
      />
    </Group>
  );
}
