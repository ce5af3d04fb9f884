import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CashierSettings } from '@sim/shared/admin/cashier';
import { S } from '../../strings';
import { AutoMinutesField } from './AutoMinutesField';
import { ChannelRows } from './ChannelRows';
import { useSetCashierSettings } from './hooks';
import { type SettingsValues, toSettingsInput, toSettingsValues, validateSettings } from './settings-form';

/** The merchant's cashier settings, all sent on save. */
export function SettingsForm({ merchant, settings }: { merchant: string; settings: CashierSettings }) {
  const save = useSetCashierSettings();
  const form = useForm<SettingsValues>({
    initialValues: toSettingsValues(settings),
    validate: validateSettings,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(toSettingsInput(values, merchant), { onSuccess: () => form.resetDirty() }),
  );
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text fw={600} size="sm">
          {S.cashier.channels}
        </Text>
        <ChannelRows form={form} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AutoMinutesField
            form={form}
            switchField="depositAutoApprove"
            minutesField="depositAutoApproveMinutes"
            label={S.cashier.autoApprove}
            minutesLabel={S.cashier.autoApproveMinutes}
            testId="cashier-auto-approve"
          />
          <AutoMinutesField
            form={form}
            switchField="withdrawAutoPay"
            minutesField="withdrawAutoPayMinutes"
            label={S.cashier.autoPay}
            minutesLabel={S.cashier.autoPayMinutes}
            testId="cashier-auto-pay"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <NumberInput
            label={S.cashier.withdrawMin}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('withdrawMin')}
          />
          <NumberInput
            label={S.cashier.withdrawMax}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('withdrawMax')}
          />
          <NumberInput
            label={S.cashier.withdrawDailyCount}
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('withdrawDailyCount')}
          />
          <NumberInput
            label={S.cashier.confirmMinutes}
            min={1}
            max={10_080}
            {...form.getInputProps('withdrawConfirmMinutes')}
          />
          <NumberInput
            label={S.cashier.firstDepositBonusPercent}
            min={0}
            max={500}
            suffix=" %"
            {...form.getInputProps('firstDepositBonusPercent')}
          />
          <NumberInput
            label={S.cashier.firstDepositBonusMax}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('firstDepositBonusMax')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="cashier-settings-save">
            {S.common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
