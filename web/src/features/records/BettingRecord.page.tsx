import {
  Alert,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors';
import { PAGINATION_PROPS } from '../../lib/pagination';
import { useSession } from '../session/hooks';
import { BetRecordTable } from './components/BetRecordTable';
import { RecordSummary } from './components/RecordSummary';
import { DATE_PRESETS, type DatePreset, presetRange } from './date-presets';
import { useBetHistory } from './hooks';

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

/** /bettingRecord: the member's rounds by date range and category, paged (spec section 2, betting record). */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [preset, setPreset] = useState<DatePreset>('previous7');
  const [gameType, setGameType] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  // the range is fixed when a preset is picked, so paging does not shift it
  const [range, setRange] = useState(() => presetRange('previous7', Date.now()));
  const history = useBetHistory({ ...range, gameType: gameType ?? undefined, pageNo });

  const pickPreset = (next: string) => {
    setPreset(next as DatePreset);
    setRange(presetRange(next as DatePreset, Date.now()));
    setPageNo(1);
  };

  if (session.status === 'anonymous') {
    return (
      <Alert icon={<IconLock size={18} />} color="yellow" data-testid="records-login-needed">
        {t('login.needLogin')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" data-testid="betting-record-page">
      <Title order={1} size="h2">
        {t('records.title')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            value={preset}
            onChange={pickPreset}
            data={DATE_PRESETS.map((value) => ({ value, label: t(`records.presets.${value}`) }))}
            data-testid="record-presets"
          />
          <Select
            value={gameType}
            onChange={(value) => {
              setGameType(value);
              setPageNo(1);
            }}
            data={RECORD_GAME_TYPES.map((value) => ({ value, label: t(`records.types.${value}`) }))}
            placeholder={t('records.allTypes')}
            aria-label={t('records.category')}
            clearable
            w={200}
            data-testid="record-type"
          />
        </Group>
      </Paper>
      {history.isError && <Alert color="red">{describeError(history.error, t)}</Alert>}
      {!history.data && !history.isError && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {history.data && (
        <>
          <RecordSummary summary={history.data.summary} count={history.data.totalCount} />
          {history.data.list.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="records-empty">
              {t('records.empty')}
            </Text>
          ) : (
            <BetRecordTable records={history.data.list} />
          )}
          {history.data.totalPages > 1 && (
            <Center>
              <Pagination
                total={history.data.totalPages}
                value={pageNo}
                onChange={setPageNo}
                {...PAGINATION_PROPS}
                data-testid="record-pages"
              />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
