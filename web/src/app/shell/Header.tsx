import { Group } from '@mantine/core';
import { AccountActions } from '../../features/access/components/AccountActions';
import { InboxButton } from '../../features/inbox/components/InboxButton';
import { LanguageMenu } from '../../features/preferences/components/LanguageMenu';
import { ThemeToggle } from '../../features/preferences/components/ThemeToggle';
import { SessionArea } from '../../features/session/components/SessionArea';
import { useBrandConfig } from '../../lib/site-status';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import classes from './Shell.module.css';
import { SideMenu } from './SideMenu';

export const TOP_BAR_HEIGHT = 64;
export const NAV_BAR_HEIGHT = 48;

export function Header() {
  const { merchantName } = useBrandConfig();

  return (
    <>
      <Group h={TOP_BAR_HEIGHT} px="md" justify="space-between" wrap="nowrap" className={classes.topBar}>
        <Group gap="sm" wrap="nowrap">
          <SideMenu />
          <Logo merchantName={merchantName} />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <InboxButton />
          <SessionArea />
          <LanguageMenu />
          <ThemeToggle />
        </Group>
      </Group>
      <div className={classes.navBar} style={{ height: NAV_BAR_HEIGHT }}>
        <MainNav />
        <AccountActions />
      </div>
    </>
  );
}
