// The register validators of a merchant (/wps/system/setting/register): which fields show, which are
// required, and the pattern and lengths each accepts.
import type { setRegisterFieldInput } from '@sim/shared/admin/brand';
import { type FieldRule, REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import type { z } from 'zod';
import { RequestRefused } from '../../foundation/errors.ts';
import type { MerchantDirectory, MerchantProfile } from './directory.ts';

export type RegisterFieldChanges = Omit<z.infer<typeof setRegisterFieldInput>, 'merchant' | 'field'>;

/** Changes one field's rule; the accepted pattern follows its pattern id. */
export async function setRegisterField(
  merchants: MerchantDirectory,
  merchant: MerchantProfile,
  field: string,
  changes: RegisterFieldChanges,
): Promise<FieldRule> {
  const current = merchant.registerRules[field];
  if (!current) throw new RequestRefused('invalid', `Unknown register field ${field}`);
  const next = {
    enabled: changes.enabled ?? current.enabled,
    required: changes.required ?? current.required,
    patternId: changes.patternId ?? current.patternId,
    minLength: changes.minLength ?? current.minLength,
    maxLength: changes.maxLength ?? current.maxLength,
  };
  if (next.minLength > next.maxLength) throw new RequestRefused('invalid', 'minLength exceeds maxLength');
  const rule = { ...next, acceptedPattern: REGISTER_PATTERNS[next.patternId] ?? '*' };
  await merchants.update(merchant.code, { registerFields: { [field]: rule } });
  return rule;
}
