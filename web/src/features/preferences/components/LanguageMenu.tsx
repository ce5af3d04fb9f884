import { Button, Menu } from '@mantine/core';
import { languageName, type PlatformLanguage } from '@sim/shared/languages';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, chosenLanguage, htmlLang } from '../../../i18n';
import { useToken } from '../../../lib/session/session';
import { useSiteLanguages } from '../../../lib/site-status/site-languages';
import { useUpdateMemberLanguage } from '../hooks';

/** Switches the site's language; a member's choice is saved on the account too. */
export function useChooseLanguage() {
  const token = useToken();
  const updateMemberLanguage = useUpdateMemberLanguage();
  return (language: PlatformLanguage) => {
    void changeLanguage(language);
    if (token) updateMemberLanguage.mutate(language);
  };
}

/** The merchant's languages, each under its own name (the same in every interface language). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = chosenLanguage();
  const choose = useChooseLanguage();
  const languages = useSiteLanguages();

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
        {languages.map((code) => (
          <Menu.Item
            key={code}
            lang={htmlLang(code)}
            onClick={() => choose(code)}
            rightSection={code === current ? <IconCheck size={16} /> : null}
            data-testid={`lang-${code}`}
          >
            {languageName(code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
