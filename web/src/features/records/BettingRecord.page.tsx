import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session';
import { BetRecordView } from './components/BetRecordView';

/** /bettingRecord: the member's rounds by date range and category, paged (spec section 2, betting record). */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const session = useSession();

  if (session.status === 'anonymous') {
    return (
      <Alert icon={<IconLock size={18} />} color="yellow" data-testid="records-login-needed">
        {t('login.needLogin')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" data-testid="betting-record-page">
      <Title order={1} size="h2">
        {t('records.title')}
      </Title>
      <BetRecordView />
    </Stack>
  );
}
