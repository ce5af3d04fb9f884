import { Alert, Stack } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { ConfirmationList } from './components/ConfirmationList';
import { OrderResult } from './components/OrderResult';
import { PaymentPasswordPrompt } from './components/PaymentPasswordPrompt';
import { WithdrawForm } from './components/WithdrawForm';
import { WithdrawLimits } from './components/WithdrawLimits';
import { useWithdrawSettings } from './hooks';

/** Member centre, withdraw: the limits, the form (once a payment password exists), paid ones to confirm. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  const [created, setCreated] = useState<Order | null>(null);

  return (
    <Stack gap="md">
      <QueryView query={settings}>
        {(data) => (
          <>
            <WithdrawLimits settings={data} />
            {created && <OrderResult order={created} testId="withdraw-result" />}
            {data.remainingCount <= 0 && (
              <Alert color="yellow" data-testid="withdraw-count-exceeded">
                {t('errors.WITHDRAW_COUNT_EXCEEDED')}
              </Alert>
            )}
            {data.hasPaymentPassword ? (
              <WithdrawForm settings={data} onCreated={setCreated} onSubmitting={() => setCreated(null)} />
            ) : (
              <PaymentPasswordPrompt />
            )}
          </>
        )}
      </QueryView>
      <ConfirmationList />
    </Stack>
  );
}
