// GET /wps/system/country: the dialling-code dropdown, the merchant's own country first.
import { COUNTRIES, type CountryEntry } from '@sim/shared/countries';
import type { MerchantProfile } from '../merchants/directory.ts';

export function countriesFor(merchant: MerchantProfile): CountryEntry[] {
  const home = merchant.countryCode;
  return [
    ...COUNTRIES.filter((c) => c.countryCode === home),
    ...COUNTRIES.filter((c) => c.countryCode !== home),
  ];
}
