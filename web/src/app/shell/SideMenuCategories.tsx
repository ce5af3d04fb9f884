import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../lib/navigation/sections';
import classes from './ShellBars.module.css';

/** The game categories at the top of the side menu: on a phone the quickest way into a lobby. */
export function SideMenuCategories({ onPick }: { onPick: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sideMenu.categories')} data-testid="side-menu-categories">
      <Text size="xs" fw={700} c="dimmed" mb={6}>
        {t('sideMenu.categories')}
      </Text>
      <SimpleGrid cols={4} spacing={6} verticalSpacing={6}>
        {GAME_CATEGORIES.map(({ key, path, icon: CategoryIcon }) => (
          <UnstyledButton
            key={key}
            className={classes.sideCategory}
            onClick={() => onPick(path)}
            data-testid={`side-menu-category-${key}`}
          >
            <CategoryIcon size={22} stroke={1.6} />
            <span>{t(`nav.${key}`)}</span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  );
}
