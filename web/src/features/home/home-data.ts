// The landing page's data, asked for as soon as the boot call says the site is open (src/main.tsx),
// before the first render (which waits for it, capped) rather than after it: the jackpot meter is
// the page's largest paint, and the banners and popular games fill the first screen; the header's
// vendor menus come with them.
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n';
import { hotGamesQuery, lanesQuery } from '../games/hooks';
import { jackpotQuery } from '../jackpot/hooks';
import { announcementsQuery } from '../notices/hooks';

/** Settles when all four have (prefetchQuery never rejects: a failure is left to the page's queries). */
export async function prefetchHomeData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(jackpotQuery),
    queryClient.prefetchQuery(announcementsQuery(currentLanguage())),
    queryClient.prefetchQuery(hotGamesQuery),
    // the header's vendor menus: answered after the first render, they re-rendered the whole header
    // in one task (a store update is rendered synchronously)
    queryClient.prefetchQuery(lanesQuery),
  ]);
}
