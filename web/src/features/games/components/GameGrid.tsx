import { Center, Loader, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session';
import { useStartGame } from '../../play/use-start-game';
import type { GameEntry } from '../game-entry';
import { useFavouriteIds, useToggleFavourite } from '../hooks';
import { GameCard } from './GameCard';
import { LoadMore } from './LoadMore';

export interface GameGridProps {
  games: GameEntry[];
  loading: boolean;
  /** more games behind the sentinel */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  emptyText?: string;
  testId?: string;
  /** narrower places (the sub-game popup) take fewer columns */
  cols?: SimpleGridProps['cols'];
}

/** Spec section 9: 21 games first (3 rows of 7 on wide screens), then 18 per page. */
export const GRID_COLUMNS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6, xl: 7 } as const;

/** A lobby grid: cards wired to starting games, free trials and favourites. */
export function GameGrid({
  games,
  loading,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  emptyText,
  testId = 'game-grid',
  cols = GRID_COLUMNS,
}: GameGridProps) {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.status === 'member';
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const start = useStartGame();
  const favouriteIds = new Set(member ? (favourites.data ?? []) : []);

  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (games.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="games-empty">
        {emptyText ?? t('games.empty')}
      </Text>
    );
  }

  return (
    <>
      <SimpleGrid cols={cols} spacing="sm" data-testid={testId} data-count={games.length}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            member={member}
            favourite={favouriteIds.has(String(game.nodeId))}
            launching={start.launching === game.nodeId}
            onPlay={(g) => start.play(g)}
            onTry={start.tryGame}
            onFavourite={(g, favourite) => toggleFavourite.mutate({ game: g, favourite })}
          />
        ))}
      </SimpleGrid>
      {hasMore && onLoadMore && <LoadMore loading={loadingMore} onLoad={onLoadMore} />}
    </>
  );
}
