import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { ChangePasswordForm } from '../password/components/ChangePasswordForm';
import { AccountSummary } from './components/AccountSummary';
import { PaymentPasswordForm } from './components/PaymentPasswordForm';
import { useHasPaymentPassword } from './hooks';

/** Member centre, securityCenter (My account): who the member is, the login and payment passwords. */
export function SecurityCenterPage({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const hasPaymentPassword = useHasPaymentPassword();

  return (
    <Stack gap="md">
      <AccountSummary member={member} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="sm">
            {t('password.changeTitle')}
          </Title>
          <ChangePasswordForm />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="sm">
            {t('security.paymentPassword')}
          </Title>
          <QueryView query={hasPaymentPassword}>
            {(has) => <PaymentPasswordForm key={String(has)} hasPaymentPassword={has} />}
          </QueryView>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
