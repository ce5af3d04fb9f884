import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../Home.module.css';

const HIGHLIGHTS = ['slots', 'sports', 'casino'] as const;

export function Hero({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();

  return (
    <section className={classes.hero} data-testid="home-hero">
      <Stack gap="md" maw={720}>
        <Title order={1} className={classes.heroTitle}>
          {t('home.welcome', { merchant: merchantName })}
        </Title>
        <Text size="lg" className={classes.heroTagline}>
          {t('home.tagline')}
        </Text>
        <Group gap="sm">
          {HIGHLIGHTS.map((key) => (
            <Text key={key} component="span" className={classes.highlight}>
              {t(`home.highlights.${key}`)}
            </Text>
          ))}
        </Group>
      </Stack>
    </section>
  );
}
