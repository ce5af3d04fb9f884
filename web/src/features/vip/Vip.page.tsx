import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { useSession } from '../../lib/session/session';
import { RankProgressCard } from './components/RankProgressCard';
import { RankTable } from './components/RankTable';
import { useRankList, useRankProgress } from './hooks';

function MemberProgress() {
  const progress = useRankProgress();
  return <QueryView query={progress}>{(data) => <RankProgressCard progress={data} />}</QueryView>;
}

/** /vip: the rank table with each rank's benefits, and the member's own progress when logged in. */
export function VipPage() {
  const { t } = useTranslation();
  const session = useSession();
  const ranks = useRankList();
  const currentLevel = session.status === 'member' ? session.member.clubLabel.rankLevel : undefined;
  return (
    <Container size="lg" py="md" data-testid="vip-page">
      <Stack gap="md">
        <Title order={2}>{t('vip.title')}</Title>
        <Text c="dimmed">{t('vip.intro')}</Text>
        {session.status === 'member' ? <MemberProgress /> : <Text size="sm">{t('vip.loginToSee')}</Text>}
        <Title order={3} size="h4">
          {t('vip.table.title')}
        </Title>
        <QueryView query={ranks}>
          {(data) => <RankTable ranks={data.list} currentLevel={currentLevel} />}
        </QueryView>
      </Stack>
    </Container>
  );
}
