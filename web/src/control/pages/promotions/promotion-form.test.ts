import { describe, expect, it } from 'vitest';
import {
  emptyPromotionValues,
  parsePrizes,
  prizesToText,
  promotionFormSchema,
  toPromotionInput,
} from './promotion-form';

describe('the promotion form', () => {
  it('reads one prize a line and writes them back the same way', () => {
    const prizes = parsePrizes('৳ 50 | CASH | 50 | 10\n\nTry again | none | 0 | 90');
    expect(prizes).toEqual([
      { label: '৳ 50', rewardType: 'CASH', amount: 50, weight: 10 },
      { label: 'Try again', rewardType: 'NONE', amount: 0, weight: 90 },
    ]);
    expect(parsePrizes(prizesToText(prizes ?? []))).toEqual(prizes);
  });

  it('refuses a prize line it cannot read, with the field’s own message', () => {
    expect(parsePrizes('৳ 50 | GOLD | 50 | 10')).toBeNull();
    const input = toPromotionInput(
      { ...emptyPromotionValues, title: 'Bonus', prizes: 'half a line |' },
      'sim001',
    );
    const result = promotionFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'prizes')?.message).toMatch(
      /label \| CASH/,
    );
  });

  it('keeps the translated names of the prizes whose English label stays', () => {
    const kept = { EN: 'Try again', TH: 'ลองอีกครั้ง' };
    const input = toPromotionInput(
      { ...emptyPromotionValues, title: 'Wheel', prizes: '৳ 80 | CASH | 80 | 10\nTry again | NONE | 0 | 90' },
      'sim001',
      {},
      [
        { label: '৳ 50', rewardType: 'CASH', amount: 50, weight: 10, labels: { EN: '৳ 50', TH: '৳ 50' } },
        { label: 'Try again', rewardType: 'NONE', amount: 0, weight: 90, labels: kept },
      ],
    );
    expect(input.prizes).toEqual([
      { label: '৳ 80', rewardType: 'CASH', amount: 80, weight: 10 },
      { label: 'Try again', rewardType: 'NONE', amount: 0, weight: 90, labels: kept },
    ]);
  });

  it('sends empty fields as not given and keeps the languages it does not edit', () => {
    const input = toPromotionInput(
      { ...emptyPromotionValues, title: ' Welcome ', bonusPercent: 100 },
      'sim001',
      {
        BN: { title: 'স্বাগতম', summary: '', content: '' },
      },
    );
    expect(input.texts).toEqual({
      BN: { title: 'স্বাগতম', summary: '', content: '' },
      EN: { title: 'Welcome', summary: '', content: '' },
    });
    expect(input.bonusPercent).toBe(100);
    expect(input.bonusFixed).toBeNull();
    expect(input.endTime).toBeNull();
    expect(input.startTime).toBeUndefined();
    expect(promotionFormSchema.safeParse(input).success).toBe(true);
  });
});
