import { Table } from '@mantine/core';
import { DEFAULT_LANGUAGE, type PlatformLanguage, platformLanguage } from '@sim/shared/languages';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { BrandForm } from './BrandForm';
import { useBrand, useRegisterFields } from './hooks';
import { LanguageCoverage } from './LanguageCoverage';
import { type FieldRule, RegisterFieldRow } from './RegisterFieldRow';

const asLanguage = (code: string): PlatformLanguage => platformLanguage(code, DEFAULT_LANGUAGE);

export function BrandPage() {
  const merchant = useMerchant();
  const brand = useBrand();
  const fields = useRegisterFields();
  return (
    <Page title={S.nav.brand}>
      <Section title={S.brand.title}>
        <QueryState query={brand}>
          {(data) => (
            <BrandForm
              key={merchant}
              merchant={merchant}
              initial={{
                name: data.name,
                loginedToHomePage: data.loginedToHomePage,
                defaultLanguage: asLanguage(data.defaultLanguage),
                supportedLanguages: data.supportedLanguages.map(asLanguage),
                passwordMaxAgeDays: data.passwordMaxAgeDays,
              }}
            />
          )}
        </QueryState>
      </Section>
      <Section title={S.brand.coverageTitle}>
        <QueryState query={brand}>
          {(data) => <LanguageCoverage languages={data.supportedLanguages.map(asLanguage)} />}
        </QueryState>
      </Section>
      <Section title={S.brand.fieldsTitle}>
        <QueryState query={fields}>
          {(rules) => <RegisterFieldsTable merchant={merchant} rules={rules} />}
        </QueryState>
      </Section>
    </Page>
  );
}

function RegisterFieldsTable({ merchant, rules }: { merchant: string; rules: Record<string, FieldRule> }) {
  const heads = [
    S.brand.field,
    S.brand.enabled,
    S.brand.required,
    S.brand.pattern,
    S.brand.min,
    S.brand.max,
    S.brand.accepted,
    '',
  ];
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="register-fields-table">
        <TableHeads heads={heads} />
        <Table.Tbody>
          {Object.entries(rules).map(([field, rule]) => (
            <RegisterFieldRow key={`${merchant}-${field}`} merchant={merchant} field={field} rule={rule} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
