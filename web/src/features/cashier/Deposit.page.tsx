import { Alert, Stack } from '@mantine/core';
import type { DepositOrder } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { DepositForm } from './components/DepositForm';
import { OrderResult } from './components/OrderResult';
import { PaymentInstructions } from './components/PaymentInstructions';
import { useDepositSettings } from './hooks';

/** Member centre, depositv2: pick a channel, an amount within its limits; the order waits for approval,
 * with where to pay it while it is PENDING. */
export function DepositPage() {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  const [created, setCreated] = useState<DepositOrder | null>(null);

  return (
    <QueryView query={settings}>
      {(data) =>
        data.allowDeposit === 'N' || data.channels.length === 0 ? (
          <Alert color="yellow" data-testid="deposit-closed">
            {t('cashier.deposit.closed')}
          </Alert>
        ) : (
          <Stack gap="md">
            {created && <OrderResult order={created} testId="deposit-result" />}
            {created?.instructions && <PaymentInstructions instructions={created.instructions} />}
            <DepositForm channels={data.channels} onCreated={setCreated} />
          </Stack>
        )
      }
    </QueryView>
  );
}
