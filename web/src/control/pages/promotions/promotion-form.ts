// What the promotion form edits, and the promotions.create / promotions.edit input it sends. Texts
// are edited in English; an edit keeps the other languages' texts as they were.
import { type AdminPromotion, promotionInputSchema } from '@sim/shared/admin/promotions';
import {
  type PROMOTION_CATEGORIES,
  type PROMOTION_ENTRIES,
  type PROMOTION_KINDS,
  type Prize,
  prizeSchema,
  REWARD_TYPES,
} from '@sim/shared/relay/promofe';
import { z } from 'zod';
import { given, text } from '../../../lib/form/form-input';
import { fromLocalInput, toLocalInput } from '../../local-time';
import { S } from '../../strings';

/** The create input, with the prizes text's own message when a line does not read. */
export const promotionFormSchema = promotionInputSchema.extend({
  prizes: z.array(prizeSchema, { error: S.promotions.prizesInvalid }).max(12),
});
export type PromotionFormInput = z.input<typeof promotionFormSchema>;

type Num = number | string;

export interface PromotionFormValues {
  kind: (typeof PROMOTION_KINDS)[number];
  category: (typeof PROMOTION_CATEGORIES)[number];
  /** '' lets the server pick the kind's usual entry */
  entry: (typeof PROMOTION_ENTRIES)[number] | '';
  title: string;
  summary: string;
  content: string;
  bannerUrl: string;
  startTime: string;
  endTime: string;
  vipMin: Num;
  vipMax: Num;
  minDeposit: Num;
  minTurnover: Num;
  bonusPercent: Num;
  bonusFixed: Num;
  bonusMax: Num;
  turnoverMultiplier: Num;
  promoCode: string;
  maxClaims: Num;
  prizes: string;
  ticketSpins: Num;
  sortOrder: Num;
}

export const emptyPromotionValues: PromotionFormValues = {
  kind: 'DEPOSIT_BONUS',
  category: 'DEPOSIT',
  entry: '',
  title: '',
  summary: '',
  content: '',
  bannerUrl: '',
  startTime: '',
  endTime: '',
  vipMin: 0,
  vipMax: '',
  minDeposit: 0,
  minTurnover: 0,
  bonusPercent: '',
  bonusFixed: '',
  bonusMax: '',
  turnoverMultiplier: 1,
  promoCode: '',
  maxClaims: '',
  prizes: '',
  ticketSpins: 3,
  sortOrder: 0,
};

const SEPARATOR = '|';

export function prizesToText(prizes: readonly Prize[]): string {
  return prizes.map((p) => [p.label, p.rewardType, p.amount, p.weight].join(` ${SEPARATOR} `)).join('\n');
}

/** "label | CASH | 50 | 10" a line; null when a line does not read (the schema then says why). */
export function parsePrizes(source: string): Prize[] | null {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const prizes: Prize[] = [];
  for (const line of lines) {
    const [label = '', rewardType = '', amount = '', weight = ''] = line
      .split(SEPARATOR)
      .map((part) => part.trim());
    const type = rewardType.toUpperCase();
    if (!label || !(REWARD_TYPES as readonly string[]).includes(type)) return null;
    if (!/^\d+(\.\d+)?$/.test(amount) || !/^\d+$/.test(weight)) return null;
    prizes.push({
      label,
      rewardType: type as Prize['rewardType'],
      amount: Number(amount),
      weight: Number(weight),
    });
  }
  return prizes;
}

export function fromPromotion(promotion: AdminPromotion): PromotionFormValues {
  const english = promotion.texts.EN ?? Object.values(promotion.texts)[0];
  const orEmpty = (value: number | null) => value ?? '';
  return {
    kind: promotion.kind,
    category: promotion.category,
    entry: promotion.entry,
    title: english?.title ?? '',
    summary: english?.summary ?? '',
    content: english?.content ?? '',
    bannerUrl: promotion.bannerUrl,
    startTime: toLocalInput(new Date(promotion.startTime)),
    endTime: promotion.endTime === null ? '' : toLocalInput(new Date(promotion.endTime)),
    vipMin: promotion.vipMin,
    vipMax: orEmpty(promotion.vipMax),
    minDeposit: promotion.minDeposit,
    minTurnover: promotion.minTurnover,
    bonusPercent: orEmpty(promotion.bonusPercent),
    bonusFixed: orEmpty(promotion.bonusFixed),
    bonusMax: orEmpty(promotion.bonusMax),
    turnoverMultiplier: promotion.turnoverMultiplier,
    promoCode: promotion.promoCode ?? '',
    maxClaims: orEmpty(promotion.maxClaims),
    prizes: prizesToText(promotion.prizes),
    ticketSpins: promotion.ticketSpins,
    sortOrder: promotion.sortOrder,
  };
}

const num = (value: Num) => {
  const v = given(value);
  return v === undefined ? undefined : Number(v);
};
const nullable = (value: Num) => num(value) ?? null;

/** The form edits English labels only: a prize whose label stays keeps its other languages. */
function withKeptLabels(prizes: Prize[], previous: readonly Prize[]): Prize[] {
  return prizes.map((prize) => {
    const labels = previous.find((old) => old.label === prize.label)?.labels;
    return labels ? { ...prize, labels } : prize;
  });
}

/**
 * The input the form sends; `texts` and the prizes' translated labels keep the languages it does not
 * edit. A prizes text that does not read is sent on as text, so the schema's message lands on the field.
 */
export function toPromotionInput(
  values: PromotionFormValues,
  merchant: string,
  texts: AdminPromotion['texts'] = {},
  previousPrizes: readonly Prize[] = [],
): PromotionFormInput {
  const parsed = parsePrizes(values.prizes);
  const prizes = parsed && withKeptLabels(parsed, previousPrizes);
  return {
    merchant,
    kind: values.kind,
    category: values.category,
    ...(values.entry ? { entry: values.entry } : {}),
    texts: {
      ...texts,
      EN: { title: values.title.trim(), summary: values.summary.trim(), content: values.content },
    },
    bannerUrl: text(values.bannerUrl),
    startTime: fromLocalInput(values.startTime) ?? undefined,
    endTime: fromLocalInput(values.endTime),
    vipMin: num(values.vipMin),
    vipMax: nullable(values.vipMax),
    minDeposit: num(values.minDeposit),
    minTurnover: num(values.minTurnover),
    bonusPercent: nullable(values.bonusPercent),
    bonusFixed: nullable(values.bonusFixed),
    bonusMax: nullable(values.bonusMax),
    turnoverMultiplier: num(values.turnoverMultiplier),
    promoCode: text(values.promoCode),
    maxClaims: nullable(values.maxClaims),
    prizes: prizes ?? (values.prizes as unknown as Prize[]),
    ticketSpins: num(values.ticketSpins),
    sortOrder: num(values.sortOrder),
  };
}
