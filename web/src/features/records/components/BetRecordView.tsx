import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { useBetHistory } from '../hooks';
import { useRangeFilter } from '../use-range-filter';
import { BetRecordTable } from './BetRecordTable';
import { FilterSelect } from './FilterSelect';
import { RecordFilters } from './RecordFilters';
import { RecordPager } from './RecordPager';
import { RecordSummary } from './RecordSummary';

/** The categories a member can narrow the record to. */
export const RECORD_GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
] as const;
type RecordGameType = (typeof RECORD_GAME_TYPES)[number];

/** The betting record: date range and category, the range's totals, the rounds, paged. */
export function BetRecordView() {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const filter = useRangeFilter();
  const [gameType, setGameType] = useState<RecordGameType | null>(null);
  const history = useBetHistory({ ...filter.range, gameType: gameType ?? undefined, pageNo: filter.pageNo });

  return (
    <Stack gap="md">
      <RecordFilters filter={filter}>
        <FilterSelect
          values={RECORD_GAME_TYPES}
          label={labels.gameType}
          value={gameType}
          onChange={(value) => {
            setGameType(value);
            filter.restart();
          }}
          placeholder={t('records.allTypes')}
          ariaLabel={t('records.category')}
          testId="record-type"
        />
      </RecordFilters>
      <QueryView query={history}>
        {(data) => (
          <>
            <RecordSummary summary={data.summary} count={data.totalCount} />
            <BetRecordTable records={data.list} />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
