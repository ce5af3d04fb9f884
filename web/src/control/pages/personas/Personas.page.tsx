import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { useMembers } from './hooks';
import { PersonaCreateForm } from './PersonaCreateForm';
import { PersonaTable } from './PersonaTable';

const TYPE_OPTIONS = [
  { value: '', label: S.personas.allTypes },
  ...Object.entries(S.memberTypes).map(([value, label]) => ({ value, label })),
];

export function PersonasPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const members = useMembers({
    search: debounced || undefined,
    type: type === '' ? undefined : Number(type),
  });

  return (
    <Page title={S.personas.title}>
      <Section title={S.personas.createTitle}>
        <PersonaCreateForm />
      </Section>
      <Section>
        <Group>
          <TextInput
            placeholder={S.personas.search}
            aria-label={S.personas.search}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="persona-search"
          />
          <Select
            aria-label={S.personas.typeFilter}
            data={TYPE_OPTIONS}
            value={type}
            onChange={(v) => setType(v ?? '')}
            allowDeselect={false}
            w={180}
          />
        </Group>
        <QueryState query={members}>{(data) => <PersonaTable members={data} />}</QueryState>
      </Section>
    </Page>
  );
}
