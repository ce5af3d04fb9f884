import { useCallback } from 'react';
import { useBrandConfig } from '../site-status/site-status';
import { formatAmount } from './format';

/** Money as the site shows it (spec section 9): the merchant's currency symbol, 2 decimals, thousands separators. */
export function useMoney() {
  const { currencySymbol } = useBrandConfig();
  return useCallback((amount: number) => formatAmount(amount, currencySymbol), [currencySymbol]);
}
