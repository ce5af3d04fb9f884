// Seeded merchants: sim001 (the site's brand, single wallet) and sim002 (multi-wallet, dong).

import type { Db } from '../db/client.ts';
import { type MerchantSpec, merchantSpecOf, provisionMerchant } from '../domain/merchants/provision.ts';

/** A function, not a constant: a currency's symbol comes from Intl, whose first use costs tens of ms at start. */
export const seedMerchants = (): MerchantSpec[] => [
  merchantSpecOf({ code: 'sim001', name: 'SimBet', currency: 'BDT' }),
  merchantSpecOf({ code: 'sim002', name: 'SimBet Viet', currency: 'VND', singleWallet: false }),
];

export const seedMerchant = (db: Db, spec: MerchantSpec) => provisionMerchant(db, spec);
