// What the booking form edits, and the wallet.adjust / wallet.grantBonus input it sends.
import type { FormErrors } from '@mantine/form';
import { grantBonusInput } from '@sim/shared/admin/cashier';
import { adjustInput } from '@sim/shared/admin/wallet';
import type { z } from 'zod';
import { randomHex } from '../../../lib/browser/random-id';
import { zodValidate } from '../../../lib/form/zod-validate';

export type BookingKind = 'adjust' | 'bonus';

export interface BookingValues {
  kind: BookingKind;
  username: string;
  amount: number | string;
  /** the adjustment's reason, or the bonus's name */
  note: string;
}

export const initialBookingValues: BookingValues = { kind: 'adjust', username: '', amount: '', note: '' };

type AdjustInput = z.infer<typeof adjustInput>;
type GrantBonusInput = z.infer<typeof grantBonusInput>;

export function toAdjustInput(values: BookingValues, merchant: string, idempotencyKey: string): AdjustInput {
  return {
    merchant,
    username: values.username.trim(),
    amount: Number(values.amount),
    reason: values.note.trim(),
    idempotencyKey,
  };
}

export function toGrantBonusInput(
  values: BookingValues,
  merchant: string,
  idempotencyKey: string,
): GrantBonusInput {
  return {
    merchant,
    username: values.username.trim(),
    amount: Number(values.amount),
    name: values.note.trim(),
    idempotencyKey,
  };
}

/** The shared schema of the chosen kind; its `reason` or `name` issue lands on the note field. */
export function validateBooking(values: BookingValues): FormErrors {
  const errors =
    values.kind === 'adjust'
      ? zodValidate(adjustInput, (v: BookingValues) => toAdjustInput(v, '', 'form'))(values)
      : zodValidate(grantBonusInput, (v: BookingValues) => toGrantBonusInput(v, '', 'form'))(values);
  const { reason, name, ...rest } = errors;
  const note = reason ?? name;
  return note === undefined ? rest : { ...rest, note };
}

/** A fresh key per booking, so a double submit books once. */
export const newIdempotencyKey = (): string => `panel-${randomHex(8)}`;
