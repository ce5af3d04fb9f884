import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import { useBalance } from './hooks';

/** What the main wallet holds (money leaves for the upline or a withdrawal from it); undefined until known. */
export function useMainBalance(): number | undefined {
  const balance = useBalance().data;
  return balance?.balance.find((wallet) => wallet.accountTypeName === MAIN_WALLET)?.availBalance;
}
