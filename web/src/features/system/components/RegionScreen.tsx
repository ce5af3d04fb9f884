import { Table, Text } from '@mantine/core';
import type { SystemStatus } from '@sim/shared/wps/system';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactUsButton } from './ContactUsButton';
import { StatusScreen } from './StatusScreen';

export function RegionScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const { ip, country } = status.location;

  return (
    <StatusScreen testId="region-screen" icon={<IconWorldOff size={40} />} title={t('system.region.title')}>
      <Text c="dimmed">{t('system.region.body')}</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('system.region.ip')}</Table.Th>
            <Table.Td data-testid="visitor-ip">{ip}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('system.region.country')}</Table.Th>
            <Table.Td data-testid="visitor-country">{country}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <ContactUsButton services={status.info.customerService} />
    </StatusScreen>
  );
}
