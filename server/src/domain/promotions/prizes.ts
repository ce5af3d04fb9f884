// Which prize a spin or a raffle draw lands on: the oldest outcome QA forced for the member and/or
// promotion (consumed by that one draw), else a weighted draw seeded by the ticket and spin, so the
// same ticket spins the same on every machine.
import type { Language } from '@sim/shared/languages';
import type { Prize } from '@sim/shared/relay/promofe';
import type { Tx } from '../../db/client.ts';
import type { Promotion } from '../../generated/prisma/client.ts';
import { hashSeed, pick, seededRandom } from '../../lib/seeded-random.ts';
import { prizesOf } from './rules.ts';

/** "Try again", the label of a draw that wins nothing, in the site languages */
export const TRY_AGAIN = {
  EN: 'Try again',
  BN: 'আবার চেষ্টা করুন',
  CN: '再试一次',
  JA: 'もう一度',
  TH: 'ลองอีกครั้ง',
  VI: 'Thử lại',
} as const satisfies Record<Language, string>;

const NOTHING: Prize = { label: TRY_AGAIN.EN, labels: TRY_AGAIN, rewardType: 'NONE', amount: 0, weight: 1 };

/** the prize of a promotion without prizes, as a member reads it */
export const nothingIn = (language: Language): Prize => ({
  label: TRY_AGAIN[language],
  rewardType: 'NONE',
  amount: 0,
  weight: 1,
});
export const SLOT_SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7️⃣'] as const;

async function takeForcedPrize(tx: Tx, promotion: Promotion, memberId: number): Promise<number | null> {
  const forced = await tx.forcedPromotionOutcome.findFirst({
    where: {
      merchantCode: promotion.merchantCode,
      AND: [
        { OR: [{ memberId: null }, { memberId }] },
        { OR: [{ promotionId: null }, { promotionId: promotion.id }] },
      ],
    },
    orderBy: { id: 'asc' },
  });
  if (!forced) return null;
  // a parallel draw (another replica's, on PostgreSQL) may have taken it first: then look again
  const taken = await tx.forcedPromotionOutcome.deleteMany({ where: { id: forced.id } });
  return taken.count ? forced.prizeIndex : takeForcedPrize(tx, promotion, memberId);
}

function weightedIndex(prizes: Prize[], seed: string): number {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return 0;
  let roll = seededRandom(hashSeed(seed))() * total;
  for (const [index, prize] of prizes.entries()) {
    if (roll < prize.weight) return index;
    roll -= prize.weight;
  }
  return prizes.length - 1;
}

export interface Draw {
  prizeIndex: number;
  prize: Prize;
}

export async function drawPrize(tx: Tx, promotion: Promotion, memberId: number, seed: string): Promise<Draw> {
  const prizes = prizesOf(promotion);
  if (prizes.length === 0) return { prizeIndex: 0, prize: NOTHING };
  const forced = await takeForcedPrize(tx, promotion, memberId);
  const prizeIndex = forced === null ? weightedIndex(prizes, seed) : Math.min(forced, prizes.length - 1);
  return { prizeIndex, prize: prizes[prizeIndex]! };
}

/** Three reels: a cash prize shows three of a kind (the richer the prize, the rarer the symbol). */
export function reelsFor(draw: Draw, seed: string): string[] {
  const random = seededRandom(hashSeed(`${seed}/reels`));
  if (draw.prize.rewardType === 'CASH') {
    const symbol = SLOT_SYMBOLS[Math.min(SLOT_SYMBOLS.length - 1, draw.prizeIndex)]!;
    return [symbol, symbol, symbol];
  }
  const first = pick(random, SLOT_SYMBOLS);
  const second = pick(
    random,
    SLOT_SYMBOLS.filter((s) => s !== first),
  );
  return [first, second, pick(random, SLOT_SYMBOLS)];
}

/** PROMOFE_getTicketGlobalConfig */
export const ticketGlobalConfig = () => ({ slotSymbols: [...SLOT_SYMBOLS], slotSpinsDefault: 3 });
