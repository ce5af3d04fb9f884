import { Progress, Table, Text } from '@mantine/core';
import { languageName, type PlatformLanguage } from '@sim/shared/languages';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { S } from '../../strings';
import { useTranslationCoverage } from './hooks';

/** Each language the merchant declares, with the share of the site's texts translated into it. */
export function LanguageCoverage({ languages }: { languages: readonly PlatformLanguage[] }) {
  const coverage = useTranslationCoverage(languages);
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {S.brand.coverageHint}
      </Text>
      <QueryState query={coverage}>
        {(rows) => (
          <Table striped data-testid="language-coverage">
            <TableHeads heads={[S.brand.language, { title: S.brand.translated, ta: 'right' }, '']} />
            <Table.Tbody>
              {rows.map(({ language, percent }) => (
                <Table.Tr key={language} data-testid={`coverage-${language}`}>
                  <Table.Td>
                    {language} · {languageName(language)}
                  </Table.Td>
                  <Table.Td ta="right">{percent} %</Table.Td>
                  <Table.Td w="40%">
                    <Progress value={percent} color={percent === 100 ? 'teal' : 'yellow'} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
