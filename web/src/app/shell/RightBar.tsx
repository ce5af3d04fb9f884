import { ActionIcon, Popover, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconCurrencyDollar,
  IconDeviceMobile,
  IconHeadset,
  IconMail,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppQrCode, QR_SIZE_SIDE_BAR } from '../../components/AppQrCode';
import { useOpenCustomerService } from '../../features/system/use-open-customer-service';
import { qrTarget, useAppResources, useResource } from '../../lib/site-status/resources';
import classes from './ShellBars.module.css';

function BarButton({
  label,
  testId,
  children,
  ...link
}: { label: string; testId: string; children: ReactNode } & ({ href: string } | { onClick: () => void })) {
  return (
    <Tooltip label={label} position="left">
      <ActionIcon
        size={44}
        radius="md"
        variant="light"
        aria-label={label}
        data-testid={testId}
        {...('href' in link
          ? { component: 'a' as const, href: link.href, target: '_blank', rel: 'noopener noreferrer' }
          : { onClick: link.onClick })}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The right bar on wide screens (spec section 2): customer service, the social link, the email
 * link, the USDT purchase link (USDJUMP), and the QR codes for iOS, Android, the mobile config and the
 * lite iOS app at 125 (spec section 9).
 */
export function RightBar() {
  const { t } = useTranslation();
  const customerService = useOpenCustomerService();
  const social = useResource('FACEBOOK');
  const email = useResource('EMAIL');
  const usdJump = useResource('USDJUMP');
  const apps = useAppResources();

  return (
    <Stack
      component="aside"
      gap="xs"
      className={classes.rightBar}
      aria-label={t('shell.rightBar.label')}
      data-testid="right-bar"
    >
      {customerService.available && (
        <BarButton
          label={t('shell.rightBar.customerService')}
          testId="right-bar-cs"
          onClick={customerService.open}
        >
          <IconHeadset size={22} />
        </BarButton>
      )}
      {social && (
        <BarButton label={t('shell.rightBar.social')} testId="right-bar-social" href={social.url}>
          <IconBrandFacebook size={22} />
        </BarButton>
      )}
      {email && (
        <BarButton label={t('shell.rightBar.email')} testId="right-bar-email" href={email.url}>
          <IconMail size={22} />
        </BarButton>
      )}
      {usdJump && (
        <BarButton label={t('shell.rightBar.usdJump')} testId="right-bar-usdjump" href={usdJump.url}>
          <IconCurrencyDollar size={22} />
        </BarButton>
      )}
      {apps.length > 0 && (
        <Popover position="left" shadow="md" withArrow>
          <Popover.Target>
            <ActionIcon
              size={44}
              radius="md"
              variant="filled"
              aria-label={t('shell.rightBar.apps')}
              data-testid="right-bar-apps"
            >
              <IconDeviceMobile size={22} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown data-testid="right-bar-qr">
            <Text fw={600} size="sm" mb="xs">
              {t('shell.rightBar.scan')}
            </Text>
            <SimpleGrid cols={Math.min(apps.length, 2)} spacing="sm">
              {apps.map(({ type, resource }) => (
                <Stack key={type} gap={4} align="center">
                  <AppQrCode
                    text={qrTarget(resource)}
                    size={QR_SIZE_SIDE_BAR}
                    label={t(`shell.apps.${type}`)}
                    testId={`right-bar-qr-${type}`}
                  />
                  <Text size="xs">{t(`shell.apps.${type}`)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
      )}
    </Stack>
  );
}
