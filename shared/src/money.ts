// Money travels as decimal numbers with 2 places on the wire and lives as integer minor units in the ledger.
export const MINOR_PER_MAJOR = 100n;

export function toMajor(minor: bigint): number {
  return Number(minor) / Number(MINOR_PER_MAJOR);
}

export function toMinor(major: number): bigint {
  return BigInt(Math.round(major * Number(MINOR_PER_MAJOR)));
}

// building an Intl.NumberFormat costs far more than formatting with one: one per locale
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 2 decimals and thousands separators, per platform-spec.md section 9. */
export function formatMoney(amount: number, locale = 'en-US'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}
