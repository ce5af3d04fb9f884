import { Box, Group } from '@mantine/core';
import { AccountActions } from '../../features/access/components/AccountActions';
import { InboxButton } from '../../features/inbox/components/InboxButton';
import { LanguageMenu } from '../../features/preferences/components/LanguageMenu';
import { ThemeToggle } from '../../features/preferences/components/ThemeToggle';
import { SessionArea } from '../../features/session/components/SessionArea';
import { useBrandConfig } from '../../lib/site-status/site-status';
import { HeaderOverflow } from './HeaderOverflow';
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
      <Group h={TOP_BAR_HEIGHT} justify="space-between" wrap="nowrap" className={classes.topBar}>
        <Group gap="sm" wrap="nowrap" className={classes.topBarStart}>
          <SideMenu />
          <Logo merchantName={merchantName} />
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.topBarEnd}>
          <InboxButton />
          <SessionArea />
          {/* a phone reaches these through the overflow menu */}
          <Box visibleFrom="sm">
            <LanguageMenu />
          </Box>
          <Box visibleFrom="sm">
            <ThemeToggle />
          </Box>
          <Box hiddenFrom="sm">
            <HeaderOverflow />
          </Box>
        </Group>
      </Group>
      <div className={classes.navBar} style={{ height: NAV_BAR_HEIGHT }}>
        <MainNav />
        {/* on a phone the side menu, the bottom navigation and the overflow menu hold these */}
        <Box visibleFrom="sm">
          <AccountActions className={classes.accountActions} />
        </Box>
      </div>
    </>
  );
}
