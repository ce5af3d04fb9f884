import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { useMoney } from '../../lib/format/use-money';
import { InvitationsTable } from './components/InvitationsTable';
import { InviteCard } from './components/InviteCard';
import { useReferralDetails } from './hooks';

/** The member centre's referral (invite friends): the code as QR and link, the friends invited. */
export function ReferralPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const details = useReferralDetails();
  return (
    <QueryView query={details}>
      {(data) => (
        <Stack gap="md">
          <InviteCard details={data} />
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              {t('referral.invitations', { total: data.totalInvitations })}
            </Title>
            <Text size="sm" data-testid="referral-total-reward">
              {t('referral.totalReward', { amount: money(data.totalReward) })}
            </Text>
          </Group>
          <InvitationsTable invitations={data.invitations} />
        </Stack>
      )}
    </QueryView>
  );
}
