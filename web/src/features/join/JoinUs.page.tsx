import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconCoins, IconHeadset, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/modal-router/context';
import { useSession } from '../../lib/session/session';
import { useOpenCustomerService } from '../system/use-open-customer-service';

/** What the join-us page offers a future agent, each a card (joinus.json). */
const BENEFITS = [
  { key: 'commission', icon: IconCoins },
  { key: 'team', icon: IconUsersGroup },
  { key: 'reports', icon: IconChartBar },
  { key: 'support', icon: IconHeadset },
] as const;

/** /join: the agent programme, with the way in (register, or ask customer service). */
export function JoinUsPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const session = useSession();
  const customerService = useOpenCustomerService();

  return (
    <Stack gap="lg" data-testid="join-page">
      <div>
        <Title order={1} size="h2">
          {t('joinus.title')}
        </Title>
        <Text c="dimmed">{t('joinus.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {BENEFITS.map(({ key, icon: BenefitIcon }) => (
          <Card key={key} withBorder radius="md" padding="lg" data-testid={`join-benefit-${key}`}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light">
                <BenefitIcon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(`joinus.benefits.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`joinus.benefits.${key}.body`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        {session.status === 'anonymous' && (
          <Button onClick={() => open({ name: 'register' })} data-testid="join-register">
            {t('joinus.register')}
          </Button>
        )}
        {customerService.available && (
          <Button variant="light" onClick={customerService.open} data-testid="join-contact">
            {t('joinus.contact')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
