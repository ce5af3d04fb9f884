import { useTranslation } from 'react-i18next';
import { gridPaging } from '../grid-paging';
import { type GameFilters, useFavouriteList, useGameList, useRecentGames } from '../hooks';
import { GameGrid } from './GameGrid';

/** The catalogue with the lobby's filters, 21 then 18 games a page. */
export function GameListSource({ filters, searching }: { filters: GameFilters; searching: boolean }) {
  const { t } = useTranslation();
  const list = useGameList(filters);
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];

  return (
    <GameGrid
      games={games}
      loading={list.isPending}
      hasMore={list.hasNextPage && !list.isPlaceholderData}
      // no next page while the first one of a new search is on its way
      loadingMore={list.isFetching}
      onLoadMore={() => {
        if (!list.isFetching) void list.fetchNextPage();
      }}
      emptyText={searching ? t('games.noResults') : undefined}
    />
  );
}

export function FavouritesSource() {
  const { t } = useTranslation();
  const list = useFavouriteList(true);

  return <GameGrid {...gridPaging(list)} emptyText={t('games.noFavourites')} testId="favourite-grid" />;
}

export function RecentSource() {
  const { t } = useTranslation();
  const recent = useRecentGames(true);

  return (
    <GameGrid
      games={recent.data ?? []}
      loading={recent.isPending}
      emptyText={t('games.noRecent')}
      testId="recent-grid"
    />
  );
}
