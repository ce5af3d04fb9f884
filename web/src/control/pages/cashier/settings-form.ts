// What the cashier settings form edits, and the cashier.setSettings input it sends: every field, with
// an automatic step switched off sent as null ("only an admin decides").
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { type CashierSettings, cashierSettingsSchema } from '@sim/shared/admin/cashier';
import { type DepositChannel, depositChannelSchema } from '@sim/shared/wps/cashier';
import { zodValidate } from '../../../lib/form/zod-validate';
import { S } from '../../strings';

type Num = number | string;
export type ChannelType = DepositChannel['type'];
export const CHANNEL_TYPES = depositChannelSchema.shape.type.options;

export interface ChannelValues {
  /** the row's React key, never sent */
  id: string;
  code: string;
  name: string;
  type: ChannelType;
  minAmount: Num;
  maxAmount: Num;
}

export interface SettingsValues {
  depositChannels: ChannelValues[];
  depositAutoApprove: boolean;
  depositAutoApproveMinutes: Num;
  withdrawMin: Num;
  withdrawMax: Num;
  withdrawDailyCount: Num;
  withdrawAutoPay: boolean;
  withdrawAutoPayMinutes: Num;
  withdrawConfirmMinutes: Num;
  firstDepositBonusPercent: Num;
  firstDepositBonusMax: Num;
}

export const newChannel = (): ChannelValues => ({
  id: randomId(),
  code: '',
  name: '',
  type: 'EWALLET',
  minAmount: '',
  maxAmount: '',
});

export function toSettingsValues(settings: CashierSettings): SettingsValues {
  return {
    depositChannels: settings.depositChannels.map((channel) => ({ id: randomId(), ...channel })),
    depositAutoApprove: settings.depositAutoApproveMinutes !== null,
    depositAutoApproveMinutes: settings.depositAutoApproveMinutes ?? '',
    withdrawMin: settings.withdrawMin,
    withdrawMax: settings.withdrawMax,
    withdrawDailyCount: settings.withdrawDailyCount,
    withdrawAutoPay: settings.withdrawAutoPayMinutes !== null,
    withdrawAutoPayMinutes: settings.withdrawAutoPayMinutes ?? '',
    withdrawConfirmMinutes: settings.withdrawConfirmMinutes,
    firstDepositBonusPercent: settings.firstDepositBonusPercent,
    firstDepositBonusMax: settings.firstDepositBonusMax,
  };
}

/** An empty input is NaN, which the schema refuses; the form then says "Required" there. */
const num = (value: Num): number => (value === '' ? Number.NaN : Number(value));

export function toSettingsInput(
  values: SettingsValues,
  merchant: string,
): CashierSettings & { merchant: string } {
  return {
    merchant,
    depositChannels: values.depositChannels.map(({ code, name, type, minAmount, maxAmount }) => ({
      code: code.trim(),
      name: name.trim(),
      type,
      minAmount: num(minAmount),
      maxAmount: num(maxAmount),
    })),
    depositAutoApproveMinutes: values.depositAutoApprove ? num(values.depositAutoApproveMinutes) : null,
    withdrawMin: num(values.withdrawMin),
    withdrawMax: num(values.withdrawMax),
    withdrawDailyCount: num(values.withdrawDailyCount),
    withdrawAutoPayMinutes: values.withdrawAutoPay ? num(values.withdrawAutoPayMinutes) : null,
    withdrawConfirmMinutes: num(values.withdrawConfirmMinutes),
    firstDepositBonusPercent: num(values.firstDepositBonusPercent),
    firstDepositBonusMax: num(values.firstDepositBonusMax),
  };
}

const valueAt = (values: SettingsValues, path: string): unknown =>
  path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], values);

/** The shared schema, plus what only the server (or nobody) checks: blank codes and names, min above max. */
export function validateSettings(values: SettingsValues): FormErrors {
  const errors = zodValidate(cashierSettingsSchema, (v: SettingsValues) => toSettingsInput(v, ''))(values);
  for (const path of Object.keys(errors)) if (valueAt(values, path) === '') errors[path] = S.cashier.required;
  values.depositChannels.forEach((channel, index) => {
    if (channel.code.trim() === '') errors[`depositChannels.${index}.code`] = S.cashier.required;
    if (channel.name.trim() === '') errors[`depositChannels.${index}.name`] = S.cashier.required;
    if (isAbove(channel.minAmount, channel.maxAmount))
      errors[`depositChannels.${index}.minAmount`] ??= S.cashier.minAboveMax;
  });
  if (isAbove(values.withdrawMin, values.withdrawMax)) errors.withdrawMin ??= S.cashier.minAboveMax;
  return errors;
}

const isAbove = (min: Num, max: Num) => min !== '' && max !== '' && Number(min) > Number(max);
