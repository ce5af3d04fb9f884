import { Alert, Button, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { S } from '../strings';

export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** Renders its children with the data once it is there; a loader before, an alert on failure. */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert color="red" title={S.app.failed}>
        <Group justify="space-between">
          {errorMessage(query.error)}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {S.app.retry}
          </Button>
        </Group>
      </Alert>
    );
  return <Loader size="sm" aria-label={S.app.loading} />;
}
