import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { DepositChannel } from '@sim/shared/wps/cashier';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

interface DepositChannelsProps {
  channels: readonly DepositChannel[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** The payment channels as cards to pick from, each with its limits. */
export function DepositChannels({ channels, value, onChange, error }: DepositChannelsProps) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <Radio.Group value={value} onChange={onChange} label={t('cashier.deposit.channel')} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" mt="xs">
        {channels.map((channel) => (
          <Radio.Card
            key={channel.code}
            value={channel.code}
            radius="md"
            p="sm"
            data-testid={`deposit-channel-${channel.code}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={700} size="sm">
                  {channel.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`cashier.deposit.channelTypes.${channel.type}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {money(channel.minAmount)} – {money(channel.maxAmount)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
