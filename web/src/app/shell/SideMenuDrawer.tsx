import { Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '../../features/avatar/components/MemberAvatar';
import { pageIsOn } from '../../features/member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../features/member-centre/use-open-member-centre';
import { LanguageMenu } from '../../features/preferences/components/LanguageMenu';
import { LogoutButton } from '../../features/session/components/LogoutButton';
import { useOpenCustomerService } from '../../features/system/use-open-customer-service';
import { BalancePanel } from '../../features/wallet/components/BalancePanel';
import { useSession } from '../../lib/session/session';
import { useResource } from '../../lib/site-status/resources';
import { useFeatureFlags } from '../../lib/site-status/site-status';
import { SideMenuCategories } from './SideMenuCategories';
import { isMemberCentrePage, SIDE_MENU_ENTRIES, type SideMenuEntry } from './side-menu-entries';

const SIDE_MENU_WIDTH = 300;

/** The drawer the header's burger opens (SideMenu.tsx): balance, game categories, money, records, sections, language, logout. */
export function SideMenuDrawer({ opened, close }: { opened: boolean; close: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const openCentre = useOpenMemberCentre();
  const member = session.status === 'member';
  const flags = useFeatureFlags();
  const email = useResource('EMAIL');
  const customerService = useOpenCustomerService();
  const listed = (entry: SideMenuEntry) => {
    if ('page' in entry) return isMemberCentrePage(entry.page) && pageIsOn(entry.page, flags);
    if ('action' in entry) return entry.action === 'email' ? email !== undefined : customerService.available;
    return true;
  };
  const entries = SIDE_MENU_ENTRIES.filter(listed);

  const go = (entry: SideMenuEntry) => {
    close();
    if ('path' in entry) void navigate(entry.path);
    else if ('action' in entry) {
      if (entry.action === 'customerService') customerService.open();
      else if (email) window.open(email.url, '_blank', 'noopener,noreferrer');
    } else if (isMemberCentrePage(entry.page)) openCentre(entry.page);
  };

  return (
    <Drawer.Root opened={opened} onClose={close} size={SIDE_MENU_WIDTH}>
      <Drawer.Overlay />
      <Drawer.Content data-testid="side-menu">
        <Drawer.Header>
          <Drawer.Title fw={700}>{t('sideMenu.title')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('common.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="sm">
            {member && <MemberAvatar />}
            {member && <BalancePanel />}
            <SideMenuCategories
              onPick={(path) => {
                close();
                void navigate(path);
              }}
            />
            <Stack component="nav" gap={0} aria-label={t('sideMenu.label')}>
              {entries.map((entry) => {
                const { icon: EntryIcon } = entry;
                return (
                  <NavLink
                    key={entry.key}
                    component="button"
                    type="button"
                    label={t(`sideMenu.entries.${entry.key}`)}
                    leftSection={<EntryIcon size={18} stroke={1.6} />}
                    onClick={() => go(entry)}
                    data-testid={`side-menu-${entry.key}`}
                  />
                );
              })}
            </Stack>
            <Divider />
            <Group justify="space-between">
              <LanguageMenu />
              {member && <LogoutButton />}
            </Group>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
