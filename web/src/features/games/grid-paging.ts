import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { GameGridProps } from './components/GameGrid';
import type { GameBatch } from './hooks';

type PagedList = UseInfiniteQueryResult<InfiniteData<GameBatch>>;

/** A paged game list as the grid takes it: every batch loaded so far, the next one on demand. */
export function gridPaging(
  list: PagedList,
): Pick<GameGridProps, 'games' | 'loading' | 'hasMore' | 'loadingMore' | 'onLoadMore'> {
  return {
    games: list.data?.pages.flatMap((page) => page.games) ?? [],
    loading: list.isPending,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    onLoadMore: () => {
      if (!list.isFetchingNextPage) void list.fetchNextPage();
    },
  };
}
