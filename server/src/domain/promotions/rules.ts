// A promotion row read as rules: its texts in a language, its prizes, whether it is open, how members
// take part, and the bonus it gives on a base amount.
import { inLanguage, type Language } from '@sim/shared/languages';
import { type Prize, type PromotionEntry, type PromotionKind, prizeSchema } from '@sim/shared/relay/promofe';
import { z } from 'zod';
import type { Promotion } from '../../generated/prisma/client.ts';

export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

const textsSchema = z.record(
  z.string(),
  z.object({ title: z.string(), summary: z.string().default(''), content: z.string().default('') }),
);

export function textsOf(promotion: Pick<Promotion, 'texts' | 'code'>): Record<string, PromotionText> {
  const parsed = textsSchema.safeParse(promotion.texts);
  return parsed.success ? parsed.data : {};
}

/** The text in the language asked for, else English, else whichever was written. */
export function textFor(promotion: Pick<Promotion, 'texts' | 'code'>, language: Language): PromotionText {
  const texts = textsOf(promotion);
  return (
    texts[language] ??
    texts.EN ??
    Object.values(texts)[0] ?? { title: promotion.code, summary: '', content: '' }
  );
}

export function prizesOf(promotion: Pick<Promotion, 'prizes'>): Prize[] {
  const parsed = z.array(prizeSchema).safeParse(promotion.prizes);
  return parsed.success ? parsed.data : [];
}

/** The prizes as a member sees them: each label in their language (English when it has none). */
export function prizesIn(promotion: Pick<Promotion, 'prizes'>, language: Language): Prize[] {
  return prizesOf(promotion).map(({ labels, ...prize }) => ({
    ...prize,
    label: inLanguage({ ...labels, EN: prize.label }, language) ?? prize.label,
  }));
}

export type Phase = 'COMING_SOON' | 'OPEN' | 'CLOSE';

export function phaseOf(promotion: Pick<Promotion, 'status' | 'startsAt' | 'endsAt'>, now: Date): Phase {
  // milliseconds, not Dates: comparing Date objects converts both on every call (the balance poll asks per promotion)
  const at = now.getTime();
  if (promotion.status === 'CLOSED' || (promotion.endsAt && promotion.endsAt.getTime() <= at)) return 'CLOSE';
  return promotion.startsAt.getTime() > at ? 'COMING_SOON' : 'OPEN';
}

/** How members take part unless the operator says otherwise. */
export function defaultEntry(kind: PromotionKind): PromotionEntry {
  switch (kind) {
    case 'DEPOSIT_BONUS':
      return 'APPLY';
    case 'TURNOVER_REBATE':
      return 'JOIN';
    case 'PROMO_CODE':
      return 'CODE';
    case 'SLOT_MACHINE':
    case 'PRIZE_WHEEL':
      return 'TICKET';
    default:
      return 'AUTO';
  }
}

/** A percent of the base (deposits or turnover) up to the cap, or the fixed amount. */
export function bonusOn(
  promotion: Pick<Promotion, 'bonusPercent' | 'bonusFixedMinor' | 'bonusMaxMinor'>,
  baseMinor: bigint,
): bigint {
  if (promotion.bonusPercent !== null && promotion.bonusPercent > 0) {
    const bonus = (baseMinor * BigInt(Math.round(promotion.bonusPercent * 100))) / 10_000n;
    const cap = promotion.bonusMaxMinor;
    return cap !== null && bonus > cap ? cap : bonus;
  }
  return promotion.bonusFixedMinor ?? 0n;
}

/** the turnover a bonus must be played before it can be withdrawn */
export function turnoverRequirement(promotion: Pick<Promotion, 'turnoverMultiplier'>, bonusMinor: bigint) {
  return (bonusMinor * BigInt(Math.round(promotion.turnoverMultiplier * 100))) / 100n;
}

/** LOGIN rewards are taken once a day (of the simulated clock, UTC); the rest once. */
export function periodKeyOf(kind: string, now: Date): string {
  return kind === 'LOGIN' ? now.toISOString().slice(0, 10) : '';
}
