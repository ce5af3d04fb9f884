import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { AdminPromotion } from '@sim/shared/admin/promotions';
import { PROMOTION_CATEGORIES, PROMOTION_ENTRIES, PROMOTION_KINDS } from '@sim/shared/relay/promofe';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useSavePromotion } from './hooks';
import {
  emptyPromotionValues,
  fromPromotion,
  type PromotionFormValues,
  promotionFormSchema,
  toPromotionInput,
} from './promotion-form';

const F = S.promotions.fields;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Create a promotion, or edit one (`promotion` given); saved, it calls onDone. */
export function PromotionForm({ promotion, onDone }: { promotion?: AdminPromotion; onDone: () => void }) {
  const merchant = useMerchant();
  const { create, edit } = useSavePromotion();
  const toInput = (values: PromotionFormValues) =>
    toPromotionInput(values, merchant, promotion?.texts, promotion?.prizes);
  const { form } = useZodForm<PromotionFormValues>(
    promotionFormSchema,
    promotion ? fromPromotion(promotion) : emptyPromotionValues,
    { toInput },
  );
  const number = (path: keyof PromotionFormValues & string, label: string, decimals = 2) => (
    <NumberInput
      label={label}
      min={0}
      decimalScale={decimals}
      data-testid={`promotion-${path}`}
      {...form.getInputProps(path)}
    />
  );

  const save = form.onSubmit((values) => {
    const input = promotionFormSchema.parse(toInput(values));
    if (promotion) edit.mutate({ ...input, promotionId: promotion.promotionId }, { onSuccess: onDone });
    else create.mutate(input, { onSuccess: onDone });
  });

  return (
    <form onSubmit={save} data-testid="promotion-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={S.promotions.kind}
            data={options(PROMOTION_KINDS)}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <Select
            label={S.promotions.category}
            data={options(PROMOTION_CATEGORIES)}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label={S.promotions.entry}
            data={options(PROMOTION_ENTRIES)}
            clearable
            {...form.getInputProps('entry')}
          />
        </SimpleGrid>
        <TextInput label={F.title} data-testid="promotion-title" {...form.getInputProps('title')} />
        <TextInput label={F.summary} {...form.getInputProps('summary')} />
        <Textarea label={F.content} autosize minRows={3} maxRows={10} {...form.getInputProps('content')} />
        <TextInput label={F.bannerUrl} {...form.getInputProps('bannerUrl')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label={F.startTime} {...form.getInputProps('startTime')} />
          <TextInput type="datetime-local" label={F.endTime} {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {number('vipMin', F.vipMin, 0)}
          {number('vipMax', F.vipMax, 0)}
          {number('minDeposit', F.minDeposit)}
          {number('minTurnover', F.minTurnover)}
          {number('bonusPercent', F.bonusPercent)}
          {number('bonusFixed', F.bonusFixed)}
          {number('bonusMax', F.bonusMax)}
          {number('turnoverMultiplier', F.turnoverMultiplier)}
          {number('maxClaims', F.maxClaims, 0)}
          {number('ticketSpins', F.ticketSpins, 0)}
          {number('sortOrder', F.sortOrder, 0)}
          <TextInput label={F.promoCode} {...form.getInputProps('promoCode')} />
        </SimpleGrid>
        <Textarea label={F.prizes} autosize minRows={2} ff="monospace" {...form.getInputProps('prizes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || edit.isPending} data-testid="promotion-save">
            {S.promotions.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
