// The landing page's data, asked for as soon as the boot call says the site is open (src/main.tsx),
// beside the first render rather than after it: the jackpot meter is the page's largest paint, and
// the banners and popular games fill the first screen.
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n';
import { hotGamesQuery } from '../games/hooks';
import { jackpotQuery } from '../jackpot/hooks';
import { announcementsQuery } from '../notices/hooks';

export function prefetchHomeData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(jackpotQuery);
  void queryClient.prefetchQuery(announcementsQuery(currentLanguage()));
  void queryClient.prefetchQuery(hotGamesQuery);
}
