// Money travels as decimal numbers with 2 places on the wire and lives as integer minor units in the ledger.
export const MINOR_PER_MAJOR = 100n;

export function toMajor(minor: bigint): number {
  return Number(minor) / Number(MINOR_PER_MAJOR);
}

export function toMinor(major: number): bigint {
  return BigInt(Math.round(major * Number(MINOR_PER_MAJOR)));
}

/** 2 decimals and thousands separators, per platform-spec.md section 9. */
export function formatMoney(amount: number, locale = 'en-US'): string {
  return moneyFormat(locale).format(amount);
}

// a NumberFormat costs far more to make than to use (the seed formats thousands of amounts)
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}
