import { Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReferralDetails } from '@sim/shared/relay/referral';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { referralLink } from '../hooks';

/** Platform-spec.md 9: QR size 200, margin 20 (pixels of white around it), error level M. */
const QR = { size: 200, margin: 20, level: 'M' } as const;

/** The member's code and link, as a QR code and a link to copy, and what a friend must do. */
export function InviteCard({ details }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const link = referralLink(window.location.origin, details.referralCode);
  const { rule } = details;
  return (
    <Card withBorder radius="md" padding="md" data-testid="referral-invite">
      <Group align="flex-start" wrap="wrap" gap="lg">
        <div style={{ padding: QR.margin, background: '#fff', lineHeight: 0, borderRadius: 8 }}>
          <QRCodeSVG
            value={link}
            size={QR.size}
            level={QR.level}
            bgColor="#ffffff"
            fgColor="#000000"
            data-testid="referral-qr"
            title={t('referral.qr')}
          />
        </div>
        <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('referral.code')}
          </Text>
          <Text fw={700} size="xl" data-testid="referral-code">
            {details.referralCode}
          </Text>
          <TextInput label={t('referral.link')} value={link} readOnly data-testid="referral-link" />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                color={copied ? 'teal' : 'violet'}
                data-testid="referral-copy"
              >
                {copied ? t('referral.copied') : t('referral.copy')}
              </Button>
            )}
          </CopyButton>
          {rule.enabled && (
            <Text size="sm" data-testid="referral-rule">
              {t('referral.rule', {
                reward: money(rule.reward),
                deposit: rule.firstDeposit === null ? '-' : money(rule.firstDeposit),
                bet: rule.validBet === null ? '-' : money(rule.validBet),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
