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
import { languageName, PLATFORM_LANGUAGES, type PlatformLanguage } from '@sim/shared/languages';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { useSetBrand } from './hooks';

export interface BrandValues {
  name: string;
  loginedToHomePage: boolean;
  defaultLanguage: PlatformLanguage;
  supportedLanguages: PlatformLanguage[];
  passwordMaxAgeDays: number | string;
}

/** The platform's 39 languages, each under its code and own name. */
const LANGUAGE_OPTIONS = PLATFORM_LANGUAGES.map((code) => ({
  value: code,
  label: `${code} · ${languageName(code)}`,
}));

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
          data={LANGUAGE_OPTIONS}
          searchable
          allowDeselect={false}
          {...form.getInputProps('defaultLanguage')}
        />
        <MultiSelect
          label={S.brand.supportedLanguages}
          data={LANGUAGE_OPTIONS}
          searchable
          data-testid="brand-languages"
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
