import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/feedback/errors';

interface QueryViewProps<T> {
  query: { data: T | undefined; isError: boolean; error: unknown };
  children: (data: T) => ReactNode;
}

/** What a query's part of the screen shows: a loader first, the failure, and the data once it is there. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const failure = query.isError && (
    <Alert color="red" data-testid="query-error">
      {describeError(query.error, t)}
    </Alert>
  );

  if (query.data === undefined) {
    return (
      failure || (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )
    );
  }
  return (
    <Stack gap="md">
      {failure}
      {children(query.data)}
    </Stack>
  );
}
