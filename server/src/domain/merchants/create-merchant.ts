// A merchant a QA suite's staging data names (scenario files, merchants.create): provisioned with the
// defaults of its currency and read back through the directory. An existing one is left as it is.
import type { createMerchantInput } from '@sim/shared/admin/merchants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MerchantDirectory } from './directory.ts';
import { merchantSpecOf, provisionMerchant } from './provision.ts';

export async function createMerchant(
  deps: { db: Db; merchants: MerchantDirectory },
  input: z.output<typeof createMerchantInput>,
) {
  const spec = merchantSpecOf({ ...input, singleWallet: input.wallet === 'single' });
  await provisionMerchant(deps.db, spec);
  await deps.merchants.changed(spec.code);
  const merchant = await deps.merchants.get(spec.code);
  return {
    code: spec.code,
    name: merchant?.name ?? spec.name,
    currency: merchant?.currency ?? spec.currency,
    defaultLanguage: merchant?.defaultLanguage ?? spec.defaultLanguage,
    singleWallet: merchant?.config.singleWallet ?? spec.singleWallet,
  };
}
