import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../lib/first-paint/lazy-component';
import { NO_SIDE_MENU_PATHS } from '../../lib/navigation/sections';

/** The drawer is a chunk of its own, fetched when the burger is pointed at or first opened: the
 *  header is on every first screen, the drawer on none. */
export const SideMenuDrawer = lazyComponent(() => import('./SideMenuDrawer'), 'SideMenuDrawer');

/** The burger in the header and the drawer it opens: balance, game categories, money, records, sections, language, logout. */
export function SideMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();

  if (NO_SIDE_MENU_PATHS.includes(pathname)) return null;
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        onPointerEnter={() => void SideMenuDrawer.preload().catch(() => {})}
        size="sm"
        aria-label={t('sideMenu.toggle')}
        aria-expanded={opened}
        data-testid="side-menu-toggle"
      />
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDrawer opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
