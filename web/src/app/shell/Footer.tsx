import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_ITEMS } from '../../lib/navigation/sections';
import { useBrandConfig } from '../../lib/site-status/site-status';
import { HelpAccordion } from './HelpAccordion';
import { ProviderLogos } from './ProviderLogos';
import classes from './Shell.module.css';

/** Platform-spec.md section 9: copyright year 2025. */
export const COPYRIGHT_YEAR = 2025;

/** Spec section 2: provider logos, the help accordion, the section links and the copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();

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
          <Text size="sm" c="dimmed" ta="center">
            {t('footer.responsible')}
          </Text>
          <Text size="sm" ta="center" data-testid="copyright">
            {t('footer.copyright', { year: COPYRIGHT_YEAR, merchant: merchantName })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
