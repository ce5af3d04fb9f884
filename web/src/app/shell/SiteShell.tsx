import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSessionEndHandling } from '../../features/session/hooks';
import { ModalRouterProvider } from '../modal-router/ModalRouterProvider';
import { Footer } from './Footer';
import { Header, NAV_BAR_HEIGHT, TOP_BAR_HEIGHT } from './Header';
import { LoginGate } from './LoginGate';
import classes from './Shell.module.css';

export function SiteShell() {
  useSessionEndHandling();

  return (
    <ModalRouterProvider>
      <AppShell header={{ height: TOP_BAR_HEIGHT + NAV_BAR_HEIGHT }} padding={0} data-testid="site-shell">
        <AppShell.Header className={classes.header}>
          <Header />
        </AppShell.Header>
        <AppShell.Main className={classes.main}>
          <Container size="xl" py="lg" className={classes.content}>
            <LoginGate>
              <Outlet />
            </LoginGate>
          </Container>
          <Footer />
        </AppShell.Main>
      </AppShell>
    </ModalRouterProvider>
  );
}
