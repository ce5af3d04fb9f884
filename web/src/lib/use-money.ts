import { useCallback } from 'react';
import { formatAmount } from './format';
import { useBrandConfig } from './site-status';

/** Money as the site shows it (spec section 9): the merchant's currency symbol, 2 decimals, thousands separators. */
export function useMoney() {
  const { currencySymbol } = useBrandConfig();
  return useCallback((amount: number) => formatAmount(amount, currencySymbol), [currencySymbol]);
}
