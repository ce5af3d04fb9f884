import { Button, Menu } from '@mantine/core';
import { LANGUAGES, type Language } from '@sim/shared/languages';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, htmlLang } from '../../../i18n';
import { useToken } from '../../../lib/session/session';
import { useUpdateMemberLanguage } from '../hooks';

/** Switches the site's language; a member's choice is saved on the account too. */
export function useChooseLanguage() {
  const token = useToken();
  const updateMemberLanguage = useUpdateMemberLanguage();
  return (language: Language) => {
    void changeLanguage(language);
    if (token) updateMemberLanguage.mutate(language);
  };
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const choose = useChooseLanguage();

  return (
    <Menu shadow="md" width={180} position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          px="xs"
          leftSection={<IconLanguage size={18} />}
          aria-label={`${t('language.menu')}: ${current}`}
          data-testid="language-menu"
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={htmlLang(code)}
            onClick={() => choose(code)}
            rightSection={code === current ? <IconCheck size={16} /> : null}
            data-testid={`lang-${code}`}
          >
            {t(`language.names.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
