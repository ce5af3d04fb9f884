import { Alert, Stack, Text } from '@mantine/core';
import type { Order } from '@sim/shared/wps/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { OrderResult } from './components/OrderResult';
import { PaymentPasswordPrompt } from './components/PaymentPasswordPrompt';
import { UplineForm } from './components/UplineForm';
import { useTransferEnabled } from './hooks';

/** Member centre, transferUpline: money to the upline agent, when the member has one that accepts it. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const enabled = useTransferEnabled();
  const [created, setCreated] = useState<Order | null>(null);

  return (
    <QueryView query={enabled}>
      {(data) => (
        <Stack gap="md">
          <Text>
            {t('cashier.upline.account')}:{' '}
            <Text span fw={700} data-testid="upline-account">
              {data.uplineAccount ?? '- -'}
            </Text>
          </Text>
          {created && <OrderResult order={created} testId="upline-result" />}
          {!data.toUpline ? (
            <>
              <Alert color="yellow" data-testid="upline-disabled">
                {t('cashier.upline.disabled')}
              </Alert>
              <UplineForm onCreated={setCreated} disabled />
            </>
          ) : data.hasPaymentPassword ? (
            <UplineForm onCreated={setCreated} />
          ) : (
            <PaymentPasswordPrompt />
          )}
        </Stack>
      )}
    </QueryView>
  );
}
