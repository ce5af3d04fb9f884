import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { setBrandInput } from '@sim/shared/admin/brand';
import { LANGUAGES, type Language } from '@sim/shared/languages';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { useSetBrand } from './hooks';

export interface BrandValues {
  name: string;
  loginedToHomePage: boolean;
  defaultLanguage: Language;
  supportedLanguages: Language[];
  passwordMaxAgeDays: number | string;
}

const toInput = (values: BrandValues, merchant: string) => ({ merchant, ...values });

export function BrandForm({ merchant, initial }: { merchant: string; initial: BrandValues }) {
  const setBrand = useSetBrand();
  const { form } = useZodForm<BrandValues>(setBrandInput, initial, {
    toInput: (values: BrandValues) => toInput(values, merchant),
  });
  const submit = form.onSubmit((values) =>
    setBrand.mutate(setBrandInput.parse(toInput(values, merchant)), { onSuccess: () => form.resetDirty() }),
  );
  return (
    <form onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label={S.brand.name} {...form.getInputProps('name')} />
        <NumberInput
          label={S.brand.passwordMaxAgeDays}
          min={1}
          max={3650}
          {...form.getInputProps('passwordMaxAgeDays')}
        />
        <Select
          label={S.brand.defaultLanguage}
          data={[...LANGUAGES]}
          allowDeselect={false}
          {...form.getInputProps('defaultLanguage')}
        />
        <MultiSelect
          label={S.brand.supportedLanguages}
          data={[...LANGUAGES]}
          {...form.getInputProps('supportedLanguages')}
        />
        <Switch
          label={S.brand.loginedToHomePage}
          data-testid="brand-logined-home"
          {...form.getInputProps('loginedToHomePage', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={setBrand.isPending} data-testid="brand-save">
          {S.common.save}
        </Button>
      </Group>
    </form>
  );
}
