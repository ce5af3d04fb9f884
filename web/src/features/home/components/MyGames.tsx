import { Group, Stack, Title } from '@mantine/core';
import { IconHistory, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../../lib/session/session';
import { GameGrid } from '../../games/components/GameGrid';
import type { GameEntry } from '../../games/game-entry';
import { useFavouriteList, useRecentGames } from '../../games/hooks';

/** One row of a member's own games; nothing while it has none. */
const ROW = 7;

function Row({
  icon,
  title,
  games,
  testId,
}: {
  icon: ReactNode;
  title: string;
  games: GameEntry[];
  testId: string;
}) {
  if (games.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <Group gap="xs" mb="md">
        {icon}
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      <GameGrid games={games.slice(0, ROW)} loading={false} testId={`${testId}-grid`} />
    </section>
  );
}

/** The logged-in home: the member's recently played games (its rounds) and its favourites. */
export function MyGames() {
  const { t } = useTranslation();
  const loggedIn = useToken() !== null;
  const recent = useRecentGames(loggedIn);
  const favourites = useFavouriteList(loggedIn);
  if (!loggedIn) return null;
  return (
    <Stack gap="xl">
      <Row
        icon={<IconHistory size={22} />}
        title={t('home.recentTitle')}
        games={recent.data ?? []}
        testId="home-recent"
      />
      <Row
        icon={<IconStar size={22} color="var(--mantine-color-yellow-6)" />}
        title={t('home.favouritesTitle')}
        games={favourites.data?.pages.flatMap((page) => page.games) ?? []}
        testId="home-favourites"
      />
    </Stack>
  );
}
