import { ActionIcon, Menu } from '@mantine/core';
import { languageName } from '@sim/shared/languages';
import { isAgentType } from '@sim/shared/member-types';
import {
  IconCheck,
  IconDeviceGamepad2,
  IconDotsVertical,
  IconLogout,
  IconMoon,
  IconSun,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProtectedAction } from '../../features/access/use-protected-action';
import { useChooseLanguage } from '../../features/preferences/components/LanguageMenu';
import { useThemeToggle } from '../../features/preferences/components/ThemeToggle';
import { useStartFreePlay } from '../../features/session/components/FreePlayButton';
import { useConfirmLogout } from '../../features/session/components/LogoutButton';
import { chosenLanguage, htmlLang } from '../../i18n';
import { useModals } from '../../lib/modal-router/context';
import { useSession } from '../../lib/session/session';
import { useSiteLanguages } from '../../lib/site-status/site-languages';

/**
 * A phone's top bar has room for the logo, the session and this menu: what the wide header shows
 * beside them (free play, language, theme, the agent centre, sign out) moves in here.
 */
export function HeaderOverflow() {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.status === 'member';
  const agent = member && isAgentType(session.member.type);
  const freePlay = useStartFreePlay();
  const chooseLanguage = useChooseLanguage();
  const theme = useThemeToggle();
  const logout = useConfirmLogout();
  const protect = useProtectedAction();
  const { open } = useModals();
  const current = chosenLanguage();
  const languages = useSiteLanguages();

  return (
    <Menu shadow="md" width={220} position="bottom-end">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('shell.overflow.label')}
          data-testid="header-more"
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="header-more-menu">
        {!member && freePlay.enabled && (
          <Menu.Item
            leftSection={<IconDeviceGamepad2 size={16} />}
            onClick={freePlay.start}
            data-testid="more-free-play"
          >
            {t('freePlay.button')}
          </Menu.Item>
        )}
        {agent && (
          <Menu.Item
            leftSection={<IconUsersGroup size={16} />}
            onClick={() => protect('agentCentre', () => open({ name: 'agentCentre' }))}
            data-testid="more-agent-centre"
          >
            {t('account.features.agentCentre')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={theme.scheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={theme.toggle}
          data-testid="more-theme"
        >
          {theme.next === 'light' ? t('theme.toLight') : t('theme.toDark')}
        </Menu.Item>
        <Menu.Label>{t('language.menu')}</Menu.Label>
        {languages.map((code) => (
          <Menu.Item
            key={code}
            lang={htmlLang(code)}
            onClick={() => chooseLanguage(code)}
            rightSection={code === current ? <IconCheck size={16} /> : null}
            data-testid={`more-lang-${code}`}
          >
            {languageName(code)}
          </Menu.Item>
        ))}
        {member && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={logout.confirm}
              data-testid="more-logout"
            >
              {t('logout.button')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
