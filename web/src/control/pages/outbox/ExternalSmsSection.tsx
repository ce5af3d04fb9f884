import { Stack, Switch, Text } from '@mantine/core';
import { trpc } from '../../api';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';

const T = {
  title: 'External SMS verification service (simulated)',
  label: 'Registration and forgot password by phone verify through the external service',
  hint: 'On: the site asks the service for the code (marked EXTERNAL below, 60 s countdown) and sends firebaseChannel + firebaseIdToken instead of the SMS code.',
  saved: 'External SMS service switched',
} as const;

/** externalSms.get/set: the merchant's phone verification through the simulated external service. */
export function ExternalSmsSection() {
  const merchant = useMerchant();
  const utils = trpc.useUtils();
  const state = trpc.externalSms.get.useQuery({ merchant });
  const set = trpc.externalSms.set.useMutation({
    onSuccess: () => {
      notifySuccess(T.saved);
      void utils.externalSms.get.invalidate();
    },
    onError: notifyFailure,
  });

  return (
    <Section title={T.title} testId="external-sms">
      <QueryState query={state}>
        {(row) => (
          <Stack gap="xs">
            <Switch
              label={T.label}
              checked={row.enabled}
              disabled={set.isPending}
              onChange={(event) => set.mutate({ merchant, enabled: event.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">
              {T.hint}
            </Text>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
