import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFilters } from '../../records/components/RecordFilters';
import type { TeamFilterState } from '../use-team-filter';

/** The date presets, a downline username to narrow to (Enter or the search button), and any extra filter. */
export function TeamFilterBar({ filter, children }: { filter: TeamFilterState; children?: ReactNode }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter.username);

  return (
    <RecordFilters filter={filter.range}>
      <TextInput
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && filter.search(draft)}
        placeholder={t('agent.filter.username')}
        aria-label={t('agent.filter.username')}
        w={{ base: '100%', xs: 240 }}
        data-testid="agent-filter-username"
        rightSection={
          <ActionIcon
            variant="subtle"
            onClick={() => filter.search(draft)}
            aria-label={t('agent.filter.search')}
            data-testid="agent-filter-search"
          >
            <IconSearch size={16} />
          </ActionIcon>
        }
      />
      {children}
    </RecordFilters>
  );
}
