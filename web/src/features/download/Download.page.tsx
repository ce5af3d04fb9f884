import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconDeviceMobileBolt,
  IconDownload,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppQrCode, QR_SIZE } from '../../components/AppQrCode';
import { type AppResource, qrTarget, useAppResources } from '../../lib/site-status/resources';

const ICONS = {
  IOS: IconBrandApple,
  Android: IconBrandAndroid,
  MOBILECONFIG: IconSettings,
  IOSLITE: IconDeviceMobileBolt,
} as const;
/** The install guide's steps per app (download.json). */
const GUIDE_STEPS = ['0', '1', '2'] as const;

/** `?os=` as the resources link it (`/down?os=ios`): that app's card is marked. */
const OS_PARAM: Record<string, AppResource> = {
  ios: 'IOS',
  android: 'Android',
  mobileconfig: 'MOBILECONFIG',
  ioslite: 'IOSLITE',
};

/** /down: the apps by QR code (size 200, spec section 9) with their install guides. */
export function DownloadPage() {
  const { t } = useTranslation();
  const apps = useAppResources();
  const [params] = useSearchParams();
  const wanted = OS_PARAM[params.get('os')?.toLowerCase() ?? ''];

  return (
    <Stack gap="lg" data-testid="download-page">
      <div>
        <Title order={1} size="h2">
          {t('download.title')}
        </Title>
        <Text c="dimmed">{t('download.intro')}</Text>
      </div>
      {apps.length === 0 && <Text data-testid="download-none">{t('download.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {apps.map(({ type, resource }) => {
          const AppIcon = ICONS[type];
          return (
            <Card
              key={type}
              withBorder
              radius="md"
              padding="lg"
              data-testid={`download-card-${type}`}
              data-wanted={wanted === type || undefined}
              style={wanted === type ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Stack align="center" gap="sm">
                <Title order={2} size="h4">
                  <AppIcon size={20} style={{ verticalAlign: 'text-bottom' }} /> {t(`shell.apps.${type}`)}
                </Title>
                <AppQrCode
                  text={qrTarget(resource)}
                  size={QR_SIZE}
                  label={t(`shell.apps.${type}`)}
                  testId={`download-qr-${type}`}
                />
                <Button
                  component="a"
                  href={resource.url}
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  data-testid={`download-link-${type}`}
                >
                  {t('download.open')}
                </Button>
              </Stack>
              <Text fw={600} mt="md" size="sm">
                {t('download.guideTitle')}
              </Text>
              <List type="ordered" size="sm" spacing={4} data-testid={`download-guide-${type}`}>
                {GUIDE_STEPS.map((step) => (
                  <List.Item key={step}>{t(`download.guides.${type}.${step}`)}</List.Item>
                ))}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
