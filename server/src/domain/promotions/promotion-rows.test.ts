// A merchant's promotions kept between calls: the same rows while nothing was written, and a write
// seen on the next call whoever made it: straight through Prisma (no forgetPromotions) or another process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { writeFromAnotherProcess } from '../../test/another-process.ts';
import { seededDatabase } from '../../test/seeded-database.ts';
import { merchantPromotions } from './promotion-rows.ts';

const MERCHANT = 'sim001';
let url: string;
let db: Db;

let close: () => Promise<void>;
beforeEach(async () => {
  ({ url, db, close } = await seededDatabase('sim-promotion-rows-'));
});
afterEach(() => close());

const sortOrders = async () => (await merchantPromotions(db, MERCHANT)).map((p) => [p.id, p.sortOrder]);

describe('merchantPromotions', () => {
  it('answers the kept rows while nothing is written', async () => {
    const first = await merchantPromotions(db, MERCHANT);
    expect(first.length).toBeGreaterThan(0);
    await db.member.findMany({ take: 1 });
    expect(await merchantPromotions(db, MERCHANT)).toBe(first);
  });

  it('shows a write made straight through Prisma on the next call', async () => {
    const [promotion] = await merchantPromotions(db, MERCHANT);
    await db.promotion.update({ where: { id: promotion!.id }, data: { sortOrder: 999 } });
    expect(await sortOrders()).toContainEqual([promotion!.id, 999]);
  });

  it('shows a write by another process on the next call', async () => {
    const [promotion] = await merchantPromotions(db, MERCHANT);
    // updatedAt moves as Prisma would move it
    await writeFromAnotherProcess(
      url,
      'UPDATE "Promotion" SET "sortOrder" = 777, "updatedAt" = ? WHERE "id" = ?',
      new Date(Date.now() + 60_000),
      promotion!.id,
    );
    expect(await sortOrders()).toContainEqual([promotion!.id, 777]);
  });
});
