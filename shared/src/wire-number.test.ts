// Counted and identifying numbers are parsed as strictly as money: the hostile inputs an outside fuzzer
// sent (issue 41) are refused, plain numbers and their plain text still pass.
import { describe, expect, it } from 'vitest';
import { contractTierSchema } from './relay/contracts.ts';
import { gameListQuerySchema } from './relay/gcsgame.ts';
import { convertPointSchema } from './relay/mcs2.ts';
import { promotionRefSchema } from './relay/promofe.ts';

const points = (value: unknown) => convertPointSchema.safeParse({ points: value, paymentPassword: '123456' });
const promotion = (value: unknown) => promotionRefSchema.safeParse({ promotionId: value });

describe('strict numbers on the wire', () => {
  it('refuses padded, exponent and boolean points, takes numbers and plain text', () => {
    for (const bad of [' 500 ', '1e3', '0x10', true, '', '5,00', 'Infinity'])
      expect(points(bad).success).toBe(false);
    expect(points(500).data?.points).toBe(500);
    expect(points('12.50').data?.points).toBe(12.5);
  });

  it('refuses a promotion named by a boolean or in hex', () => {
    for (const bad of [true, '0x10', ' 7', '7.0', '1e1', -3]) expect(promotion(bad).success).toBe(false);
    expect(promotion('16').data?.promotionId).toBe(16);
    expect(promotion(1).data?.promotionId).toBe(1);
  });

  it('refuses a contract tier below zero', () => {
    expect(contractTierSchema.safeParse({ activeMembers: 1, amount: -100, rate: 1 }).success).toBe(false);
    expect(contractTierSchema.safeParse({ activeMembers: '2', amount: '0', rate: 1 }).success).toBe(true);
    expect(contractTierSchema.safeParse({ activeMembers: 'true', amount: 10, rate: 1 }).success).toBe(false);
  });

  it('refuses an id beyond 32 bits (PostgreSQL would fail on it)', () => {
    expect(promotion('8000006815').success).toBe(false);
    expect(promotion(2_147_483_647).success).toBe(true);
  });

  it('reads query pages as plain whole numbers', () => {
    expect(gameListQuerySchema.parse({ pageNo: '3' }).pageNo).toBe(3);
    expect(gameListQuerySchema.safeParse({ pageNo: '0x3' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ pageSize: ' 24' }).success).toBe(false);
  });
});
