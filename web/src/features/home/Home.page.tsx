import { Grid, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { AfterFirstPaint } from '../../lib/first-paint/after-first-paint';
import { lazyComponent } from '../../lib/first-paint/lazy-component';
import { useBrandConfig } from '../../lib/site-status/site-status';
import { JackpotTicker } from '../jackpot/JackpotTicker';
import { BannerCarousel } from '../notices/components/BannerCarousel';
import { NoticeMarquee } from '../notices/components/NoticeMarquee';
import { NoticePopup } from '../notices/components/NoticePopup';
import { useAnnouncements } from '../notices/hooks';
import { CategoryCards } from './components/CategoryCards';
import { Hero } from './components/Hero';
import { MyGames } from './components/MyGames';
import { PopularGames } from './components/PopularGames';

// below the first screen: chunks of their own (the lottery list's tables, the winners' board), fetched
// once the first screen has painted, so it neither waits for nor renders them
const VnLotteryList = lazyComponent(() => import('./components/VnLotteryList'), 'VnLotteryList');
const WinnersList = lazyComponent(() => import('../winners/WinnersList'), 'WinnersList');

/** The lists' chunks (tests render them at once: a fetch still under way when a test file ends fails it). */
export const preloadHomeLists = () => Promise.all([VnLotteryList.preload(), WinnersList.preload()]);

/** /index (spec section 2): notices, banners, the popup, a member's recent and favourite games, popular
 * games, the lottery list, categories, the jackpot meter and the winners list. */
export function HomePage() {
  const { merchantName } = useBrandConfig();
  const announcements = useAnnouncements().data;
  const banners = announcements?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];

  return (
    <Stack gap="xl">
      <NoticeMarquee notices={announcements?.player ?? []} />
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: banners.length > 0 ? 5 : 12 }}>
          <Hero merchantName={merchantName} />
        </Grid.Col>
        {banners.length > 0 && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <BannerCarousel banners={banners} />
          </Grid.Col>
        )}
      </Grid>
      <JackpotTicker />
      <MyGames />
      <PopularGames />
      {/* the categories and the lottery list are more than half the page's elements (the lists' tables):
          rendered in the first render, they held the first paint, and with it the jackpot meter, back;
          the notice popup is a card in the corner that may come a moment after the page */}
      <AfterFirstPaint>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <CategoryCards />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Suspense fallback={null}>
              <VnLotteryList />
            </Suspense>
          </Grid.Col>
        </Grid>
        <Suspense fallback={null}>
          <WinnersList />
        </Suspense>
        <NoticePopup notices={announcements?.popup ?? []} />
      </AfterFirstPaint>
    </Stack>
  );
}
