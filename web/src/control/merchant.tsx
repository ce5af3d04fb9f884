// Which merchant the panel speaks about: most admin inputs take an optional `merchant`.
import { createContext, type ReactNode, useContext, useState } from 'react';
import { MERCHANTS } from './strings';

const MERCHANT_KEY = 'sim-admin-merchant';

interface MerchantChoice {
  merchant: string;
  setMerchant: (code: string) => void;
}

const MerchantContext = createContext<MerchantChoice>({ merchant: MERCHANTS[0], setMerchant: () => {} });

export function MerchantProvider({ children }: { children: ReactNode }) {
  const [merchant, choose] = useState(() => sessionStorage.getItem(MERCHANT_KEY) ?? MERCHANTS[0]);
  const setMerchant = (code: string) => {
    sessionStorage.setItem(MERCHANT_KEY, code);
    choose(code);
  };
  return <MerchantContext.Provider value={{ merchant, setMerchant }}>{children}</MerchantContext.Provider>;
}

export function useMerchantChoice(): MerchantChoice {
  return useContext(MerchantContext);
}

/** The merchant every merchant-scoped call names. */
export function useMerchant(): string {
  return useContext(MerchantContext).merchant;
}
