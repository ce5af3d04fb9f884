// Countries the dialling-code dropdown offers (GET /wps/system/country); the merchant's own comes first.
export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export const COUNTRIES: readonly CountryEntry[] = [
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' },
  { countryCode: 'NP', countryDialingCode: '977', name: 'Nepal' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LK', countryDialingCode: '94', name: 'Sri Lanka' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
];
