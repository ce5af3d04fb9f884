// The points mall's goods: what a member sees (in their language, with whether they may redeem it)
// and what the back office creates and edits. Stock is `available`: redeems take it with a guarded
// UPDATE (redeems.ts), an edit sets it, it is never below zero.
import type { AdminGoods, createGoodsInput, LocalisedText, updateGoodsInput } from '@sim/shared/admin/points';
import { inLanguage, type Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import type { GoodsStatus, PointReward } from '@sim/shared/relay/mcs2';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { PointGoods } from '../../generated/prisma/client.ts';
import { centiOf, pointsOf } from './units.ts';

type CreateGoods = Omit<z.infer<typeof createGoodsInput>, 'merchant'>;
type UpdateGoods = Omit<z.infer<typeof updateGoodsInput>, 'merchant' | 'rewardId'>;

export const namesOf = (goods: PointGoods) => goods.names as LocalisedText;
const descriptionsOf = (goods: PointGoods) => goods.descriptions as Partial<LocalisedText>;

/** A goods text in the language asked for, else English ('' for none). */
export const goodsText = (text: Partial<LocalisedText>, language: Language): string =>
  inLanguage(text, language) || '';

/** The goods picture draws the name: its link names the language to draw it in. */
const imageIn = (imageUrl: string, language: Language) => (imageUrl ? `${imageUrl}?lang=${language}` : '');

export function goodsStatus(goods: PointGoods): GoodsStatus {
  if (goods.closed) return 'CLOSED';
  return goods.available > 0 ? 'AVAILABLE' : 'SOLD_OUT';
}

/** What the member's redeem is checked against. */
export interface MemberStanding {
  balanceCenti: bigint;
  validBetMinor: bigint;
}

export function toWireReward(goods: PointGoods, language: Language, member: MemberStanding): PointReward {
  const status = goodsStatus(goods);
  return {
    rewardId: goods.id,
    name: goodsText(namesOf(goods), language),
    description: goodsText(descriptionsOf(goods), language),
    imageUrl: imageIn(goods.imageUrl, language),
    points: pointsOf(goods.pointsCenti),
    amountRequirement: toMajor(goods.amountRequirementMinor),
    quantity: goods.quantity,
    availableQuantity: goods.available,
    status,
    redeemable:
      status === 'AVAILABLE' &&
      member.balanceCenti >= goods.pointsCenti &&
      member.validBetMinor >= goods.amountRequirementMinor,
  };
}

export function toAdminGoods(goods: PointGoods): AdminGoods {
  return {
    rewardId: goods.id,
    merchant: goods.merchantCode,
    names: namesOf(goods),
    descriptions: descriptionsOf(goods),
    imageUrl: goods.imageUrl,
    points: pointsOf(goods.pointsCenti),
    amountRequirement: toMajor(goods.amountRequirementMinor),
    quantity: goods.quantity,
    availableQuantity: goods.available,
    status: goodsStatus(goods),
    sortOrder: goods.sortOrder,
  };
}

/** The mall in display order; closed goods only for the back office. */
export const listGoods = (db: Db, merchantCode: string, includeClosed: boolean) =>
  db.pointGoods.findMany({
    where: { merchantCode, ...(includeClosed ? {} : { closed: false }) },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });

export async function createGoods(db: Db, merchantCode: string, input: CreateGoods): Promise<PointGoods> {
  return db.pointGoods.create({
    data: {
      merchantCode,
      names: input.names,
      descriptions: input.descriptions ?? {},
      imageUrl: input.imageUrl ?? '',
      pointsCenti: centiOf(input.points),
      amountRequirementMinor: toMinor(input.amountRequirement),
      quantity: input.stock,
      available: input.stock,
      closed: input.closed,
      sortOrder: input.sortOrder,
    },
  });
}

/**
 * Edits the goods; `stock` sets what is left to redeem, and the total put in follows it (a stock of 5
 * on goods with 3 left adds 2). Redeems racing the edit keep what they took.
 */
export async function updateGoods(
  db: Db,
  merchantCode: string,
  rewardId: number,
  input: UpdateGoods,
): Promise<PointGoods> {
  return db.$transaction(async (tx) => {
    const goods = await tx.pointGoods.findFirst({ where: { id: rewardId, merchantCode } });
    if (!goods) throw new RequestRefused('missing', `No goods ${rewardId} at ${merchantCode}`);
    const added = input.stock === undefined ? 0 : input.stock - goods.available;
    return tx.pointGoods.update({
      where: { id: rewardId },
      data: {
        ...(input.names ? { names: input.names } : {}),
        ...(input.descriptions ? { descriptions: input.descriptions } : {}),
        ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
        ...(input.points !== undefined ? { pointsCenti: centiOf(input.points) } : {}),
        ...(input.amountRequirement !== undefined
          ? { amountRequirementMinor: toMinor(input.amountRequirement) }
          : {}),
        ...(input.closed !== undefined ? { closed: input.closed } : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        ...(added !== 0 ? { available: { increment: added }, quantity: { increment: added } } : {}),
      },
    });
  });
}

/** The name of the goods whose picture is at `imageUrl`, in `language`; null: no goods has it. */
export async function goodsNameOfImage(db: Db, imageUrl: string, language: Language): Promise<string | null> {
  const row = await db.pointGoods.findFirst({ where: { imageUrl }, select: { names: true } });
  return inLanguage(row?.names as Partial<LocalisedText> | undefined, language) ?? null;
}
