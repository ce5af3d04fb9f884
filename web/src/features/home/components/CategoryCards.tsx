import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GAME_CATEGORIES } from '../../../lib/navigation/sections';
import { useProtectedAction } from '../../access/use-protected-action';
import classes from '../Home.module.css';

/** "Play" cards: starting a game needs a session, so a visitor gets the login popup (spec section 6). */
export function CategoryCards() {
  const { t } = useTranslation();
  const protect = useProtectedAction();
  const navigate = useNavigate();

  const play = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    protect('login', () => void navigate(path));
  };

  return (
    <section aria-labelledby="home-categories">
      <Title order={2} size="h3" mb="md" id="home-categories">
        {t('home.categoriesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {GAME_CATEGORIES.map(({ key, path, icon: Icon }) => (
          <Card
            key={key}
            component={Link}
            to={path}
            onClick={play(path)}
            withBorder
            padding="lg"
            className={classes.card}
            data-testid={`category-${key}`}
          >
            <ThemeIcon size={48} radius="md" variant="light" mb="sm">
              <Icon size={28} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(`nav.${key}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`home.categories.${key}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
