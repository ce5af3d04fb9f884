import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { RankProgressCard } from './components/RankProgressCard';
import { RankTable } from './components/RankTable';
import { useRankList, useRankProgress } from './hooks';

/** The member centre's playerRank: the member's rank, progress and every rank's needs. */
export function PlayerRankPage() {
  const { t } = useTranslation();
  const progress = useRankProgress();
  const ranks = useRankList();
  return (
    <Stack gap="md">
      <QueryView query={progress}>{(data) => <RankProgressCard progress={data} />}</QueryView>
      <Title order={3} size="h5">
        {t('vip.table.title')}
      </Title>
      <QueryView query={ranks}>
        {(data) => <RankTable ranks={data.list} currentLevel={progress.data?.playerRankLevel} />}
      </QueryView>
    </Stack>
  );
}
