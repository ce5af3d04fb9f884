// Every merchant the simulator serves, by code (the seeded sim001 and sim002 and any a QA suite made).
import type { Db } from '../../db/client.ts';

export const listMerchants = (db: Db) =>
  db.merchant.findMany({
    select: { code: true, name: true, currency: true, defaultLanguage: true },
    orderBy: { code: 'asc' },
  });
