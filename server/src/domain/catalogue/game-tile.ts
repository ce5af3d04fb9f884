// What a game's tile art (/cdn) is drawn from: its name, kind and vendor, found by the game's code.
import type { Db } from '../../db/client.ts';

export const gameTileFacts = (db: Db, code: string) =>
  db.game.findFirst({
    where: { code },
    select: {
      name: true,
      gameType: true,
      gameClassify: true,
      vendorCode: true,
      vendor: { select: { name: true } },
    },
  });

/** What a vendor's wordmark (/cdn) is drawn from: its name, found by its code; null: no such vendor. */
export const vendorLogoFacts = (db: Db, code: string) =>
  db.vendor.findUnique({ where: { code }, select: { name: true } });
