import { AppShell, Center, Container, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../lib/first-paint/after-first-paint';
import { HEADER_ONLY_PATHS } from '../../lib/navigation/sections';
import { useSessionEndHandling } from '../../lib/session/session';
import { ModalRouterProvider } from '../modal-router/ModalRouterProvider';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header, NAV_BAR_HEIGHT, TOP_BAR_HEIGHT } from './Header';
import { LoginGate } from './LoginGate';
import { RightBar } from './RightBar';
import classes from './Shell.module.css';
import bars from './ShellBars.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { usePageMeta } from './use-page-meta';

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} data-testid="page-loading">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export function SiteShell() {
  useSessionEndHandling();
  const { pathname } = useLocation();
  usePageMeta(pathname);
  // spec section 2: the lottery lobbies and the game frame show the header only
  const headerOnly = HEADER_ONLY_PATHS.includes(pathname);

  const page = (
    <LoginGate>
      {/* page groups are code-split: each loads on its first visit */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </LoginGate>
  );

  return (
    <ModalRouterProvider>
      <SkipLink />
      <AppShell header={{ height: TOP_BAR_HEIGHT + NAV_BAR_HEIGHT }} padding={0} data-testid="site-shell">
        <AppShell.Header className={classes.header}>
          <Header />
        </AppShell.Header>
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={`${classes.main} ${headerOnly ? '' : bars.bottomNavSpace}`}
        >
          {headerOnly ? (
            <div className={classes.headerOnly} data-testid="header-only">
              {page}
            </div>
          ) : (
            <>
              <Container size="xl" py="lg" className={classes.content}>
                {page}
              </Container>
              {/* below the fold or fixed at a screen's edge: out of the first screen's one long render,
                  which then paints the page's largest element sooner */}
              <AfterFirstPaint>
                <Footer />
                <RightBar />
                <BottomNav />
              </AfterFirstPaint>
            </>
          )}
        </AppShell.Main>
      </AppShell>
    </ModalRouterProvider>
  );
}
