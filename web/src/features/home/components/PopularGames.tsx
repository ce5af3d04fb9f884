import { Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFirstPaintDone } from '../../../lib/first-paint/use-first-paint-done';
import { GameGrid } from '../../games/components/GameGrid';
import { useHotGames } from '../../games/hooks';

/** Spec section 2 and 9: the 20 popular (hot) games of the home page. */
export function PopularGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  // the grid's twenty cards start below the first screen: they render after its paint, the placeholder
  // standing in until then
  const painted = useFirstPaintDone();

  if (hot.isError) return null;

  return (
    <section aria-labelledby="home-popular" data-testid="popular-games">
      <Group gap="xs" mb="md">
        <IconFlame size={22} color="var(--mantine-color-red-6)" />
        <Title order={2} size="h3" id="home-popular">
          {t('home.popularTitle')}
        </Title>
      </Group>
      {hot.data && painted ? (
        <GameGrid games={hot.data} loading={false} testId="popular-grid" />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          {[0, 1, 2, 3, 4, 5, 6].map((cell) => (
            <Skeleton key={cell} h={200} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
