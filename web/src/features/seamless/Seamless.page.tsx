import { Card, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../lib/navigation/sections';
import { imageUrl } from '../../lib/site-status/cdn-hosts';
import { useLanes } from '../games/hooks';
import { lobbyVendors } from '../games/lanes';
import { useStartGame } from '../play/use-start-game';

/**
 * /seamless (header only, spec section 2): every vendor on the one seamless wallet, by category,
 * each opened the way the header opens it (a lobby tab, a lottery lobby, or a direct launch).
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const lanes = useLanes();
  const { openVendor } = useStartGame();
  const categories = GAME_CATEGORIES.map((category) => ({
    ...category,
    vendors: lobbyVendors(lanes.data ?? [], category.key),
  })).filter((category) => category.vendors.length > 0);

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg" data-testid="seamless-page">
        <div>
          <Title order={1} size="h2">
            {t('seamless.title')}
          </Title>
          <Text c="dimmed">{t('seamless.intro')}</Text>
        </div>
        {lanes.isSuccess && categories.length === 0 && <Text>{t('seamless.empty')}</Text>}
        {categories.map(({ key, path, vendors }) => (
          <Stack key={key} gap="xs" data-testid={`seamless-${key}`}>
            <Title order={2} size="h4">
              {t(`nav.${key}`)}
            </Title>
            <SimpleGrid cols={{ base: 3, sm: 5, md: 8 }} spacing="sm">
              {vendors.map((vendor) => (
                <Card
                  key={vendor.vassalage}
                  component="button"
                  type="button"
                  withBorder
                  padding="xs"
                  radius="md"
                  onClick={() => openVendor(vendor, path)}
                  aria-label={vendor.displayName}
                  style={{ cursor: 'pointer' }}
                >
                  <Image src={imageUrl(vendor.icon)} alt="" h={40} fit="contain" />
                  <Text size="xs" ta="center" mt={4} lineClamp={1}>
                    {vendor.displayName}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
