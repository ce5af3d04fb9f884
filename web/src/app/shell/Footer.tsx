import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_ITEMS } from '../../lib/navigation/sections';
import { useResource } from '../../lib/site-status/resources';
import { useBrandConfig, useServerNow } from '../../lib/site-status/site-status';
import { HelpAccordion } from './HelpAccordion';
import { ProviderLogos } from './ProviderLogos';
import classes from './Shell.module.css';

/** The operator's pages under the section links (routes: @sim/shared/site-routes). */
export const LEGAL_LINKS = [
  { key: 'terms', path: '/terms' },
  { key: 'privacy', path: '/privacy' },
  { key: 'responsibleGaming', path: '/responsible-gaming' },
  { key: 'licence', path: '/licence' },
] as const;

/** Spec section 2: provider logos, the help accordion, the section links and the copyright (of the
 *  simulated clock's year), with the operator's pages and its contact address from the brand config. */
export function Footer() {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();
  const year = new Date(useServerNow()()).getFullYear();
  const email = useResource('EMAIL')?.url;

  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="xl" py="xl">
        <Stack gap="md" align="center">
          <ProviderLogos />
          <HelpAccordion />
          <Group gap="md" justify="center">
            {NAV_ITEMS.map(({ key, path }) => (
              <Anchor key={key} component={Link} to={path} size="sm" c="dimmed">
                {t(`nav.${key}`)}
              </Anchor>
            ))}
          </Group>
          <Group gap="md" justify="center">
            {LEGAL_LINKS.map(({ key, path }) => (
              <Anchor key={key} component={Link} to={path} size="sm" data-testid={`footer-${key}`}>
                {t(`footer.links.${key}`)}
              </Anchor>
            ))}
            {email && (
              <Anchor href={email} size="sm" data-testid="footer-contact">
                {t('footer.links.contact')}
              </Anchor>
            )}
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            {t('footer.responsible')}
          </Text>
          <Text size="sm" ta="center" data-testid="copyright">
            {t('footer.copyright', { year, merchant: merchantName })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
