import { AppShell, Burger, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Route, Routes } from 'react-router';
import { PAGES } from '../pages';
import { Header } from './Header';
import { NavBar } from './NavBar';

/** Header with the merchant switcher, a navbar of pages, and the page. */
export function Shell({ onLogout }: { onLogout: () => void }) {
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header
          onLogout={onLogout}
          burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" />}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* 24 pages outgrow a 900 px window: the menu scrolls on its own, the page stays put */}
        <AppShell.Section grow component={ScrollArea} data-testid="nav-scroll">
          <NavBar onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          <Route index element={<Navigate to="status" replace />} />
          {PAGES.map(({ id, Page }) => (
            <Route key={id} path={id} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="status" replace />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
