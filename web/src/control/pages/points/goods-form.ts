// What the goods form edits, and the points.createGoods / points.updateGoods input it sends. Names
// are edited in English; an edit keeps the other languages as they were.
import type { AdminGoods, createGoodsInput } from '@sim/shared/admin/points';
import type { z } from 'zod';
import { text } from '../../../lib/form/form-input';

export interface GoodsFormValues {
  name: string;
  description: string;
  imageUrl: string;
  points: number | string;
  amountRequirement: number | string;
  stock: number | string;
  closed: boolean;
  sortOrder: number | string;
}

export const emptyGoodsValues: GoodsFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  points: 100,
  amountRequirement: 0,
  stock: 10,
  closed: false,
  sortOrder: 0,
};

export function fromGoods(goods: AdminGoods): GoodsFormValues {
  return {
    name: goods.names.EN,
    description: goods.descriptions.EN ?? '',
    imageUrl: goods.imageUrl,
    points: goods.points,
    amountRequirement: goods.amountRequirement,
    stock: goods.availableQuantity,
    closed: goods.status === 'CLOSED',
    sortOrder: goods.sortOrder,
  };
}

export function toGoodsInput(
  values: GoodsFormValues,
  merchant: string,
  goods?: AdminGoods,
): z.input<typeof createGoodsInput> {
  const description = text(values.description);
  return {
    merchant,
    names: { ...goods?.names, EN: values.name.trim() },
    descriptions: { ...goods?.descriptions, ...(description ? { EN: description } : {}) },
    imageUrl: text(values.imageUrl),
    points: Number(values.points),
    amountRequirement: Number(values.amountRequirement || 0),
    stock: Number(values.stock),
    closed: values.closed,
    sortOrder: Number(values.sortOrder || 0),
  };
}
