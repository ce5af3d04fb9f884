import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type AdminGoods, createGoodsInput } from '@sim/shared/admin/points';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { emptyGoodsValues, fromGoods, type GoodsFormValues, toGoodsInput } from './goods-form';
import { useSaveGoods } from './hooks';

const F = S.points.fields;

/** New goods, or an edit of `goods` (its stock is what is left to redeem). */
export function GoodsForm({ goods, onDone }: { goods?: AdminGoods; onDone: () => void }) {
  const merchant = useMerchant();
  const { create, update } = useSaveGoods();
  const toInput = (values: GoodsFormValues) => toGoodsInput(values, merchant, goods);
  const { form } = useZodForm<GoodsFormValues>(
    createGoodsInput,
    goods ? fromGoods(goods) : emptyGoodsValues,
    {
      toInput,
    },
  );
  const save = form.onSubmit((values) => {
    const input = createGoodsInput.parse(toInput(values));
    if (goods) update.mutate({ ...input, rewardId: goods.rewardId }, { onSuccess: onDone });
    else create.mutate(input, { onSuccess: onDone });
  });

  return (
    <form onSubmit={save} data-testid="goods-form">
      <Stack gap="sm">
        <TextInput label={F.name} data-testid="goods-name" {...form.getInputProps('name')} />
        <TextInput label={F.description} {...form.getInputProps('description')} />
        <TextInput label={F.imageUrl} {...form.getInputProps('imageUrl')} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            label={F.points}
            min={0}
            decimalScale={2}
            data-testid="goods-points"
            {...form.getInputProps('points')}
          />
          <NumberInput
            label={F.amountRequirement}
            min={0}
            decimalScale={2}
            {...form.getInputProps('amountRequirement')}
          />
          <NumberInput
            label={F.stock}
            min={0}
            allowDecimal={false}
            data-testid="goods-stock"
            {...form.getInputProps('stock')}
          />
          <NumberInput
            label={F.sortOrder}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
        </SimpleGrid>
        <Switch label={F.closed} {...form.getInputProps('closed', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="goods-save">
            {S.points.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
